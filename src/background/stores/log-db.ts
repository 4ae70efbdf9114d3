import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import * as v from 'valibot';
import { LogEntrySchema, type LogEntry } from '../../shared/log/log-entry.ts';

/**
 * The log survives a worker restart in IndexedDB of the extension's own origin. A content script
 * runs in the page's origin, so in Chromium and Firefox alike it opens the page's databases,
 * never this one; `storage.session` would need an access level Firefox does not offer, and
 * would lose the log with the browser, when a report may need it most.
 */
export const LOG_DB_NAME = 'authenticity-lens-log';
const LOG_DB_VERSION = 1;
/** The whole ring is one value: it is small (bounded in bytes) and always written whole. */
const RING_KEY = 'ring';

interface LogDb extends DBSchema {
  log: { key: string; value: unknown };
}

const opened = new Map<string, Promise<IDBPDatabase<LogDb>>>();

function database(name: string): Promise<IDBPDatabase<LogDb>> {
  let opening = opened.get(name);
  if (!opening) {
    opening = openDB<LogDb>(name, LOG_DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore('log');
      },
    });
    opened.set(name, opening);
    // A failed open (disk full, profile problem) is tried again next time; the caller hears of it.
    opening.catch(() => opened.delete(name));
  }
  return opening;
}

/** The stored entries, oldest first; an entry that no longer fits the schema is left out. */
export async function readStoredLog(name = LOG_DB_NAME): Promise<LogEntry[]> {
  const stored = await (await database(name)).get('log', RING_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const entry = v.safeParse(LogEntrySchema, item);
    return entry.success ? [entry.output] : [];
  });
}

export async function writeStoredLog(entries: LogEntry[], name = LOG_DB_NAME): Promise<void> {
  await (await database(name)).put('log', entries, RING_KEY);
}
