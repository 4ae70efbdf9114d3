/**
 * The relay's SQL driver on a SQLite file, through node-sqlite3-wasm: SQLite compiled to
 * WebAssembly with a VFS on Node's fs, so a real, durable database file with no native addon to
 * build or download. Durability: rollback journal (the VFS has no shared memory for WAL) with
 * synchronous=FULL, so a committed append has been fsynced before the app answers 2xx.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { Database, QueryResult } from 'node-sqlite3-wasm';
import type { SqlDriver, SqlRow, SqlValue } from '../sql/sql-driver.ts';

/** Rows are flat unless a query asks for `expand`, which none here does. */
function flatRow(result: QueryResult): SqlRow {
  const row: Record<string, SqlValue> = {};
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'bigint') row[key] = Number(value);
    else if (value === null || typeof value !== 'object' || value instanceof Uint8Array) {
      row[key] = value as SqlValue;
    } else throw new Error('relay database: unexpected nested row');
  }
  return row;
}

export interface NodeSqlDriver extends SqlDriver {
  close(): void;
}

/** Opens (creating the file and its folder if needed) the database at `path`. */
export function openNodeSqlDriver(path: string): NodeSqlDriver {
  mkdirSync(dirname(path), { recursive: true });
  const db: Database = new sqlite.Database(path);
  try {
    db.exec('PRAGMA synchronous = FULL');
  } catch (error) {
    db.close();
    throw error;
  }
  return {
    exec: (sql) => db.exec(sql),
    all: (sql, params = []) => db.all(sql, [...params]).map(flatRow),
    transaction(body) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = body();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    legacySchemaVersion() {
      const version = db.get('PRAGMA user_version')?.user_version;
      return typeof version === 'number' ? version : 0;
    },
    close() {
      if (db.isOpen) db.close();
    },
  };
}
