/**
 * Scans on the engine's paths for checks answered by webhook, as videos: "Stop waiting" is the
 * engine's cancel (`checks/cancel`, which `scans/cancel` goes through), and "try now" (the popup
 * opened) sends a scan that could not reach the service at once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

async function start(): Promise<ScanWorld> {
  w = await startWorker({ settings: { sandbox: true } });
  world = await startScanWorld(w);
  return world;
}

const current = async (id: string) => (await w.askOk('scans/get', { id })).scan;

describe('a scan under way', () => {
  it('stops being waited for through the engine’s cancel, as from its own Stop waiting', async () => {
    const { tabId } = await start();
    const scan = await w.askOk('scans/start', { tabId, route: 'url' });
    expect(scan.status).toBe('running');
    expect(w.fake.badge(tabId).text).toBe('…');

    const cancelled = await w.askOk('checks/cancel', { ids: [scan.id] });
    expect(cancelled.ids).toEqual([scan.id]);
    expect(cancelled.checks[0]).toMatchObject({
      kind: 'url-scan',
      status: 'failed',
      error: { kind: 'cancelled' },
      scan: { phase: 'finished' },
    });
    expect((await current(scan.id))?.error?.message).toMatch(/may still finish it/);
    expect(w.fake.badge(tabId).text).toBe('');
    await w.until('the follow alarm to stop', () => !w.fake.alarms.scheduled(FOLLOW_ALARM));
    // Ended: its own Stop waiting says so.
    expect(await w.ask('scans/cancel', { id: scan.id })).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
  });

  it('that could not reach the service is sent at once when the popup asks to try now', async () => {
    const { tabId } = await start();
    // Offline for as long as the client's own retries last; back before the scan's next try.
    w.svc.control.faults.add({ route: '/v3/scans/submit/url/', kind: 'drop', times: 100 });
    const scan = await w.askOk('scans/start', { tabId, route: 'url' });
    expect(scan).toMatchObject({ status: 'pending', error: { kind: 'network' } });
    expect(scan.retryAt).toBeGreaterThan(Date.now());
    const tries = w.requestsTo(`/v3/scans/submit/url/${scan.id}`, 'PUT');
    w.svc.control.faults.clear();

    expect(await w.askOk('checks/retry-now', { ids: [scan.id] })).toEqual({ retried: 1 });
    await w.until('the scan sent', async () => (await current(scan.id))?.status === 'running');
    expect(w.requestsTo(`/v3/scans/submit/url/${scan.id}`, 'PUT')).toBe(tries + 1);
  });
});
