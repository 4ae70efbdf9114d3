/** What a finished scan offers: export to the relay, its PDF through the worker, a resent webhook. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromBase64 } from '../../../../src/core/base64.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import {
  deliveredTo,
  finishedScan,
  startScanWorld,
  type ScanWorld,
} from '../helpers/scan-world.ts';

let w: TestWorker;
let world: ScanWorld;
beforeEach(async () => {
  w = await startWorker({ settings: { sandbox: true } });
  world = await startScanWorld(w);
});
afterEach(async () => {
  await w.close();
  await world.close();
});

describe('a finished scan', () => {
  it('is exported to the relay, and its PDF report handed to the popup', async () => {
    const scan = await finishedScan(w, world);
    expect(await w.ask('scans/pdf', { id: scan.id })).toMatchObject({
      ok: false,
      error: { kind: 'not-ready' },
    });

    const exported = await w.askOk('scans/export', { id: scan.id });
    const exportId = exported.scan?.export?.exportId ?? '';
    expect(exported.scan?.export).toMatchObject({ status: 'requested', pdf: true });
    await deliveredTo(w, scan.id, `/exports/${exportId}/completed`);

    const { scan: polled } = await w.askOk('scans/poll', { id: scan.id, waitSeconds: 0 });
    expect(polled?.scan?.export).toMatchObject({ status: 'completed', pdfReady: true });
    const pdf = await w.askOk('scans/pdf', { id: scan.id });
    expect(pdf.filename).toMatch(/^plagiarism-report-127\.0\.0\.1-\d{4}-\d\d-\d\d\.pdf$/);
    const bytes = fromBase64(pdf.base64);
    expect(bytes && new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(pdf.size).toBe(bytes?.length);
  });

  it('has its webhook sent again on request', async () => {
    const scan = await finishedScan(w, world);
    expect(await w.askOk('scans/resend', { id: scan.id })).toEqual({ accepted: true });
    expect(w.requestsTo(`/${scan.id}/webhooks/resend`)).toBe(1);
  });

  it('can be exported only once it is finished', async () => {
    const started = await w.askOk('scans/start', { tabId: world.tabId, route: 'url' });
    expect(await w.ask('scans/export', { id: started.id })).toMatchObject({
      ok: false,
      error: { kind: 'not-ready' },
    });
  });
});
