/**
 * Tables of the relay's SQLite file, versioned with PRAGMA user_version: each entry of MIGRATIONS
 * upgrades from its index to the next version, and runs once, in a transaction.
 */
import type { Database } from 'node-sqlite3-wasm';

const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE events (
    -- AUTOINCREMENT: ids are never reused, even after deletes, so cursors stay valid.
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    dedupe_key TEXT NOT NULL UNIQUE,
    scan_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    status TEXT,
    export_id TEXT,
    result_id TEXT,
    received_at INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    problem TEXT,
    inline INTEGER NOT NULL,
    duplicates INTEGER NOT NULL DEFAULT 0,
    last_duplicate_at INTEGER,
    body BLOB NOT NULL
  );
  CREATE INDEX events_by_scan ON events (scan_id, id);
  CREATE INDEX events_by_export ON events (scan_id, export_id, kind, id);
  `,
  // Version 2: retention deletes by age.
  `
  CREATE INDEX events_by_received ON events (received_at);
  `,
];

export function migrate(db: Database): void {
  const row = db.get('PRAGMA user_version');
  const current = typeof row?.user_version === 'number' ? row.user_version : 0;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The relay database is at schema version ${current}, newer than this relay knows ` +
        `(${MIGRATIONS.length}). Update the relay or use another --db.`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version] ?? '');
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }
}
