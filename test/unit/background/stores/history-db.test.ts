import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKey } from '../../../../src/background/stores/history-cache-key.ts';
import {
  History,
  openHistory,
  type CheckRecord,
} from '../../../../src/background/stores/history-db.ts';
import type { AiTextCheck, ImageCheck } from '../../../../src/shared/checks/check-record.ts';
import {
  aiTextCheck,
  imageCheck,
  moderationCheck,
  urlScanCheck,
} from '../../../support/check-records.ts';

let dbCount = 0;

function record(id: string, overrides: Partial<AiTextCheck> = {}): AiTextCheck {
  return aiTextCheck({
    id,
    cacheKey: 'k1',
    status: 'pending',
    createdAt: 1000,
    updatedAt: 1000,
    source: { origin: 'selection', url: 'https://example.com' },
    input: 'text',
    attempts: 0,
    ...overrides,
  });
}

function image(id: string, overrides: Partial<ImageCheck> = {}): ImageCheck {
  return imageCheck('https://example.com/a.jpg', {
    id,
    cacheKey: 'k1',
    createdAt: 1000,
    ...overrides,
  });
}

const aiResult = (ai: number) => ({ results: [], summary: { ai, human: 1 - ai } });

describe('History', () => {
  let history: History;

  beforeEach(async () => {
    history = new History(await openHistory(`test-${dbCount++}`));
  });

  it('stores and reads back a check', async () => {
    await history.put(record('a'));
    expect(await history.get('a')).toEqual(record('a'));
    expect(await history.get('missing')).toBeUndefined();
  });

  it('keeps an AI check’s phrases (explain) and the setting that asked for them', async () => {
    const explain = {
      patterns: {
        statistics: { aiCount: [40], humanCount: [2], proportion: [20], source: [2] },
        text: {
          chars: { starts: [3], lengths: [7] },
          words: { starts: [1], lengths: [2] },
        },
      },
    };
    const done = record('explained', {
      status: 'done',
      settings: { sandbox: false, sensitivity: 2, explain: true },
      result: { ...aiResult(1), explain },
    });
    await history.put(done);
    const read = await history.get('explained');
    expect(read).toEqual(done);
    expect(read?.kind === 'ai-text' && read.result?.explain).toEqual(explain);
  });

  it('finds the newest finished check by cache key, ignoring unfinished ones', async () => {
    await history.put(record('old', { status: 'done', createdAt: 1, result: aiResult(0.1) }));
    await history.put(record('new', { status: 'done', createdAt: 2, result: aiResult(0.2) }));
    await history.put(record('running', { status: 'running', createdAt: 3 }));
    await history.put(record('other', { status: 'done', cacheKey: 'k2', createdAt: 4 }));
    expect((await history.findDone('ai-text', 'k1'))?.result?.summary.ai).toBe(0.2);
    expect(await history.findDone('ai-text', 'nope')).toBeUndefined();
    // The same key on another kind is not an answer for this one.
    expect(await history.findDone('moderation', 'k1')).toBeUndefined();
  });

  it('reads and updates a check as its own kind only', async () => {
    await history.put(record('text'));
    await history.put(moderationCheck({ id: 'mod' }));
    expect((await history.getOf('ai-text', 'text'))?.settings.sensitivity).toBe(2);
    expect(await history.getOf('moderation', 'text')).toBeUndefined();
    const changed = await history.updateOf('moderation', 'mod', (r) => ({
      ...r,
      settings: { ...r.settings, labels: ['toxic-v1'] },
    }));
    expect(changed?.settings.labels).toEqual(['toxic-v1']);
    expect(await history.updateOf('ai-image', 'mod', (r) => r)).toBeUndefined();
    expect((await history.ofKind('moderation')).map((r) => r.id)).toEqual(['mod']);
  });

  it('skips a record whose result does not fit its kind (validated once, where it is read)', async () => {
    const db = await openHistory(`test-${dbCount++}`);
    const wrong = { ...record('wrong', { status: 'done' }), result: { moderations: {} } };
    await db.put('checks', wrong as unknown as CheckRecord);
    const h = new History(db);
    expect(await h.get('wrong')).toBeUndefined();
  });

  it('reads records as the previous version stored them', async () => {
    const db = await openHistory(`test-${dbCount++}`);
    // Shapes written before each kind had its own variant: no imageSrc on image checks, scan
    // settings from before later options, service results with fields we do not model.
    const older: unknown[] = [
      {
        ...record('text-v1', { status: 'done' }),
        settings: { sandbox: false, sensitivity: 2 },
        result: { ...aiResult(0.5), modelVersion: 'v1', extra: { kept: true } },
      },
      { ...image('image-v1', { status: 'failed' }), imageSrc: undefined, image: undefined },
      {
        ...record('scan-v1'),
        kind: 'url-scan',
        settings: { sandbox: true, aiTextDetection: true, pdfReport: true },
      },
    ];
    for (const raw of older) await db.put('checks', raw as CheckRecord);
    const h = new History(db);
    const text = await h.getOf('ai-text', 'text-v1');
    expect(text?.result).toMatchObject({ modelVersion: 'v1', extra: { kept: true } });
    expect((await h.getOf('ai-image', 'image-v1'))?.status).toBe('failed');
    const scan = await h.getOf('url-scan', 'scan-v1');
    expect(scan?.settings).toMatchObject({
      sandbox: true,
      sensitivityLevel: 3,
      cheatDetection: false,
    });
  });

  it('lists checks left unfinished, for resuming after a worker restart', async () => {
    await history.put(record('p', { status: 'pending' }));
    await history.put(record('r', { status: 'running' }));
    await history.put(record('d', { status: 'done' }));
    const left = await history.withStatus('pending', 'running');
    expect(left.map((r) => r.id).sort()).toEqual(['p', 'r']);
  });

  it('updates a record atomically and lists newest first', async () => {
    await history.put(record('a', { createdAt: 1 }));
    await history.put(record('b', { createdAt: 2 }));
    const updated = await history.update('a', (r) => ({ ...r, status: 'done', attempts: 1 }));
    expect(updated).toMatchObject({ status: 'done', attempts: 1 });
    expect(await history.update('zzz', (r) => r)).toBeUndefined();
    expect((await history.recent(10)).map((r) => r.id)).toEqual(['b', 'a']);
    expect((await history.recent(1)).map((r) => r.id)).toEqual(['b']);
  });

  it('clears finished checks but keeps those still waiting on a heatmap', async () => {
    const waiting = {
      scanId: 'heat-1',
      phase: 'waiting' as const,
      requestedAt: 1,
      attempts: 1,
      cursor: 0,
    };
    await history.put(record('done', { status: 'done' }));
    await history.put(record('failed', { status: 'failed' }));
    await history.put(record('open', { status: 'pending' }));
    await history.put(image('heat', { status: 'done', heatmap: waiting }));
    const finishedHeat = { ...waiting, phase: 'done' as const };
    await history.put(image('heat-done', { status: 'done', heatmap: finishedHeat }));
    expect((await history.withHeatmapPhase('pending', 'waiting')).map((r) => r.id)).toEqual([
      'heat',
    ]);
    expect(await history.clearFinished()).toBe(3);
    expect((await history.recent(10)).map((r) => r.id).sort()).toEqual(['heat', 'open']);
  });

  it('forgets only finished checks made before a time, as history retention asks', async () => {
    await history.put(record('old-done', { status: 'done', createdAt: 10 }));
    await history.put(record('old-failed', { status: 'failed', createdAt: 20 }));
    await history.put(record('old-open', { status: 'pending', createdAt: 5 }));
    await history.put(record('new-done', { status: 'done', createdAt: 100 }));
    expect(await history.clearFinished(50)).toBe(2);
    expect((await history.recent(10)).map((r) => r.id).sort()).toEqual(['new-done', 'old-open']);
  });

  it('skips records that no longer fit the schema instead of failing', async () => {
    const db = await openHistory(`test-${dbCount++}`);
    await db.put('checks', { id: 'broken', createdAt: 5 } as unknown as CheckRecord);
    const h = new History(db);
    expect(await h.get('broken')).toBeUndefined();
    expect(await h.recent(5)).toEqual([]);
  });
});

