/**
 * RelayStore on a SQLite file, through node-sqlite3-wasm: SQLite compiled to WebAssembly with a
 * VFS on Node's fs, so a real, durable database file with no native addon to build or download.
 * Its API is synchronous, which also makes each append trivially atomic in this process.
 * Durability: rollback journal (the VFS has no shared memory for WAL) with synchronous=FULL, so a
 * committed append has been fsynced before the app answers 2xx.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { Database, QueryResult, SQLiteValue } from 'node-sqlite3-wasm';
import { EVENT_KINDS, type EventKind } from '../relay-protocol.ts';
import type {
  AppendOutcome,
  EventQuery,
  EventRecord,
  ExportPartQuery,
  IncomingEvent,
  RelayStore,
  ScanQuota,
  StoredBody,
} from '../relay-store.ts';
import { migrate } from './sqlite-schema.ts';

type Row = Record<string, SQLiteValue>;

/** Rows are flat unless a query asks for `expand`, which none here does. */
function asRow(result: QueryResult | null): Row | null {
  if (!result) return null;
  const flat = Object.values(result).every(
    (value) => value === null || typeof value !== 'object' || value instanceof Uint8Array,
  );
  if (!flat) throw new Error('relay database: unexpected nested row');
  return result as Row;
}

const COLUMNS = `id, scan_id, kind, status, export_id, result_id, received_at, content_type, size,
  sha256, problem, duplicates`;

function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new Error(`relay database: ${key} is not text`);
  return value;
}

function optionalText(row: Row, key: string): string | undefined {
  const value = row[key];
  return typeof value === 'string' ? value : undefined;
}

function integer(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`relay database: ${key} is not a number`);
}

function bytes(row: Row, key: string): Uint8Array | undefined {
  const value = row[key];
  return value instanceof Uint8Array ? value : undefined;
}

function kindOf(row: Row): EventKind {
  const kind = text(row, 'kind');
  const known = EVENT_KINDS.find((k) => k === kind);
  if (!known) throw new Error(`relay database: unknown event kind ${kind}`);
  return known;
}

function toRecord(row: Row): EventRecord {
  const record: EventRecord = {
    id: integer(row, 'id'),
    scanId: text(row, 'scan_id'),
    kind: kindOf(row),
    receivedAt: integer(row, 'received_at'),
    contentType: text(row, 'content_type'),
    size: integer(row, 'size'),
    sha256: text(row, 'sha256'),
    duplicates: integer(row, 'duplicates'),
  };
  const optional = {
    status: optionalText(row, 'status'),
    exportId: optionalText(row, 'export_id'),
    resultId: optionalText(row, 'result_id'),
    problem: optionalText(row, 'problem'),
    inlineBody: bytes(row, 'inline_body'),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(record, { [key]: value });
  }
  return record;
}

function withBody(row: Row | null): StoredBody | undefined {
  if (!row) return undefined;
  const body = bytes(row, 'body');
  return body ? { record: toRecord(row), body } : undefined;
}

export class SqliteStore implements RelayStore {
  private readonly db: Database;

  /** Opens (creating the file and its folder if needed) and migrates the database at `path`. */
  constructor(path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.db = new sqlite.Database(path);
    try {
      this.db.exec('PRAGMA synchronous = FULL');
      migrate(this.db);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  append(event: IncomingEvent, quota: ScanQuota): Promise<AppendOutcome> {
    const db = this.db;
    const find = (): Row | null =>
      asRow(db.get(`SELECT ${COLUMNS} FROM events WHERE dedupe_key = ?`, event.dedupeKey));
    db.exec('BEGIN IMMEDIATE');
    try {
      // Look first rather than INSERT … ON CONFLICT: a refused insert would still use up an id.
      const stored = find() ? 'duplicate' : 'new';
      if (stored === 'new') {
        const usage = asRow(
          db.get(
            'SELECT COUNT(*) AS events, COALESCE(SUM(size), 0) AS bytes FROM events WHERE scan_id = ?',
            event.scanId,
          ),
        );
        const events = usage ? integer(usage, 'events') : 0;
        const bytes = usage ? integer(usage, 'bytes') : 0;
        if (events + 1 > quota.events || bytes + event.body.byteLength > quota.bytes) {
          db.exec('ROLLBACK');
          return Promise.resolve({ stored: 'over-quota', usage: { events, bytes } });
        }
      }
      if (stored === 'duplicate') {
        db.run(
          `UPDATE events SET duplicates = duplicates + 1, last_duplicate_at = ?
           WHERE dedupe_key = ?`,
          [event.receivedAt, event.dedupeKey],
        );
      } else {
        db.run(
          `INSERT INTO events (dedupe_key, scan_id, kind, status, export_id, result_id,
             received_at, content_type, size, sha256, problem, inline, body)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            event.dedupeKey,
            event.scanId,
            event.kind,
            event.status ?? null,
            event.exportId ?? null,
            event.resultId ?? null,
            event.receivedAt,
            event.contentType,
            event.body.byteLength,
            event.sha256,
            event.problem ?? null,
            event.inline ? 1 : 0,
            event.body,
          ],
        );
      }
      const row = find();
      db.exec('COMMIT');
      if (!row) throw new Error('relay database: appended event not found');
      return Promise.resolve({ stored, record: toRecord(row) });
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  list(query: EventQuery): Promise<EventRecord[]> {
    const filter = query.scanId === undefined ? '' : 'AND scan_id = ?';
    const params = [
      query.after,
      ...(query.scanId === undefined ? [] : [query.scanId]),
      query.limit,
    ];
    const rows = this.db.all(
      `SELECT ${COLUMNS}, CASE WHEN inline = 1 THEN body END AS inline_body
       FROM events WHERE id > ? ${filter} ORDER BY id LIMIT ?`,
      params,
    );
    return Promise.resolve(rows.map((row) => toRecord(asRow(row) ?? {})));
  }

  body(scanId: string, eventId: number): Promise<StoredBody | undefined> {
    const row = this.db.get(`SELECT ${COLUMNS}, body FROM events WHERE scan_id = ? AND id = ?`, [
      scanId,
      eventId,
    ]);
    return Promise.resolve(withBody(asRow(row)));
  }

  latestExportPart(query: ExportPartQuery): Promise<StoredBody | undefined> {
    const byResult = query.resultId === undefined ? '' : 'AND result_id = ?';
    const row = this.db.get(
      `SELECT ${COLUMNS}, body FROM events
       WHERE scan_id = ? AND export_id = ? AND kind = ? ${byResult}
       ORDER BY id DESC LIMIT 1`,
      [
        query.scanId,
        query.exportId,
        query.kind,
        ...(query.resultId === undefined ? [] : [query.resultId]),
      ],
    );
    return Promise.resolve(withBody(asRow(row)));
  }

  deleteBefore(time: number): Promise<number> {
    const result = this.db.run('DELETE FROM events WHERE received_at < ?', time);
    return Promise.resolve(result.changes);
  }

  close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
    return Promise.resolve();
  }
}
