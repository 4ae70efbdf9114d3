/** `scans/ocr-languages`: the service's list, cached a day per service address. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const LIST = '/v3/miscellaneous/ocr-languages-list';
/** How long the list is kept (A_DAY; that module needs the browser to load). */
const A_DAY = 24 * 60 * 60_000;

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
  w.freezeClock();
});
afterEach(async () => {
  await w.close();
});

describe('the OCR language list', () => {
  it('is fetched once a day', async () => {
    const first = await w.askOk('scans/ocr-languages', {});
    expect(first.languages.length).toBeGreaterThan(0);
    expect(first.stale).toBe(false);
    w.advanceClock(A_DAY - 1);
    expect(await w.askOk('scans/ocr-languages', {})).toEqual(first);
    expect(w.requestsTo(LIST)).toBe(1);

    w.advanceClock(1);
    await w.askOk('scans/ocr-languages', {});
    expect(w.requestsTo(LIST)).toBe(2);
  });

  it('is fetched again when asked to refresh', async () => {
    await w.askOk('scans/ocr-languages', {});
    await w.askOk('scans/ocr-languages', { refresh: true });
    expect(w.requestsTo(LIST)).toBe(2);
  });

  it('keeps an old list, marked stale, while the service refuses', async () => {
    const first = await w.askOk('scans/ocr-languages', {});
    w.advanceClock(A_DAY);
    w.svc.control.faults.add({ route: LIST, kind: 'status', status: 429, times: 5 });
    expect(await w.askOk('scans/ocr-languages', {})).toEqual({ ...first, stale: true });
  });

  it('gives the error when there is no list yet', async () => {
    w.svc.control.faults.add({ route: LIST, kind: 'status', status: 503, times: 5 });
    expect(await w.ask('scans/ocr-languages', {})).toMatchObject({
      ok: false,
      error: { kind: 'service' },
    });
  });

  it('belongs to one service: another address fetches its own', async () => {
    const { languages, fetchedAt } = await w.askOk('scans/ocr-languages', {});
    // A fresh list, but of another service address.
    await w.fake.local.set({
      'ocr.languages': { apiBaseUrl: 'https://other.example', languages, fetchedAt },
    });
    await w.askOk('scans/ocr-languages', {});
    expect(w.requestsTo(LIST)).toBe(2);
  });
});
