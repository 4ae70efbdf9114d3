import { LOG_LIMITS, type LogEntry, type LogLevel, type LogRuntime } from './log-entry.ts';
import { cut, redactDetail, redactText } from './redact.ts';

export type LogCall = (scope: string, message: string, detail?: unknown) => void;

/**
 * The one way code writes to the log: `log.warn('scans/follow', 'The relay did not answer',
 * error)`. The scope says which part of the code speaks; the message is a fixed sentence; the
 * detail (an error, a few ids or counts) is flattened and redacted. Never pass checked text.
 */
export type Logger = Record<LogLevel, LogCall>;

/** Where a runtime's entries go: the worker's ring, the console, a message to the worker. */
export type LogSink = (entry: LogEntry) => void;

export interface LoggerOptions {
  /** Exact values to hide, asked for at each entry (they change as the user signs in). */
  secrets?: () => readonly string[];
  now?: () => number;
}

const scopeOf = (scope: string): string =>
  cut(scope.toLowerCase().replace(/[^a-z0-9/._-]+/g, '-'), LOG_LIMITS.scope).replace(
    /^[^a-z0-9]+/,
    '',
  ) || 'general';

export function createLogger(
  runtime: LogRuntime,
  sink: LogSink,
  options: LoggerOptions = {},
): Logger {
  const now = options.now ?? Date.now;
  const call =
    (level: LogLevel): LogCall =>
    (scope, message, detail) => {
      const secrets = { secrets: options.secrets?.() ?? [] };
      const redacted = redactDetail(detail, secrets);
      const entry: LogEntry = {
        time: Math.max(0, Math.round(now())),
        level,
        runtime,
        scope: scopeOf(scope),
        message: cut(redactText(message, secrets), LOG_LIMITS.message),
        ...(redacted ? { detail: redacted } : {}),
      };
      try {
        sink(entry);
      } catch (error) {
        // A log call must never become a new failure where it was made.
        console.error('The log could not take an entry.', error);
      }
    };
  return { debug: call('debug'), info: call('info'), warn: call('warn'), error: call('error') };
}
