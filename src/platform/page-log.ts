import type { LogLevel, PageRuntime } from '../shared/log/log-entry.ts';
import type { LogCall, Logger } from '../shared/log/logger.ts';

/**
 * An extension page's logger (./page-logger.ts), loaded at the first entry rather than with the
 * page: the popup must open fast, and most openings log nothing. Entries keep their own time.
 */
export function createPageLogger(runtime: PageRuntime): Logger {
  let loading: Promise<Logger> | undefined;
  let time = 0;
  const call =
    (level: LogLevel): LogCall =>
    (scope, message, detail) => {
      const at = Date.now();
      loading ??= import('./page-logger.ts').then((m) => m.pageLogger(runtime, () => time));
      loading.then(
        (logger) => {
          time = at;
          logger[level](scope, message, detail);
        },
        // The page outlived its extension (an update): nothing is left to log to.
        (error: unknown) => console.warn('The log could not be loaded.', error),
      );
    };
  return { debug: call('debug'), info: call('info'), warn: call('warn'), error: call('error') };
}
