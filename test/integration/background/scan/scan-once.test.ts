/**
 * One plan and one read per scan of a page: the page's readable text is read once and its address
 * opened without cookies once, for the plan; the Scan click and the matched passages use that
 * read while the page stays as it was. The plan the popup shows is the plan sent; a page changed
 * in between is planned again, said, and sent only as newly shown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import type { BackgroundProtocol, ResponseOf } from '../../../../src/shared/messages/index.ts';
import { countWords } from '../../../../src/shared/text/count-words.ts';
import { LIGHTHOUSE_FRESNEL } from '../../../fake-service/tests/helpers/fake-internet-text.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { openChangingPage, type ChangingPage } from '../helpers/changing-page.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

type ShownPlan = ResponseOf<BackgroundProtocol, 'scans/plan'>;

let w: TestWorker;
let world: ScanWorld | undefined;
let site: Receiver | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  await site?.close();
  world = undefined;
  site = undefined;
});

/** An essay quoting one sentence of the fake internet word for word: a scan finds a source. */
const OWN = 'Our class visited the harbour and wrote about what the old keepers did each night. ';
const ESSAY = `${OWN.repeat(3)}${LIGHTHOUSE_FRESNEL} ${OWN.repeat(3)}`;
const SIGNED_IN = `${ESSAY}Your grade: B+. Private feedback from your teacher, for you only. `;

/**
 * The essay served at a public name (`.test` reaches this machine, where the local service
 * crawls it) and open in a tab; the anonymous copy answers `found` of its phrases.
 */
async function openEssay(found = 1): Promise<{ page: ChangingPage; url: string }> {
  w = await startWorker({ settings: { sandbox: false } });
  world = await startScanWorld(w);
  site = await startReceiver(() => ({
    body: `<html><head><title>Essay</title></head><body><p>${ESSAY}</p></body></html>`,
    contentType: 'text/html',
  }));
  const url = `${site.url.replace('127.0.0.1', 'news.test')}/essay.html`;
  const page = openChangingPage(w, ESSAY, { url, title: 'Essay' });
  w.fake.contentScript.answer('content/public-view', () =>
    ok({ status: 200, finalUrl: url, found }),
  );
  return { page, url };
}

/** Follows the scan until its passages are read (or given up). */
function passagesOf(id: string): Promise<UrlScanCheck> {
  return w.until('the passages', async () => {
    // The alarm may not be set yet (the scan was just sent): the poll follows it anyway.
    if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
    const { scan } = await w.askOk('scans/poll', { id, waitSeconds: 1 });
    const state = scan?.result?.passagesState;
    return scan && (state === 'read' || state === 'failed') ? scan : undefined;
  });
}

/** The plan as the popup says it, and what the record says was sent, side by side. */
function shownAndSent(plan: ShownPlan, scan: UrlScanCheck) {
  // The id is the popup's handle on the plan, not part of what is sent.
  const said = Object.fromEntries(Object.entries(plan).filter(([key]) => key !== 'id'));
  const sent = scan.submission ?? { route: 'url' };
  return plan.route === 'text'
    ? { shown: said, sent: { ...sent, words: countWords(scan.input) } }
    : { shown: said, sent };
}

async function runPlan(tabId: number, planId: string): Promise<UrlScanCheck> {
  const run = await w.askOk('scans/start-plan', { tabId, planId });
  if (run.outcome !== 'started') throw new Error(`asked again: ${run.why}`);
  return run.scan;
}

