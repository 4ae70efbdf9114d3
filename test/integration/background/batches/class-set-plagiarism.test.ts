/**
 * A class set also scanned for plagiarism: each row's scan is counted in the total shown before
 * Start and in the cost guard's; its id is recorded before it is sent, so a worker stopped in
 * between sends it once; the file itself goes where the service takes its type (its bytes kept
 * until then), else its text as .txt; each score lands in its row.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchView } from '../../../../src/shared/batches/batch-record.ts';
import { batchTotals } from '../../../../src/shared/batches/batch-cost.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { essay, keepFiles, rowNamed } from './batch-views.ts';

let w: TestWorker;
let world: ScanWorld | undefined;
afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

const RTF = readFileSync(new URL('../../../e2e/pages/documents/essay.rtf', import.meta.url));

async function start(settings: Record<string, unknown> = {}): Promise<void> {
  w = await startWorker({ settings: { sandbox: false, ...settings } });
  world = await startScanWorld(w);
}

async function readBatch(): Promise<BatchView> {
  const { id } = await w.askOk('batches/create', {
    files: await keepFiles(
      [
        { name: 'anna.txt', bytes: new TextEncoder().encode(essay(1)) },
        { name: 'essay.rtf', bytes: new Uint8Array(RTF) },
      ],
      '',
    ),
    kinds: ['ai-text'],
  });
  return w.until('the batch read', async () => {
    const answer = await w.askOk('batches/get', { id });
    return answer.status === 'ready' && answer;
  });
}

/** Follows the scans on their alarm until the batch is done. */
function finished(id: string): Promise<BatchView> {
  return w.until('the batch done', async () => {
    if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
    const batch = await w.askOk('batches/get', { id });
    return batch.status === 'done' && batch;
  });
}

const fileSubmits = (id: string): number =>
  w.svc.control.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/file/${id}`,
  ).length;

const keptBytes = async (fileId: string): Promise<unknown> =>
  (await import('../../../../src/background/stores/batch-store.ts')).readBatchFile(fileId);

describe('a class set scanned for plagiarism', () => {
  it('counts the scans in the cost, sends each row once as its file or its text, and shows the scores', async () => {
    await start({ confirmCreditsAbove: 2 });
    const ready = await readBatch();
    const anna = rowNamed(ready, 'anna.txt');
    const rtf = rowNamed(ready, 'essay.rtf');
    // The service takes .txt files as they are (their bytes kept for it); RTF goes as its text.
    expect(anna.keptFileId).toEqual(expect.any(String));
    expect(rtf.keptFileId).toBeUndefined();
    expect(anna.scanCredits).toBeGreaterThan(0);
    expect(rtf.scanCredits).toBeGreaterThan(0);
    const without = batchTotals(ready.rows).credits;
    const withScans = batchTotals(ready.rows, true).credits;
    expect(withScans).toBe(without + (anna.scanCredits ?? 0) + (rtf.scanCredits ?? 0));

    // The guard holds the total with the scans: the total without them is not a yes to it.
    expect(
      await w.ask('batches/start', { id: ready.id, confirmedCredits: without, plagiarism: true }),
    ).toMatchObject({ ok: false, error: { kind: 'credits', code: 'needs-confirmation' } });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);

    await w.askOk('batches/start', { id: ready.id, confirmedCredits: withScans, plagiarism: true });
    const done = await finished(ready.id);
    for (const name of ['anna.txt', 'essay.rtf']) {
      const row = rowNamed(done, name);
      expect(row.status).toBe('done');
      expect(row.plagiarism).toEqual(expect.any(Number));
      expect(row.summaries.map((s) => s.kind)).toEqual(['ai-text', 'url-scan']);
      expect(fileSubmits(row.scanId ?? '')).toBe(1);
    }
    const routes = await Promise.all(
      ['anna.txt', 'essay.rtf'].map(async (name) => {
        const { scan } = await w.askOk('scans/get', { id: rowNamed(done, name).scanId ?? '' });
        return scan?.submission;
      }),
    );
    expect(routes).toMatchObject([
      { route: 'file', filename: 'anna.txt' },
      { route: 'text', filename: 'essay.txt', why: 'document-type', detail: 'rtf' },
    ]);
    // The bytes kept for the scan went once it was submitted.
    expect(await keptBytes(anna.keptFileId ?? '')).toBeUndefined();
    expect(rowNamed(done, 'anna.txt').keptFileId).toBeUndefined();
  });

  it('sends nothing for plagiarism unless asked, and drops the bytes kept for it', async () => {
    await start();
    const ready = await readBatch();
    const kept = rowNamed(ready, 'anna.txt').keptFileId ?? '';
    await w.askOk('batches/start', {
      id: ready.id,
      confirmedCredits: batchTotals(ready.rows).credits,
    });
    const done = await finished(ready.id);
    expect(done.rows.map((r) => [r.status, r.scanId, r.plagiarism])).toEqual([
      ['done', undefined, undefined],
      ['done', undefined, undefined],
    ]);
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
    expect(await keptBytes(kept)).toBeUndefined();
  });

  it('refuses Start with the scans, before anything is spent, when no relay is set up', async () => {
    w = await startWorker({ settings: { sandbox: false } });
    const ready = await readBatch();
    const answer = await w.ask('batches/start', {
      id: ready.id,
      confirmedCredits: batchTotals(ready.rows, true).credits,
      plagiarism: true,
    });
    expect(answer.ok).toBe(false);
    expect((await w.askOk('batches/get', { id: ready.id })).status).toBe('ready');
    expect(w.requestsTo('/writer-detector/') + w.requestsTo('/v3/scans/submit/')).toBe(0);
  });

  it('sends each scan once when the worker stops between recording its id and its submission', async () => {
    await start();
    const ready = await readBatch();
    const held = w.hold('/v3/scans/submit/file/');
    await w.askOk('batches/start', {
      id: ready.id,
      confirmedCredits: batchTotals(ready.rows, true).credits,
      plagiarism: true,
    });
    // Both rows' submissions out and held: the old worker sends nothing more before it stops.
    await vi.waitFor(() => expect(held.count()).toBe(2), { timeout: 20_000 });
    const out = await w.askOk('batches/get', { id: ready.id });
    const scanIds = out.rows.map((r) => r.scanId);
    expect(scanIds.every((id) => typeof id === 'string')).toBe(true);

    // The second row as a worker stopped after recording its id but before storing its scan.
    await (await w.history()).delete(scanIds[1] ?? '');

    held.stopHolding();
    await w.restart();
    const done = await finished(ready.id);
    expect(done.rows.map((r) => r.scanId)).toEqual(scanIds);
    for (const row of done.rows) {
      expect(row.status).toBe('done');
      expect(row.plagiarism).toEqual(expect.any(Number));
      expect(fileSubmits(row.scanId ?? '')).toBe(1);
    }
  });
});
