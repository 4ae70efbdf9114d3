/**
 * The SQL store every runtime shares, on Node's driver: expiry, bodies split into pieces (a
 * Durable Object refuses values over 2 MB), members kept apart, their quotas, revocation, and the
 * upgrade of a database from before members.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  openNodeSqlDriver,
  type NodeSqlDriver,
} from '../../../src/relay/node/node-sqlite-driver.ts';
import { pruneExpired } from '../../../src/relay/retention.ts';
import type { IncomingEvent, StoredMember } from '../../../src/relay/relay-store.ts';
import { BODY_CHUNK_BYTES, SqlRelayStore } from '../../../src/relay/sql/sql-store.ts';
import { SCHEMA_VERSION } from '../../../src/relay/sql/sql-schema.ts';

const SCAN = 'al-store-scan';
const roomy = { events: 100, bytes: 100_000_000 };
const quotas = { scan: roomy, member: roomy };
const encoder = new TextEncoder();

const dirs: string[] = [];
const drivers: NodeSqlDriver[] = [];
afterEach(() => {
  for (const driver of drivers.splice(0)) driver.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'relay-store-'));
  dirs.push(dir);
  return join(dir, 'relay.sqlite');
}

function open(path = dbPath()): SqlRelayStore {
  const driver = openNodeSqlDriver(path);
  drivers.push(driver);
  return new SqlRelayStore(driver);
}

function member(id: string): StoredMember {
  return {
    id,
    name: id,
    role: id === 'owner' ? 'owner' : 'member',
    createdAt: 1,
    tokenHash: `hash-${id}`,
    hookKey: new Uint8Array([1, 2, 3]),
  };
}

function event(n: number, over: Partial<IncomingEvent> = {}): IncomingEvent {
  return {
    dedupeKey: `k${n}-${over.memberId ?? 'owner'}`,
    memberId: 'owner',
    scanId: SCAN,
    kind: 'newResult',
    receivedAt: 1_000 + n,
    contentType: 'application/json',
    body: encoder.encode(`{"score":${n}}`),
    sha256: `s${n}`,
    inline: true,
    ...over,
  };
}

const ids = async (store: SqlRelayStore, memberId = 'owner'): Promise<number[]> =>
  (await store.list({ memberId, after: 0, limit: 100 })).records.map((r) => r.id);

describe('SQL relay store', () => {
  it('deletes events past their time, and never reuses their ids', async () => {
    const store = open();
    const day = 24 * 60 * 60_000;
    const now = 100 * day;
    await store.append(event(1, { receivedAt: now - 40 * day }), quotas);
    await store.append(event(2, { receivedAt: now - 1 * day }), quotas);
    expect(await pruneExpired(store, 30 * day, now)).toBe(1);
    expect(await ids(store)).toEqual([2]);
    const third = await store.append(event(3, { receivedAt: now }), quotas);
    expect(third.stored === 'new' && third.record.id).toBe(3);
    expect(await pruneExpired(store, 0, now)).toBe(0);
  });

  it('keeps a body larger than one piece whole, byte for byte', async () => {
    const store = open();
    const body = new Uint8Array(BODY_CHUNK_BYTES * 2 + 17).map((_, i) => (i * 31) % 251);
    const stored = await store.append(
      event(1, { kind: 'exportPdf', exportId: 'ex-1', body, inline: false }),
      quotas,
    );
    expect(stored.stored).toBe('new');
    const read = await store.body('owner', SCAN, 1);
    expect(read?.body.byteLength).toBe(body.byteLength);
    expect(Buffer.from(read?.body ?? []).equals(Buffer.from(body))).toBe(true);
    const empty = await store.append(event(2, { body: new Uint8Array(), inline: false }), quotas);
    expect(empty.stored).toBe('new');
    expect((await store.body('owner', SCAN, 2))?.body.byteLength).toBe(0);
  });

  it('shows each member only their own events, even on the same scan id', async () => {
    const store = open();
    await store.putMember(member('owner'));
    await store.putMember(member('m-alice'));
    await store.append(event(1), quotas);
    await store.append(event(1, { memberId: 'm-alice' }), quotas);
    expect(await ids(store, 'owner')).toEqual([1]);
    expect(await ids(store, 'm-alice')).toEqual([2]);
    expect(await store.body('m-alice', SCAN, 1)).toBeUndefined();
    expect(await store.body('owner', SCAN, 2)).toBeUndefined();
  });

  it("refuses a member's event past the member's quota, across their scans", async () => {
    const store = open();
    await store.putMember(member('m-alice'));
    const tight = { scan: roomy, member: { events: 2, bytes: 1_000 } };
    const alice = (n: number): IncomingEvent =>
      event(n, { memberId: 'm-alice', scanId: `al-scan-${n}` });
    expect((await store.append(alice(1), tight)).stored).toBe('new');
    expect((await store.append(alice(2), tight)).stored).toBe('new');
    expect(await store.append(alice(3), tight)).toMatchObject({
      stored: 'over-quota',
      full: 'member',
      usage: { events: 2 },
    });
    // A redelivery is still recognised, and another member is not affected.
    expect((await store.append(alice(2), tight)).stored).toBe('duplicate');
    expect((await store.append(event(3), tight)).stored).toBe('new');
  });

  it('revokes a member with their events and bodies, and recounts usage after expiry', async () => {
    const store = open();
    await store.putMember(member('owner'));
    await store.putMember(member('m-bob'));
    await store.append(event(1, { memberId: 'm-bob', receivedAt: 10 }), quotas);
    await store.append(event(2, { memberId: 'm-bob', receivedAt: 5_000 }), quotas);
    await store.append(event(3), quotas);
    expect((await store.usage()).map((m) => [m.id, m.events])).toEqual([
      ['owner', 1],
      ['m-bob', 2],
    ]);
    expect(await store.deleteBefore(100)).toBe(1);
    expect((await store.usage()).find((m) => m.id === 'm-bob')?.events).toBe(1);
    expect(await store.removeMember('m-bob')).toBe(true);
    expect(await store.removeMember('m-bob')).toBe(false);
    expect(await ids(store, 'm-bob')).toEqual([]);
    expect((await store.members()).map((m) => m.id)).toEqual(['owner']);
    expect(await ids(store, 'owner')).toEqual([3]);
  });

  it('ends a listing early when inline bodies pass the budget, saying more follow', async () => {
    const store = open();
    for (let n = 1; n <= 3; n++) await store.append(event(n), quotas);
    const first = await store.list({ memberId: 'owner', after: 0, limit: 10, inlineBudget: 25 });
    expect(first.records.map((r) => r.id)).toEqual([1, 2]);
    expect(first.more).toBe(true);
    const rest = await store.list({ memberId: 'owner', after: 2, limit: 10, inlineBudget: 1 });
    expect(rest.records.map((r) => r.id)).toEqual([3]);
    expect(rest.more).toBe(false);
  });

  it("upgrades a database from before members: its events become the owner's", async () => {
    const path = dbPath();
    // The version 2 layout, as the first relays wrote it (PRAGMA user_version, bodies inline).
    const old = new sqlite.Database(path);
    old.exec(`
      CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT, dedupe_key TEXT NOT NULL UNIQUE,
        scan_id TEXT NOT NULL, kind TEXT NOT NULL, status TEXT, export_id TEXT, result_id TEXT,
        received_at INTEGER NOT NULL, content_type TEXT NOT NULL, size INTEGER NOT NULL,
        sha256 TEXT NOT NULL, problem TEXT, inline INTEGER NOT NULL,
        duplicates INTEGER NOT NULL DEFAULT 0, last_duplicate_at INTEGER, body BLOB NOT NULL);
      CREATE INDEX events_by_scan ON events (scan_id, id);
      CREATE INDEX events_by_export ON events (scan_id, export_id, kind, id);
      CREATE INDEX events_by_received ON events (received_at);
      PRAGMA user_version = 2;`);
    old.run(
      `INSERT INTO events (dedupe_key, scan_id, kind, received_at, content_type, size, sha256,
         inline, body) VALUES ('k', ?, 'newResult', 5, 'application/json', 11, 's', 1, ?)`,
      [SCAN, encoder.encode('{"score":1}')],
    );
    old.close();

    const store = open(path);
    await store.putMember(member('owner'));
    const page = await store.list({ memberId: 'owner', after: 0, limit: 10 });
    expect(page.records).toHaveLength(1);
    expect(new TextDecoder().decode(page.records[0]?.inlineBody)).toBe('{"score":1}');
    expect((await store.usage())[0]).toMatchObject({ id: 'owner', events: 1, bytes: 11 });
    const next = await store.append(event(2), quotas);
    expect(next.stored === 'new' && next.record.id).toBe(2);
  });

  it('refuses a database newer than it knows', () => {
    const path = dbPath();
    const driver = openNodeSqlDriver(path);
    driver.exec(`CREATE TABLE relay_schema (version INTEGER NOT NULL);
      INSERT INTO relay_schema VALUES (${SCHEMA_VERSION + 1});`);
    driver.close();
    expect(() => open(path)).toThrow(/newer than this relay knows/);
  });
});
