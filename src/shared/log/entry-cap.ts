import type { LogSink } from './logger.ts';

/**
 * Passes on at most `max` entries, then says once that the rest are dropped: what a runtime
 * driven by a web page (or a loop of ours) can put into a log stays bounded.
 */
export function capEntries(sink: LogSink, max: number): LogSink {
  let passed = 0;
  return (entry) => {
    passed++;
    if (passed <= max) sink(entry);
    else if (passed === max + 1) {
      sink({
        time: entry.time,
        level: 'warn',
        runtime: entry.runtime,
        scope: 'log',
        message: `More than ${max} entries from here: the rest are dropped.`,
      });
    }
  };
}
