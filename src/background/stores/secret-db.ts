/**
 * Where secrets live: an IndexedDB database of the extension's own origin. Content scripts run
 * in the page's origin, so its IndexedDB is another one, in Chromium and in Firefox alike; unlike
 * `storage.local`, which Firefox lets content scripts read (it has no setAccessLevel).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const SECRET_DB_NAME = 'authenticity-lens-secrets';

interface SecretDb extends DBSchema {
  secrets: { key: string; value: unknown };
}

let opened: Promise<IDBPDatabase<SecretDb>> | undefined;

export function openSecretDb(): Promise<IDBPDatabase<SecretDb>> {
  opened ??= openDB<SecretDb>(SECRET_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('secrets');
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}
