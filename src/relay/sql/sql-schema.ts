/**
 * The relay's tables, the same on every runtime (Node's SQLite file, a Durable Object's SQLite).
 * Each entry of MIGRATIONS upgrades from its index to the next version and runs once, in a
 * transaction with the version bump. The version lives in `relay_schema` because a Durable Object
 * may not use PRAGMA user_version (Node databases from before kept it there: legacySchemaVersion).
 */
import type { SqlDriver } from './sql-driver.ts';
import { firstInteger } from './sql-rows.ts';

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
  // Version 3: members (a team relay), each event owned by one; bodies in chunks, because a
  // Durable Object's SQLite refuses a value over 2 MB and export deliveries reach 32 MiB.
  `
  CREATE TABLE members (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    -- Hex SHA-256 of the member's token, and the key of their hook secrets: never the token.
    token_hash TEXT NOT NULL UNIQUE,
    hook_key BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    used_events INTEGER NOT NULL DEFAULT 0,
    used_bytes INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE bodies (
    event_id INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (event_id, seq)
  );
  INSERT INTO bodies (event_id, seq, data) SELECT id, 0, body FROM events;
  ALTER TABLE events DROP COLUMN body;
  -- Events from before teams belong to the relay's owner.
  ALTER TABLE events ADD COLUMN member_id TEXT NOT NULL DEFAULT 'owner';
  DROP INDEX events_by_scan;
  DROP INDEX events_by_export;
  CREATE INDEX events_by_member ON events (member_id, id);
  CREATE INDEX events_by_member_scan ON events (member_id, scan_id, id);
  CREATE INDEX events_by_export ON events (member_id, scan_id, export_id, kind, id);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: SqlDriver): void {
  db.exec('CREATE TABLE IF NOT EXISTS relay_schema (version INTEGER NOT NULL)');
  const rows = db.all('SELECT version FROM relay_schema');
  const current = rows.length > 0 ? firstInteger(rows, 'version') : db.legacySchemaVersion();
  if (rows.length === 0) db.all('INSERT INTO relay_schema (version) VALUES (?)', [current]);
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `The relay database is at schema version ${current}, newer than this relay knows ` +
        `(${SCHEMA_VERSION}). Update the relay or use another database.`,
    );
  }
  for (let version = current; version < SCHEMA_VERSION; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.all('UPDATE relay_schema SET version = ?', [version + 1]);
    });
  }
}
