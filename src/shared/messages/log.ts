import * as v from 'valibot';
import { LogEntrySchema, PageLogEntrySchema } from '../log/log-entry.ts';
import { defineProtocol } from './define.ts';

/** Only extension pages: a content script lives in a web page, which must not write our log. */
const pagesOnly = ['extension-page'] as const;

export const logProtocol = defineProtocol({
  /** An entry of the popup or options page, for the worker's log (redacted again there). */
  'log/append': {
    request: v.object({ entry: PageLogEntrySchema }),
    response: v.object({}),
    from: pagesOnly,
  },
  /** The recent log, oldest first, with the extension's version for a report's header. */
  'log/get': {
    request: v.object({}),
    response: v.object({ entries: v.array(LogEntrySchema), version: v.string() }),
    from: pagesOnly,
  },
  'log/clear': {
    request: v.object({}),
    response: v.object({}),
    from: pagesOnly,
  },
});
