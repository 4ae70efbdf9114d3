/** Each tab's latest scan, kept in one storage item that several events change. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const LATEST = 'scans.latestByTab';

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

describe("a tab's latest scan", () => {
  it('survives another tab closing while it is being stored', async () => {
    const other = w.fake.tabs.open({ url: 'https://example.com/other' });
    // The browser is slow to store: the tab closes while this tab's scan is being recorded.
    const release = w.fake.session.holdWrites(LATEST);
    const started = w.askOk('scans/start', { tabId: world.tabId, route: 'url' });
    await w.until('the write to wait', () => w.fake.session.waitingWrites(LATEST) === 1);
    w.fake.tabs.close(other);
    release();

    const scan = await started;
    expect((await w.askOk('scans/latest', { tabId: world.tabId })).scan?.id).toBe(scan.id);
  });
});
