/** URL scans from the worker: submitted with hooks on the user's relay, followed on their alarm. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../../src/shared/settings/settings.ts';
import {
  deliveredTo,
  FOLLOW_ALARM,
  startScanWorld,
  type ScanWorld,
} from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

async function start(
  settings: Partial<Settings>,
  scanSettings: { checkCreditsFirst?: boolean } = {},
): Promise<ScanWorld> {
  w = await startWorker({ settings });
  world = await startScanWorld(w, scanSettings);
  return world;
}

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

/** Submissions of exactly this scan id (its cost check has its own). */
const submissions = (scanId: string): number =>
  w.svc.control.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/url/${scanId}`,
  ).length;

const current = async (id: string) => (await w.askOk('scans/get', { id })).scan;

describe('URL scans', () => {
  it('say how to set up the relay when there is none, and send nothing', async () => {
    w = await startWorker();
    const tabId = w.fake.tabs.open({ url: 'https://example.com/post' });
    const answer = await w.ask('scans/start', { tabId });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', code: 'relay-not-configured' },
    });
    expect(await (await w.history()).recent(5)).toEqual([]);
    expect(w.requestsTo('/v3/scans/')).toBe(0);
  });

  it('submit the page with hooks on the relay, and follow it to the result on their alarm', async () => {
    const { tabId, site } = await start({ sandbox: true });
    const scan = await w.askOk('scans/start', { tabId, route: 'url' });
    expect(scan).toMatchObject({
      kind: 'url-scan',
      status: 'running',
      input: `${site.url}/rivers.html`,
      scan: { phase: 'scanning' },
    });
    expect(submissions(scan.id)).toBe(1);
    expect(w.fake.badge(tabId).text).toBe('…');
    expect(w.fake.alarms.scheduled(FOLLOW_ALARM)).toBeDefined();
    expect((await w.askOk('scans/latest', { tabId })).scan?.id).toBe(scan.id);

    await deliveredTo(w, scan.id, '/status/completed');
    w.fireAlarm(FOLLOW_ALARM);
    const done = await w.until('the scan to finish', async () => {
      const now = await current(scan.id);
      return now?.status === 'done' && now;
    });
    expect(done.result?.sources).toHaveLength(2);
    await w.until('the score on the badge', () => w.fake.badge(tabId).text?.endsWith('%'));
    expect(w.fake.notifications.get(`url-scan-${scan.id}`)?.title).toMatch(
      /^Plagiarism scan: \d+% matched/,
    );
    await w.until('the follow alarm to stop', () => !w.fake.alarms.scheduled(FOLLOW_ALARM));

    // A closed tab shows nothing any more; the scan stays in history.
    w.fake.tabs.close(tabId);
    await w.until(
      'the tab to be forgotten',
      async () => (await w.askOk('scans/latest', { tabId })).scan === null,
    );
    expect((await current(scan.id))?.status).toBe('done');
  });

  it('stop being followed when cancelled under way: kept as cancelled, no badge, no notification', async () => {
    const { tabId } = await start({ sandbox: true });
    const scan = await w.askOk('scans/start', { tabId, route: 'url' });
    expect(scan.status).toBe('running');
    expect(await w.askOk('scans/cancel', { id: scan.id })).toEqual({});
    const after = await current(scan.id);
    expect(after).toMatchObject({ status: 'failed', error: { kind: 'cancelled' } });
    expect(after?.error?.message).toMatch(/may still finish it, and charge for it/);
    expect(w.fake.badge(tabId).text).toBe('');
    expect(w.fake.notifications.get(`url-scan-${scan.id}`)).toBeUndefined();
    await w.until('the follow alarm to stop', () => !w.fake.alarms.scheduled(FOLLOW_ALARM));

    // Its result arriving later changes nothing, and a second cancel says it has ended.
    await deliveredTo(w, scan.id, '/status/completed');
    expect((await current(scan.id))?.status).toBe('failed');
    expect(await w.ask('scans/cancel', { id: scan.id })).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
  });

  it('refuse a page that is not on the web', async () => {
    await start({ sandbox: true });
    const settingsTab = w.fake.tabs.open({ url: 'chrome://settings/' });
    expect(await w.ask('scans/start', { tabId: settingsTab })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });
});

describe('URL scans that ask for the cost first', () => {
  async function awaitingConfirmation(): Promise<{ id: string; tabId: number }> {
    const { tabId } = await start({ sandbox: false }, { checkCreditsFirst: true });
    const scan = await w.askOk('scans/start', { tabId, route: 'url' });
    expect(scan.scan).toMatchObject({ phase: 'checking-credits', creditsScanId: `${scan.id}-cr` });
    await deliveredTo(w, `${scan.id}-cr`, '/status/creditsChecked');
    w.fireAlarm(FOLLOW_ALARM);
    await w.until(
      'the cost question',
      async () => (await current(scan.id))?.scan?.phase === 'awaiting-confirmation',
    );
    return { id: scan.id, tabId };
  }

  it('wait for a yes, showing the cost, then scan', async () => {
    const { id, tabId } = await awaitingConfirmation();
    expect(w.fake.badge(tabId).text).toBe('?');
    expect(w.fake.notifications.get(`url-scan-${id}`)?.title).toMatch(
      /^Scanning this page costs \d+ credit/,
    );

    const confirmed = await w.askOk('scans/confirm', { id });
    expect(confirmed).toMatchObject({ status: 'running', scan: { phase: 'scanning' } });
    expect(submissions(`${id}-cr`)).toBe(1);
    expect(submissions(id)).toBe(1);
  });

  it('are forgotten when the user declines', async () => {
    const { id, tabId } = await awaitingConfirmation();
    expect(await w.askOk('scans/cancel', { id })).toEqual({});
    expect(await current(id)).toBeNull();
    expect(await w.askOk('scans/latest', { tabId })).toEqual({ scan: null });
    expect(w.fake.badge(tabId).text).toBe('');
    expect(submissions(id)).toBe(0);
  });
});
