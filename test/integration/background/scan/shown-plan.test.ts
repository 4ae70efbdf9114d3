/**
 * "Scan this page" from the popup runs the plan the popup showed, by its id: the page's address
 * is opened without cookies once, for the plan, and the click decides nothing again. A page whose
 * text or address changed since (or a plan no longer kept) sends nothing: a new plan comes back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import { startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { openTextPage } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

const ESSAY =
  'Our class visited the harbour and wrote about what the old keepers did each night. '.repeat(8);
const SIGNED_IN =
  `${ESSAY}Your grade: B+. Private feedback from your teacher, for you only. `.repeat(2);
const URL_A = 'https://news.example.com/2026/harbours';

async function start(): Promise<void> {
  w = await startWorker({ settings: { sandbox: false } });
  world = await startScanWorld(w);
}

const submitted = (route: 'url' | 'file', id: string): number =>
  w.svc.control.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/${route}/${id}`,
  ).length;

/** The anonymous copy looks like the page the first time, like another page after. */
function answerPublicOnceThenOther(url: string): void {
  let asked = 0;
  w.fake.contentScript.answer('content/public-view', () =>
    ok({ status: 200, finalUrl: url, found: ++asked === 1 ? 0.95 : 0 }),
  );
}

/** The page now shows `text` (at the same address unless given). */
function pageNowShows(text: string, url = URL_A): void {
  w.fake.contentScript.answer('content/read-text', (_payload, tab) =>
    ok({ textId: `changed-text-of-tab-${tab}`, text, mappable: true, url, title: 'Harbours' }),
  );
}

const publicViews = (): number => w.fake.contentScript.payloadsOf('content/public-view').length;

describe('the plan the popup showed', () => {
  it('is the plan that runs: by address, without opening the address a second time', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    answerPublicOnceThenOther(URL_A);
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'url', why: 'public' });
    expect(plan.id).toMatch(/^[\w-]{8,40}$/);

    const run = await w.askOk('scans/start-plan', { tabId, planId: plan.id });
    expect(run.outcome).toBe('started');
    const scan = run.outcome === 'started' ? run.scan : undefined;
    expect(scan).toMatchObject({ input: URL_A, submission: { route: 'url', why: 'public' } });
    expect(submitted('url', scan?.id ?? '')).toBe(1);
    expect(w.requestsTo('/v3/scans/submit/file/')).toBe(0);
    // The site would have answered otherwise the second time: it was never asked.
    expect(publicViews()).toBe(1);
  });

  it('sends the text the plan counted when it said the text', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    w.fake.contentScript.answer('content/public-view', () =>
      ok({ status: 200, finalUrl: 'https://news.example.com/login', found: 0 }),
    );
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'text', why: 'signed-in' });
    const run = await w.askOk('scans/start-plan', { tabId, planId: plan.id });
    expect(run).toMatchObject({
      outcome: 'started',
      scan: { input: ESSAY, submission: { route: 'text', why: 'signed-in' } },
    });
    expect(w.requestsTo('/v3/scans/submit/url/')).toBe(0);
    expect(publicViews()).toBe(1);
  });

  it('sends nothing when the page’s text changed since: the new plan comes back to check', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    answerPublicOnceThenOther(URL_A);
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'url', why: 'public' });

    pageNowShows(SIGNED_IN);
    const again = await w.askOk('scans/start-plan', { tabId, planId: plan.id });
    expect(again).toMatchObject({
      outcome: 'ask-again',
      why: 'changed',
      plan: { route: 'text', why: 'signed-in' },
    });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
    const replanned = again.outcome === 'ask-again' ? again.plan : plan;
    expect(replanned.id).not.toBe(plan.id);
    // The old plan is gone; the new one is what the popup shows from now on.
    expect(await w.askOk('scans/plan', { tabId })).toEqual(replanned);

    // The user read the new plan and clicks again: it is sent as it said.
    const run = await w.askOk('scans/start-plan', { tabId, planId: replanned.id });
    expect(run).toMatchObject({
      outcome: 'started',
      scan: {
        input: SIGNED_IN,
        source: { textId: `changed-text-of-tab-${tabId}` },
        submission: { route: 'text', why: 'signed-in' },
      },
    });
    expect(w.requestsTo('/v3/scans/submit/url/')).toBe(0);
    // One anonymous fetch per plan made, none for a click.
    expect(publicViews()).toBe(2);
  });

  it('sends nothing when the tab shows another address since', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    w.fake.contentScript.answer('content/public-view', () =>
      ok({ status: 200, finalUrl: URL_A, found: 1 }),
    );
    const plan = await w.askOk('scans/plan', { tabId });
    w.fake.tabs.navigate(tabId, 'http://intranet.local/reports/7');
    pageNowShows(ESSAY, 'http://intranet.local/reports/7');
    const again = await w.askOk('scans/start-plan', { tabId, planId: plan.id });
    expect(again).toMatchObject({
      outcome: 'ask-again',
      why: 'changed',
      plan: { route: 'text', why: 'not-public' },
    });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
  });

  it('sends nothing for a plan no longer kept (the worker restarted): asked again', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    w.fake.contentScript.answer('content/public-view', () =>
      ok({ status: 200, finalUrl: URL_A, found: 1 }),
    );
    const again = await w.askOk('scans/start-plan', {
      tabId,
      planId: 'a1b2c3d4-0000-4000-8000-000000000000',
      route: 'text',
    });
    // Made again with the choice the popup had.
    expect(again).toMatchObject({
      outcome: 'ask-again',
      why: 'expired',
      plan: { route: 'text', why: 'chosen' },
    });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
  });

  it('is not another tab’s plan', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A });
    const other = w.fake.tabs.open({ url: 'https://news.example.com/other', title: 'Other' });
    w.fake.contentScript.answer('content/public-view', () =>
      ok({ status: 200, finalUrl: URL_A, found: 1 }),
    );
    const plan = await w.askOk('scans/plan', { tabId });
    const run = await w.askOk('scans/start-plan', { tabId: other, planId: plan.id });
    expect(run).toMatchObject({ outcome: 'ask-again', why: 'expired' });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
  });
});

describe('"Scan this page" from the page menu', () => {
  it('decides once and sends at once, opening the address without cookies once', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: URL_A, title: 'Harbours' });
    answerPublicOnceThenOther(URL_A);
    const click: Menus.OnClickData = {
      menuItemId: 'scan-page-plagiarism',
      editable: false,
      modifiers: [],
    };
    w.fake.onMenuClicked.emit(click, w.fake.tabs.snapshot(tabId));
    const scan = await w.until(
      'the scan',
      async () => (await w.askOk('scans/latest', { tabId })).scan ?? undefined,
    );
    expect(scan).toMatchObject({ input: URL_A, submission: { route: 'url', why: 'public' } });
    await w.until('the address sent', () => submitted('url', scan.id) === 1);
    expect(publicViews()).toBe(1);
  });
});
