/**
 * RelayStore on SQLite, written once for every runtime: the engine comes as a SqlDriver (Node's
 * file through node-sqlite3-wasm, a Durable Object's storage on Cloudflare Workers). Both engines
 * are synchronous, so each method is one transaction with nothing interleaved.
 */
import type {
  AppendOutcome,
  EventQuery,
  EventRecord,
  EventSlice,
  ExportPartQuery,
  IncomingEvent,
  MemberUsage,
  Quotas,
  RelayStore,
  StoredBody,
  StoredMember,
} from '../relay-store.ts';
import type { SqlDriver, SqlRow, SqlValue } from './sql-driver.ts';
import { migrate } from './sql-schema.ts';
import { bytes, firstInteger, integer, text } from './sql-rows.ts';
import { memberOf, toRecord } from './sql-records.ts';

/** Bodies are stored in pieces of this size: a Durable Object refuses values over 2 MB. */
export const BODY_CHUNK_BYTES = 1024 * 1024;
/** Inline bodies one listing may carry by default (each is at most 1 MiB). */
export const DEFAULT_INLINE_BUDGET = 8 * 1024 * 1024;

const COLUMNS = `id, member_id, scan_id, kind, status, export_id, result_id, received_at,
  content_type, size, sha256, problem, duplicates, inline`;
const MEMBER_COLUMNS = 'id, name, role, created_at';

function joinChunks(rows: readonly SqlRow[]): Uint8Array {
  const parts = rows.map((row) => bytes(row, 'data') ?? new Uint8Array());
  if (parts.length === 1 && parts[0]) return parts[0];
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.byteLength;
  }
  return whole;
}

export class SqlRelayStore implements RelayStore {
  constructor(private readonly db: SqlDriver) {
    migrate(db);
  }

  private find(sql: string, params: readonly SqlValue[]): EventRecord | undefined {
    const row = this.db.all(`SELECT ${COLUMNS} FROM events WHERE ${sql}`, params)[0];
    return row ? toRecord(row) : undefined;
  }

  private bodyOf(eventId: number): Uint8Array {
    return joinChunks(
      this.db.all('SELECT data FROM bodies WHERE event_id = ? ORDER BY seq', [eventId]),
    );
  }

