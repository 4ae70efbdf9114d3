/**
 * The secrets the extension's worker keeps (its own origin's IndexedDB, src/background/secrets),
 * read or removed from the extension's origin — one of its pages, or Chromium's worker itself —
 * where a test can stand in for what the worker does. Raw IndexedDB: the evaluated code runs
 * without our modules.
 */
import type { Evaluator } from '../browsers/driver.ts';

const DB = 'authenticity-lens-secrets';

export function readWorkerSecret(origin: Evaluator, key: string): Promise<unknown> {
  return origin.evaluate(
    ({ db, key }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const read = open.result.transaction('secrets').objectStore('secrets').get(key);
          read.onerror = () => reject(read.error ?? new Error('read failed'));
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result as unknown);
          };
        };
      }),
    { db: DB, key },
  );
}

export function deleteWorkerSecret(origin: Evaluator, key: string): Promise<void> {
  return origin.evaluate(
    ({ db, key }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('secrets', 'readwrite');
          tx.objectStore('secrets').delete(key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('delete failed'));
        };
      }),
    { db: DB, key },
  );
}
