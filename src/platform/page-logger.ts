/**
 * The log of an extension page (popup, options): each entry goes to the page's console and, by
 * message, to the worker, which keeps the log. Sending never logs its own failure (no loops).
 */
import { consoleSink } from '../shared/log/console-sink.ts';
import { capEntries } from '../shared/log/entry-cap.ts';
import type { PageRuntime } from '../shared/log/log-entry.ts';
import { createLogger, type Logger } from '../shared/log/logger.ts';
import { sendToBackground } from './messaging.ts';

/** A page left open for hours should not fill the log on its own. */
const MAX_ENTRIES_PER_PAGE = 200;

export function pageLogger(runtime: PageRuntime, now: () => number): Logger {
  const toWorker = capEntries((entry) => {
    void sendToBackground('log/append', { entry: { ...entry, runtime } }).then((sent) => {
      // The console is all that is left when the worker cannot take it.
      if (!sent.ok) console.warn('This entry could not reach the log:', sent.error.message);
    });
  }, MAX_ENTRIES_PER_PAGE);
  return createLogger(
    runtime,
    (entry) => {
      consoleSink(entry);
      toWorker(entry);
    },
    { now },
  );
}