  private insert(event: IncomingEvent): number {
    const [row] = this.db.all(
      `INSERT INTO events (dedupe_key, member_id, scan_id, kind, status, export_id, result_id,
         received_at, content_type, size, sha256, problem, inline)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        event.dedupeKey,
        event.memberId,
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
      ],
    );
    if (!row) throw new Error('relay database: insert returned no id');
    const id = integer(row, 'id');
    // An empty body still gets its piece 0, so every event has one.
    for (let seq = 0, at = 0; seq === 0 || at < event.body.byteLength; seq++) {
      const end = Math.min(at + BODY_CHUNK_BYTES, event.body.byteLength);
      this.db.all('INSERT INTO bodies (event_id, seq, data) VALUES (?, ?, ?)', [
        id,
        seq,
        event.body.subarray(at, end),
      ]);
      at = end;
    }
    this.db.all(
      'UPDATE members SET used_events = used_events + 1, used_bytes = used_bytes + ? WHERE id = ?',
      [event.body.byteLength, event.memberId],
    );
    return id;
  }

  append(event: IncomingEvent, quotas: Quotas): Promise<AppendOutcome> {
    return this.run(() => {
      const known = this.find('dedupe_key = ?', [event.dedupeKey]);
      if (known) {
        this.db.all(
          `UPDATE events SET duplicates = duplicates + 1, last_duplicate_at = ? WHERE id = ?`,
          [event.receivedAt, known.id],
        );
        return { stored: 'duplicate', record: { ...known, duplicates: known.duplicates + 1 } };
      }
      const size = event.body.byteLength;
      const scan = this.db.all(
        `SELECT COUNT(*) AS events, COALESCE(SUM(size), 0) AS bytes FROM events
         WHERE member_id = ? AND scan_id = ?`,
        [event.memberId, event.scanId],
      );
      const scanUsage = {
        events: firstInteger(scan, 'events'),
        bytes: firstInteger(scan, 'bytes'),
      };
      if (scanUsage.events + 1 > quotas.scan.events || scanUsage.bytes + size > quotas.scan.bytes) {
        return { stored: 'over-quota', full: 'scan', usage: scanUsage };
      }
      const member = this.db.all('SELECT used_events, used_bytes FROM members WHERE id = ?', [
        event.memberId,
      ]);
      const memberUsage = {
        events: firstInteger(member, 'used_events'),
        bytes: firstInteger(member, 'used_bytes'),
      };
      if (
        memberUsage.events + 1 > quotas.member.events ||
        memberUsage.bytes + size > quotas.member.bytes
      ) {
        return { stored: 'over-quota', full: 'member', usage: memberUsage };
      }
      const id = this.insert(event);
      const record = this.find('id = ?', [id]);
      if (!record) throw new Error('relay database: appended event not found');
      return { stored: 'new', record };
    });
  }

  list(query: EventQuery): Promise<EventSlice> {
    return this.run(() => {
      const byScan = query.scanId === undefined ? '' : 'AND scan_id = ?';
      const rows = this.db.all(
        `SELECT ${COLUMNS} FROM events WHERE member_id = ? AND id > ? ${byScan}
         ORDER BY id LIMIT ?`,
        [
          query.memberId,
          query.after,
          ...(query.scanId === undefined ? [] : [query.scanId]),
          query.limit,
        ],
      );
      const budget = query.inlineBudget ?? DEFAULT_INLINE_BUDGET;
      const records: EventRecord[] = [];
      let spent = 0;
      for (const row of rows) {
        const record = toRecord(row);
        if (integer(row, 'inline') === 1) {
          const body = this.bodyOf(record.id);
          // Always at least one event, so a reader never stalls on a large one.
          if (records.length > 0 && spent + body.byteLength > budget) {
            return { records, more: true };
          }
          spent += body.byteLength;
          record.inlineBody = body;
        }
        records.push(record);
      }
      return { records, more: rows.length === query.limit };
    });
  }

  body(memberId: string, scanId: string, eventId: number): Promise<StoredBody | undefined> {
    return this.run(() => {
      const record = this.find('member_id = ? AND scan_id = ? AND id = ?', [
        memberId,
        scanId,
        eventId,
      ]);
      return record && { record, body: this.bodyOf(record.id) };
    });
  }

  latestExportPart(query: ExportPartQuery): Promise<StoredBody | undefined> {
    return this.run(() => {
      const byResult = query.resultId === undefined ? '' : 'AND result_id = ?';
      const record = this.find(
        `member_id = ? AND scan_id = ? AND export_id = ? AND kind = ? ${byResult}
         ORDER BY id DESC LIMIT 1`,
        [
          query.memberId,
          query.scanId,
          query.exportId,
          query.kind,
          ...(query.resultId === undefined ? [] : [query.resultId]),
        ],
      );
      return record && { record, body: this.bodyOf(record.id) };
    });
  }

  /** Events are deleted with their bodies, and the members' usage recounted. */
  private deleteWhere(where: string, params: readonly SqlValue[]): number {
    const count = firstInteger(
      this.db.all(`SELECT COUNT(*) AS n FROM events WHERE ${where}`, params),
      'n',
    );
    if (count === 0) return 0;
    this.db.all(
      `DELETE FROM bodies WHERE event_id IN (SELECT id FROM events WHERE ${where})`,
      params,
    );
    this.db.all(`DELETE FROM events WHERE ${where}`, params);
    this.recountUsage();
    return count;
  }

  private recountUsage(memberId?: string): void {
    this.db.all(
      `UPDATE members SET
         used_events = (SELECT COUNT(*) FROM events WHERE member_id = members.id),
         used_bytes = (SELECT COALESCE(SUM(size), 0) FROM events WHERE member_id = members.id)
       ${memberId === undefined ? '' : 'WHERE id = ?'}`,
      memberId === undefined ? [] : [memberId],
    );
  }

  deleteBefore(time: number): Promise<number> {
    return this.run(() => this.deleteWhere('received_at < ?', [time]));
  }

  members(): Promise<StoredMember[]> {
    return this.run(() =>
      this.db
        .all(
          `SELECT ${MEMBER_COLUMNS}, token_hash, hook_key FROM members ORDER BY role = 'owner' DESC, created_at, id`,
        )
        .map((row) => ({
          ...memberOf(row),
          tokenHash: text(row, 'token_hash'),
          hookKey: bytes(row, 'hook_key') ?? new Uint8Array(),
        })),
    );
  }

  putMember(member: StoredMember): Promise<void> {
    return this.run(() => {
      this.db.all(
        `INSERT INTO members (id, name, role, token_hash, hook_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, role = excluded.role,
           token_hash = excluded.token_hash, hook_key = excluded.hook_key`,
        [member.id, member.name, member.role, member.tokenHash, member.hookKey, member.createdAt],
      );
      // The owner may hold events from before members existed.
      this.recountUsage(member.id);
    });
  }

  removeMember(id: string): Promise<boolean> {
    return this.run(() => {
      const known = this.db.all('SELECT id FROM members WHERE id = ?', [id]).length > 0;
      this.deleteWhere('member_id = ?', [id]);
      this.db.all('DELETE FROM members WHERE id = ?', [id]);
      return known;
    });
  }

  usage(): Promise<MemberUsage[]> {
    return this.run(() =>
      this.db
        .all(
          `SELECT ${MEMBER_COLUMNS}, used_events, used_bytes FROM members ORDER BY role = 'owner' DESC, created_at, id`,
        )
        .map((row) => ({
          ...memberOf(row),
          events: integer(row, 'used_events'),
          bytes: integer(row, 'used_bytes'),
        })),
    );
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** One transaction, its outcome as a promise (the RelayStore contract is asynchronous). */
  private run<T>(body: () => T): Promise<T> {
    try {
      return Promise.resolve(this.db.transaction(body));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
