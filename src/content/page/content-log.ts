import { consoleSink } from '../../shared/log/console-sink.ts';
import { capEntries } from '../../shared/log/entry-cap.ts';
import { createLogger } from '../../shared/log/logger.ts';

/**
 * The content script's log: the page's console only, and few entries. This script lives in a
 * web page, which can make it fail at will; it never writes the worker's log (the worker logs
 * what the script answered it).
 */
export const log = createLogger('content', capEntries(consoleSink, 30));