describe('cacheKey', () => {
  it('is equal for the same kind, settings (in any order) and input', async () => {
    const a = await cacheKey('ai-text', { sensitivity: 2, sandbox: true }, 'hello');
    const b = await cacheKey('ai-text', { sandbox: true, sensitivity: 2 }, 'hello');
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when anything that changes the answer differs', async () => {
    const base = await cacheKey('ai-text', { sensitivity: 2 }, 'hello');
    expect(await cacheKey('moderation', { sensitivity: 2 }, 'hello')).not.toBe(base);
    expect(await cacheKey('ai-text', { sensitivity: 3 }, 'hello')).not.toBe(base);
    expect(await cacheKey('ai-text', { sensitivity: 2 }, 'hello!')).not.toBe(base);
    // Nested settings count too (moderation labels are objects).
    const labels = (id: string) => cacheKey('moderation', { labels: [{ id }] }, 'hello');
    expect(await labels('toxic-v1')).not.toBe(await labels('adult-v1'));
  });
});

describe('History upgrades and image inputs', () => {
  it('upgrades a version 1 database, keeping its checks and adding the inputs store', async () => {
    const name = `upgrade-${dbCount++}`;
    // Version 1 as it shipped: one store with three indexes.
    const { openDB } = await import('idb');
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        const checks = db.createObjectStore('checks', { keyPath: 'id' });
        checks.createIndex('by-cache-key', 'cacheKey');
        checks.createIndex('by-created', 'createdAt');
        checks.createIndex('by-status', 'status');
      },
    });
    await v1.put('checks', record('kept', { status: 'done' }));
    v1.close();

    const upgraded = new History(await openHistory(name));
    expect(await upgraded.get('kept')).toEqual(record('kept', { status: 'done' }));
    // Version 3 indexed the records already there by kind.
    expect((await upgraded.ofKind('ai-text')).map((r) => r.id)).toEqual(['kept']);
    // Version 4 indexes heatmap phases; a record without a heatmap is not in that index.
    expect(await upgraded.withHeatmapPhase('pending', 'waiting', 'done', 'failed')).toEqual([]);
    await upgraded.putInput('kept', {
      bytes: new Uint8Array([1, 2, 3]),
      mime: 'image/png',
      filename: 'a.png',
    });
    expect(await upgraded.getInput('kept')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      mime: 'image/png',
      filename: 'a.png',
    });
  });

  it('finds checks of one kind without reading the others', async () => {
    const history = new History(await openHistory(`kinds-${dbCount++}`));
    await history.put(record('text'));
    await history.put(urlScanCheck({ id: 'scan-1', status: 'running' }));
    await history.put(urlScanCheck({ id: 'scan-2', status: 'done' }));
    expect((await history.ofKind('url-scan')).map((r) => r.id).sort()).toEqual([
      'scan-1',
      'scan-2',
    ]);
    expect(await history.ofKind('ai-image')).toEqual([]);
  });

  it('drops an image input with its check', async () => {
    const history = new History(await openHistory(`inputs-${dbCount++}`));
    await history.put(image('img'));
    await history.putInput('img', {
      bytes: new Uint8Array([9]),
      mime: 'image/jpeg',
      filename: 'b.jpg',
    });
    await history.delete('img');
    expect(await history.getInput('img')).toBeUndefined();
  });
});