describe('a scan of a page from the popup', () => {
  it('reads the page once and opens its address without cookies once, passages included', async () => {
    const { page, url } = await openEssay();
    const plan = await w.askOk('scans/plan', { tabId: page.tabId });
    expect(plan).toMatchObject({ route: 'url', why: 'public' });
    // The popup opened again meanwhile: the same plan, nothing read or fetched.
    expect(await w.askOk('scans/plan', { tabId: page.tabId })).toEqual(plan);

    const scan = await runPlan(page.tabId, plan.id);
    expect(scan.input).toBe(url);
    const { shown, sent } = shownAndSent(plan, scan);
    expect(sent).toEqual(shown);

    const done = await passagesOf(scan.id);
    expect(done.result?.passagesState).toBe('read');
    const passages = done.result?.passages ?? [];
    expect(passages.map((p) => ESSAY.slice(p.start, p.start + p.length))).toContain(
      LIGHTHOUSE_FRESNEL,
    );
    // Placed in, and painted on, the one read.
    const readId = `read-1-of-tab-${page.tabId}`;
    expect(done.source.textId).toBe(readId);
    expect(w.fake.contentScript.payloadsOf('content/highlight').at(-1)?.textId).toBe(readId);

    expect(page.reads()).toBe(1);
    expect(page.anonymousFetches()).toBe(1);
  });

  it('plans once when asked twice at once (the popup and the side panel)', async () => {
    const { page } = await openEssay();
    const [a, b] = await Promise.all([
      w.askOk('scans/plan', { tabId: page.tabId }),
      w.askOk('scans/plan', { tabId: page.tabId }),
    ]);
    expect(b).toEqual(a);
    expect(page.reads()).toBe(1);
    expect(page.anonymousFetches()).toBe(1);
  });

  it('sends the text it showed, counted as shown, read once', async () => {
    const { page } = await openEssay(0);
    const plan = await w.askOk('scans/plan', { tabId: page.tabId });
    expect(plan).toMatchObject({ route: 'text', why: 'signed-in', words: countWords(ESSAY) });
    const scan = await runPlan(page.tabId, plan.id);
    expect(scan.input).toBe(ESSAY);
    const { shown, sent } = shownAndSent(plan, scan);
    expect(sent).toEqual(shown);
    expect(scan.source.textId).toBe(`read-1-of-tab-${page.tabId}`);
    expect(page.reads()).toBe(1);
    expect(page.anonymousFetches()).toBe(1);
  });

  it('plans again when the page changed in between, says so, and sends the new plan as shown', async () => {
    const { page } = await openEssay();
    const plan = await w.askOk('scans/plan', { tabId: page.tabId });
    expect(plan).toMatchObject({ route: 'url', why: 'public' });

    // Signed in since: the page shows what only its user sees, which the anonymous copy lacks.
    page.show(SIGNED_IN);
    w.fake.contentScript.answer('content/public-view', () =>
      ok({ status: 200, finalUrl: 'https://news.test/login', found: 0 }),
    );
    const again = await w.askOk('scans/start-plan', { tabId: page.tabId, planId: plan.id });
    expect(again).toMatchObject({
      outcome: 'ask-again',
      why: 'changed',
      plan: { route: 'text', why: 'signed-in', words: countWords(SIGNED_IN) },
    });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
    const replanned = again.outcome === 'ask-again' ? again.plan : plan;
    // What the popup shows from now on is that new plan.
    expect(await w.askOk('scans/plan', { tabId: page.tabId })).toEqual(replanned);

    const scan = await runPlan(page.tabId, replanned.id);
    expect(scan.input).toBe(SIGNED_IN);
    const { shown, sent } = shownAndSent(replanned, scan);
    expect(sent).toEqual(shown);
    expect(w.requestsTo('/v3/scans/submit/url/')).toBe(0);
    // One read and one anonymous fetch per plan made; the click after the new plan, none.
    expect(page.reads()).toBe(2);
    expect(page.anonymousFetches()).toBe(2);
  });

  it('reads again to compare when the page cannot say it is unchanged, and sends when it is the same', async () => {
    const { page } = await openEssay();
    const plan = await w.askOk('scans/plan', { tabId: page.tabId });
    // The page was reloaded, say: the read is no longer kept there.
    w.fake.contentScript.answer('content/text-unchanged', () => ok({ unchanged: false }));
    const scan = await runPlan(page.tabId, plan.id);
    expect(shownAndSent(plan, scan).sent).toEqual(shownAndSent(plan, scan).shown);
    expect(page.reads()).toBe(2);
    expect(page.anonymousFetches()).toBe(1);
  });
});

describe('a scan of a page from its menu', () => {
  it('reads the page once and opens its address without cookies once, passages included', async () => {
    const { page } = await openEssay();
    const click: Menus.OnClickData = {
      menuItemId: 'scan-page-plagiarism',
      editable: false,
      modifiers: [],
    };
    w.fake.onMenuClicked.emit(click, w.fake.tabs.snapshot(page.tabId));
    const scan = await w.until(
      'the scan',
      async () => (await w.askOk('scans/latest', { tabId: page.tabId })).scan ?? undefined,
    );
    expect(scan.submission).toEqual({ route: 'url', why: 'public' });
    const done = await passagesOf(scan.id);
    expect(done.result?.passagesState).toBe('read');
    expect(done.source.textId).toBe(`read-1-of-tab-${page.tabId}`);
    expect(page.reads()).toBe(1);
    expect(page.anonymousFetches()).toBe(1);
  });
});
