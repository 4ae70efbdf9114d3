/**
 * The class sets' database (IndexedDB `authenticity-lens-batches`, the extension's origin: the
 * popup, the side panel, the settings page and the worker share it; content scripts cannot open
 * it). A page stores the bytes of the files dropped or picked here and sends the worker their
 * ids only (a message carrying megabytes is slow and capped); the worker keeps its batches and
 * the texts it read here, and forgets each file's bytes once read. Upgrades run in order from the
 * version a profile has; add a step, never edit an old one.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const BATCH_DB_NAME = 'authenticity-lens-batches';
const BATCH_DB_VERSION = 1;

export interface StoredFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface BatchDb extends DBSchema {
  /** Files dropped or picked, by id, until the worker has read them. */
  files: { key: string; value: StoredFile };
  /** The text read from each row (by row id), until the batch is forgotten. */
  texts: { key: string; value: string };
  /** The batches, validated where they are read (background/stores/batch-store.ts). */
  batches: { key: string; value: unknown; indexes: { 'by-created': number } };
}

let opening: Promise<IDBPDatabase<BatchDb>> | undefined;

/** This runtime's one connection to the batch database, opened on first use. */
export function openBatchDb(name = BATCH_DB_NAME): Promise<IDBPDatabase<BatchDb>> {
  if (name !== BATCH_DB_NAME) return open(name);
  opening ??= open(name);
  // A failed open (disk full, profile problem) should not stick for the runtime's lifetime.
  opening.catch(() => (opening = undefined));
  return opening;
}

function open(name: string): Promise<IDBPDatabase<BatchDb>> {
  return openDB<BatchDb>(name, BATCH_DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('files');
        db.createObjectStore('texts');
        db.createObjectStore('batches', { keyPath: 'id' }).createIndex('by-created', 'createdAt');
      }
    },
  });
}

/** Keeps a file's bytes for the worker to read; returns its id. */
export async function storeBatchFile(file: StoredFile): Promise<string> {
  const id = crypto.randomUUID();
  await (await openBatchDb()).put('files', file, id);
  return id;
}
