/**
 * A class set of files, run by the worker: the page keeps the files' bytes in the batch
 * database and sends their ids; the worker reads every row, refuses bad ones with their reason
 * before anything is sent, says the cost of the whole batch, and on Start sends the rows a few
 * at a time, settling each as its checks finish; a stopped worker's batch goes on where it was
 * with nothing sent twice; the same files again are answered from history for free.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BATCH_FILE_MAX_BYTES } from '../../../../src/shared/batches/batch-limits.ts';
import { readFileSync } from 'node:fs';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { batchWaiter, essay, keepFiles, rowNamed } from './batch-views.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const sent = (): number => w.requestsTo('/writer-detector/') + w.requestsTo('/text-moderation/');

const batchWhere = batchWaiter(() => w);

describe('a class set of files', () => {
  it('reads every file, refuses the bad ones with their reason, and says the cost first', async () => {
    const files = await keepFiles([
      { name: 'anna.txt', bytes: utf8(essay(1)) },
      { name: 'ben.txt', bytes: utf8(essay(2)) },
      { name: 'broken.docx', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 1, 2, 0xff, 0xfe, 0]) },
      { name: 'note.txt', bytes: utf8('Too short to check.') },
      { name: 'empty.txt', bytes: new Uint8Array() },
    ]);
    files.push({ name: 'huge.pdf', size: BATCH_FILE_MAX_BYTES + 1 });
    const created = await w.askOk('batches/create', { files, kinds: ['ai-text', 'moderation'] });
    expect(created.rows.map((r) => r.source.name)).toEqual([
      'anna.txt',
      'ben.txt',
      'broken.docx',
      'note.txt',
      'empty.txt',
      'huge.pdf',
    ]);

    const ready = await batchWhere(created.id, 'the batch read', (b) => b.status === 'ready');
    expect(rowNamed(ready, 'anna.txt')).toMatchObject({ status: 'ready', format: 'txt' });
    expect(rowNamed(ready, 'anna.txt').words).toBeGreaterThan(90);
    expect(rowNamed(ready, 'anna.txt').credits).toBeGreaterThan(0);
    expect(rowNamed(ready, 'broken.docx')).toMatchObject({
      status: 'failed',
      error: { kind: 'invalid-input' },
    });
    expect(rowNamed(ready, 'note.txt').error?.message).toContain('has only 19 characters');
    expect(rowNamed(ready, 'huge.pdf').error?.message).toContain('larger than 40 MB');
    expect(rowNamed(ready, 'empty.txt').error?.message).toBe(
      '“empty.txt” is empty: it has no text to check.',
    );
    // Nothing was sent for any of it: the user has not said Start.
    expect(sent()).toBe(0);
  });

  it('counts a Japanese essay by its words, not its spaces, and never below what is charged', async () => {
    // The fixture's plain text (this harness has no hidden page to read its .docx in).
    const text = readFileSync(
      new URL('../../../e2e/pages/documents/japanese-essay.txt', import.meta.url),
    );
    const [file] = await keepFiles([{ name: 'japanese-essay.txt', bytes: new Uint8Array(text) }]);
    const { id } = await w.askOk('batches/create', { files: [file!], kinds: ['ai-text'] });
    const ready = await batchWhere(id, 'the batch read', (b) => b.status === 'ready');
    // The table's row: 168 words (runs of non-space characters alone made it 10), one credit.
    expect(rowNamed(ready, 'japanese-essay.txt')).toMatchObject({
      status: 'ready',
      format: 'txt',
      words: 168,
      credits: 1,
    });
    await w.askOk('batches/start', { id, confirmedCredits: 1 });
    const done = await batchWhere(id, 'the batch done', (b) => b.status === 'done');
    expect(rowNamed(done, 'japanese-essay.txt').summaries[0]?.credits).toBeLessThanOrEqual(1);
  });

  it('on Start sends the readable rows, each settled as its checks finish; the rest stay failed', async () => {
    const files = await keepFiles([
      { name: 'anna.txt', bytes: utf8(essay(1)) },
      { name: 'ben.txt', bytes: utf8(essay(2)) },
      { name: 'carl.txt', bytes: utf8(essay(3)) },
      { name: 'dora.txt', bytes: utf8(essay(4)) },
      { name: 'broken.bin', bytes: new Uint8Array([0, 1, 2, 3, 0xff]) },
    ]);
    const { id } = await w.askOk('batches/create', { files, kinds: ['ai-text', 'moderation'] });
    const ready = await batchWhere(id, 'the batch read', (b) => b.status === 'ready');
    const credits = ready.rows.reduce((sum, r) => sum + (r.credits ?? 0), 0);

    await w.askOk('batches/start', { id, confirmedCredits: credits });
    const done = await batchWhere(id, 'the batch done', (b) => b.status === 'done');
    for (const name of ['anna.txt', 'ben.txt', 'carl.txt', 'dora.txt']) {
      const row = rowNamed(done, name);
      expect(row.status).toBe('done');
      expect(row.aiShare).toBeGreaterThan(0.5);
      expect(row.labels).toEqual(expect.any(Array));
      expect(row.summaries.map((s) => s.origin)).toEqual(['file', 'file']);
      expect(row.summaries.map((s) => s.title)).toEqual([`File: ${name}`, `File: ${name}`]);
    }
    expect(rowNamed(done, 'broken.bin').status).toBe('failed');
    // One request per check of each readable row, none for the broken one.
    expect(w.requestsTo('/writer-detector/', 'POST')).toBe(4);
    expect(w.requestsTo('/text-moderation/', 'POST')).toBe(4);
  });

  it('sends nothing of a class set cancelled before Start', async () => {
    const { id } = await w.askOk('batches/create', {
      files: await keepFiles([1, 2].map((n) => ({ name: `${n}.txt`, bytes: utf8(essay(n)) }))),
      kinds: ['ai-text'],
    });
    await batchWhere(id, 'read', (b) => b.status === 'ready');
    const cancelled = await w.askOk('batches/cancel', { id });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.rows.map((r) => [r.status, r.error?.kind])).toEqual([
      ['failed', 'cancelled'],
      ['failed', 'cancelled'],
    ]);
    expect(await w.askOk('batches/start', { id, confirmedCredits: 9 })).toMatchObject({
      status: 'cancelled',
    });
    expect(sent()).toBe(0);
  });

  it('answers the same files again from history, for nothing', async () => {
    const texts = [essay(5), essay(6)];
    const first = await w.askOk('batches/create', {
      files: await keepFiles(texts.map((t, i) => ({ name: `e${i}.txt`, bytes: utf8(t) }))),
      kinds: ['ai-text'],
    });
    const read = await batchWhere(first.id, 'read', (b) => b.status === 'ready');
    await w.askOk('batches/start', {
      id: first.id,
      confirmedCredits: read.rows.reduce((s, r) => s + (r.credits ?? 0), 0),
    });
    await batchWhere(first.id, 'done', (b) => b.status === 'done');
    const before = sent();

    const again = await w.askOk('batches/create', {
      files: await keepFiles(texts.map((t, i) => ({ name: `again-${i}.txt`, bytes: utf8(t) }))),
      kinds: ['ai-text'],
    });
    const known = await batchWhere(again.id, 'read', (b) => b.status === 'ready');
    expect(known.rows.map((r) => [r.credits, r.fromHistory])).toEqual([
      [0, true],
      [0, true],
    ]);
    await w.askOk('batches/start', { id: again.id, confirmedCredits: 0 });
    const done = await batchWhere(again.id, 'done', (b) => b.status === 'done');
    expect(done.rows.every((r) => r.summaries.every((s) => s.fromHistory))).toBe(true);
    expect(sent()).toBe(before);
  });

  it('is held to the cost guard for the whole batch', async () => {
    await w.close();
    w = await startWorker({ settings: { confirmCreditsAbove: 1, maxCreditsPerCheck: 5 } });
    const batchOf = async (count: number): Promise<{ id: string; credits: number }> => {
      const { id } = await w.askOk('batches/create', {
        files: await keepFiles(
          Array.from({ length: count }, (_, n) => ({ name: `${n}.txt`, bytes: utf8(essay(n)) })),
        ),
        kinds: ['ai-text'],
      });
      const ready = await batchWhere(id, 'read', (b) => b.status === 'ready');
      return { id, credits: ready.rows.reduce((s, r) => s + (r.credits ?? 0), 0) };
    };
    // Six files, one credit each: over the most one click may spend, whatever was seen.
    const big = await batchOf(6);
    expect(big.credits).toBe(6);
    expect(await w.ask('batches/start', { id: big.id, confirmedCredits: 6 })).toMatchObject({
      ok: false,
      error: { kind: 'credits', code: 'over-limit' },
    });
    // Three: above the ask-first line, so it goes only for the total the user was shown.
    const small = await batchOf(3);
    expect(await w.ask('batches/start', { id: small.id, confirmedCredits: 2 })).toMatchObject({
      ok: false,
      error: { kind: 'credits', code: 'needs-confirmation' },
    });
    expect(sent()).toBe(0);
    await w.askOk('batches/start', { id: small.id, confirmedCredits: 3 });
    await batchWhere(small.id, 'done', (b) => b.status === 'done');
    expect(w.requestsTo('/writer-detector/', 'POST')).toBe(3);
  });

  it('goes on after the worker is stopped mid-batch, sending nothing twice', async () => {
    const held = w.hold('/writer-detector/');
    const { id } = await w.askOk('batches/create', {
      files: await keepFiles(
        [1, 2, 3, 4, 5].map((n) => ({ name: `${n}.txt`, bytes: utf8(essay(n)) })),
      ),
      kinds: ['ai-text'],
    });
    const ready = await batchWhere(id, 'read', (b) => b.status === 'ready');
    await w.askOk('batches/start', {
      id,
      confirmedCredits: ready.rows.reduce((s, r) => s + (r.credits ?? 0), 0),
    });
    await held.arrived();
    const checking = await batchWhere(
      id,
      'rows checking',
      (b) => b.rows.filter((r) => r.status === 'checking').length === 3,
    );
    // Three rows at a time: the other two wait for a place.
    expect(checking.rows.filter((r) => r.status === 'ready')).toHaveLength(2);
    const sentIds = checking.rows.flatMap((r) => r.checkIds ?? []);

    held.stopHolding();
    await w.restart();
    const done = await batchWhere(id, 'the batch done', (b) => b.status === 'done');
    expect(done.rows.map((r) => r.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // The rows out when it stopped kept their check ids (the scan ids the service knows).
    for (const checkId of sentIds) {
      expect(done.rows.some((r) => r.checkIds?.includes(checkId))).toBe(true);
    }
    const ids = done.rows.flatMap((r) => r.checkIds ?? []);
    expect(new Set(ids).size).toBe(5);
    // The requests out when it stopped never reached the service (held): each check reached it
    // exactly once, those with the id recorded before the stop.
    for (const checkId of ids) {
      expect(w.requestsTo(`/writer-detector/${checkId}/check`, 'POST')).toBe(1);
    }
    expect(w.requestsTo('/writer-detector/', 'POST')).toBe(5);
  });
});
