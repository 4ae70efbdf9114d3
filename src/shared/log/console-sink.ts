import type { LogEntry } from './log-entry.ts';

/** Shows an entry in the runtime's own console (DevTools), already redacted. Debug stays quiet. */
export function consoleSink(entry: LogEntry): void {
  const line = `[${entry.runtime}/${entry.scope}] ${entry.message}`;
  const args: unknown[] = entry.detail ? [line, entry.detail] : [line];
  if (entry.level === 'error') console.error(...args);
  else if (entry.level === 'warn') console.warn(...args);
  else if (entry.level === 'info') console.info(...args);
}
