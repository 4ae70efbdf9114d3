/**
 * Plagiarism scans of what the service cannot fetch by address: a selection, and pages it would
 * see otherwise (a private address, a page behind a sign-in), sent as a UTF-8 .txt file; the
 * matched passages read from the exported results and painted where the text came from.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { finished } from '../helpers/check-waits.ts';
import { ok } from '../../../../src/core/errors.ts';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import {
  COMPOST_MOISTURE,
  LIGHTHOUSE_FRESNEL,
} from '../../../fake-service/tests/helpers/fake-internet-text.ts';
import { textPdf } from '../../../fake-service/tests/helpers/pdf-files.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { openTextPage } from '../helpers/test-pages.ts';
import { png } from '../../../fake-service/tests/helpers/images.ts';
import { webpVp8 } from '../../../fake-service/tests/helpers/images.ts';
import { startReceiver } from '../../helpers/receiver.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

/** An essay quoting one sentence of the fake internet word for word, among words of its own. */
const OWN = 'Our class visited the harbour and wrote about what the old keepers did each night. ';
const ESSAY = `${OWN.repeat(3)}${LIGHTHOUSE_FRESNEL} ${OWN.repeat(3)}`;

async function start(): Promise<void> {
  w = await startWorker({ settings: { sandbox: false } });
  world = await startScanWorld(w);
}

const submitted = (route: 'url' | 'file' | 'ocr', id: string): number =>
  w.svc.control.requests.filter(
    (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/${route}/${id}`,
  ).length;

/** Follows the scan on its alarm until `probe` holds. */
async function followUntil(id: string, what: string, probe: (scan: UrlScanCheck) => boolean) {
  return w.until(what, async () => {
    // The alarm may not be set yet (the scan was just sent): the poll follows it anyway.
    if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
    const { scan } = await w.askOk('scans/poll', { id, waitSeconds: 1 });
    return scan && probe(scan) ? scan : undefined;
  });
}

function answerPublicView(status: number, finalUrl: string, found: number): void {
  w.fake.contentScript.answer('content/public-view', () => ok({ status, finalUrl, found }));
}

describe('a selection checked for plagiarism', () => {
  it('is sent as a .txt named after the page, followed to its sources and exact passages, painted', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, {
      url: 'https://lms.example.edu/grade/17',
      title: 'Essay 17: Lighthouses',
    });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    expect(scan).toMatchObject({
      status: 'running',
      input: ESSAY,
      source: { origin: 'selection', textId: `text-of-tab-${tabId}` },
      submission: {
        route: 'text',
        why: 'selection',
        filename: 'Essay 17 Lighthouses (selection).txt',
      },
    });
    expect(submitted('file', scan.id)).toBe(1);
    expect(submitted('url', scan.id)).toBe(0);

    const done = await followUntil(
      scan.id,
      'the passages',
      (s) => s.result?.passagesState === 'read',
    );
    const source = done.result?.sources.find((s) => s.url?.includes('lighthouse-keepers'));
    expect(source).toBeDefined();
    const passages = done.result?.passages ?? [];
    expect(passages.length).toBeGreaterThan(0);
    // Exact: the passage is the copied sentence, to the character.
    const quoted = passages.map((p) => ESSAY.slice(p.start, p.start + p.length));
    expect(quoted).toEqual([LIGHTHOUSE_FRESNEL]);
    expect(passages.every((p) => p.sourceId === source?.id)).toBe(true);

    // Painted on the text it was read from, as passages of their own kind, in their own layer.
    const painted = w.fake.contentScript.payloadsOf('content/highlight').at(-1);
    expect(painted?.textId).toBe(`text-of-tab-${tabId}`);
    expect(painted?.layer).toBe('scan');
    expect(painted?.spans).toEqual(
      passages.map((p) => ({ start: p.start, length: p.length, kind: 'match' })),
    );
  });

  it('has its passages painted again and cleared alone, beside a check’s marks', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    await followUntil(scan.id, 'the passages', (s) => s.result?.passagesState === 'read');
    const highlights = (): { layer: string; kinds: string[] }[] =>
      w.fake.contentScript
        .payloadsOf('content/highlight')
        .map((p) => ({ layer: p.layer, kinds: [...new Set(p.spans.map((s) => s.kind))] }));
    const before = highlights().length;

    // A check of the same tab finishing paints its marks, and the tab's scan its passages again.
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
    });
    await finished(w, group.ids[0] ?? '');
    await w.until('both layers painted', () =>
      ['check', 'scan'].every((layer) =>
        highlights()
          .slice(before)
          .some((h) => h.layer === layer),
      ),
    );
    expect(
      highlights()
        .slice(before)
        .every((h) => (h.layer === 'scan') === h.kinds.includes('match')),
    ).toBe(true);

    // "Show on page" of the scan paints its passages only.
    const shown = highlights().length;
    await w.askOk('checks/highlight', { ids: [scan.id] });
    expect(highlights().slice(shown)).toEqual([{ layer: 'scan', kinds: ['match'] }]);

    // Its "Clear from page" clears its layer only: no check's overlays, no video timelines.
    const timelines = w.fake.contentScript.payloadsOf('content/clear-video-timelines').length;
    await w.askOk('checks/clear-highlights', { tabId, layer: 'scan' });
    expect(w.fake.contentScript.payloadsOf('content/clear-highlights').at(-1)).toEqual({
      layer: 'scan',
    });
    expect(w.fake.contentScript.payloadsOf('content/clear-video-timelines')).toHaveLength(
      timelines,
    );

    // Cleared, they stay off when another check of the tab finishes and paints its marks.
    const checkAgain = async (): Promise<{ layer: string; kinds: string[] }[]> => {
      const from = highlights().length;
      const again = await w.askOk('checks/start-text', {
        tabId,
        source: 'page',
        kinds: ['ai-text'],
      });
      await finished(w, again.ids[0] ?? '');
      await w.until('the check painted', () =>
        highlights()
          .slice(from)
          .some((h) => h.layer === 'check'),
      );
      await w.until('the tab refreshed', () => !w.fake.alarms.scheduled('checks-resume'));
      return highlights().slice(from);
    };
    expect((await checkAgain()).map((h) => h.layer)).not.toContain('scan');
    // Until they are asked for again: then a later check's refresh paints them too.
    await w.askOk('checks/highlight', { ids: [scan.id] });
    expect((await checkAgain()).map((h) => h.layer)).toContain('scan');
  });

  it('is answered from history the second time, with nothing sent or spent', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    const first = await w.askOk('scans/start', { tabId, what: 'selection' });
    await followUntil(first.id, 'the first result', (s) => s.result?.passagesState === 'read');
    const fileScans = w.requestsTo('/v3/scans/submit/file/', 'PUT');

    const again = await w.askOk('scans/start', { tabId, what: 'selection' });
    expect(again).toMatchObject({ status: 'done', cachedFrom: first.id, credits: 0 });
    expect(again.result?.passages?.length).toBeGreaterThan(0);
    expect(w.requestsTo('/v3/scans/submit/file/', 'PUT')).toBe(fileScans);
  });

  it('is refused before anything is sent when nothing is selected', async () => {
    await start();
    const tabId = openTextPage(w, '   ');
    expect(await w.ask('scans/start', { tabId, what: 'selection' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
    expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
  });
});

describe('"Scan this page" picks the route by the rule', () => {
  it('sends the text of a page on a private address, saying why', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: 'http://intranet.local/reports/7', title: 'Q3' });
    const scan = await w.askOk('scans/start', { tabId });
    expect(scan.submission).toMatchObject({ route: 'text', why: 'not-public', filename: 'Q3.txt' });
    expect(scan.submission?.route === 'text' && scan.submission.detail).toMatch(/intranet\.local/);
    expect(submitted('file', scan.id)).toBe(1);
  });

  it('sends the text of a page that shows something else without the cookies (a sign-in)', async () => {
    await start();
    const url = 'https://portal.example.com/submissions/42';
    const tabId = openTextPage(w, ESSAY, { url, title: 'Submission 42' });
    answerPublicView(200, 'https://portal.example.com/login?next=%2Fsubmissions%2F42', 0);

    // Said before anything is sent.
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'text', why: 'signed-in', filename: 'Submission 42.txt' });
    expect(plan.route === 'text' && plan.detail).toMatch(/portal\.example\.com\/login/);
    expect(plan.route === 'text' && plan.words).toBeGreaterThan(40);
    expect(w.requestsTo('/v3/scans/')).toBe(0);

    // The popup opened again soon after: answered without reading or fetching the page again.
    expect(await w.askOk('scans/plan', { tabId })).toEqual(plan);
    // Compared with the text just read (named by its map), not read a second time.
    expect(w.fake.contentScript.payloadsOf('content/public-view')).toEqual([
      { textId: `text-of-tab-${tabId}` },
    ]);

    const scan = await w.askOk('scans/start', { tabId });
    expect(scan).toMatchObject({ input: ESSAY, submission: { route: 'text', why: 'signed-in' } });
    expect(submitted('file', scan.id)).toBe(1);
  });

  it('sends the text when the address answers an anonymous visitor with an error', async () => {
    await start();
    const url = 'https://docs.example.com/private/plan';
    const tabId = openTextPage(w, ESSAY, { url });
    answerPublicView(403, url, 0);
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'text', why: 'signed-in' });
    expect(plan.route === 'text' && plan.detail).toMatch(/403/);
  });

  it('sends the address of a public page that looks the same, and the text when the user says so', async () => {
    await start();
    const url = 'https://news.example.com/2026/harbours';
    const tabId = openTextPage(w, ESSAY, { url, title: 'Harbours' });
    answerPublicView(200, url, 0.95);
    const byAddress = await w.askOk('scans/start', { tabId });
    expect(byAddress).toMatchObject({ input: url, submission: { route: 'url', why: 'public' } });
    expect(submitted('url', byAddress.id)).toBe(1);

    const chosen = await w.askOk('scans/start', { tabId, route: 'text' });
    expect(chosen).toMatchObject({ input: ESSAY, submission: { route: 'text', why: 'chosen' } });
    expect(submitted('file', chosen.id)).toBe(1);
  });

  it('goes by address, saying so, when the comparison cannot run', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { url: 'https://blog.example.net/post' });
    // No answer to content/public-view: the page's script could not compare.
    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({ route: 'url', why: 'unchecked' });
  });
});

describe('the plagiarism menu items', () => {
  const click = (
    menuItemId: string,
    tabId: number,
    more: Partial<Menus.OnClickData> = {},
  ): void => {
    w.fake.onMenuClicked.emit(
      { menuItemId, editable: false, modifiers: [], ...more },
      w.fake.tabs.snapshot(tabId),
    );
  };
  const latestScan = (tabId: number) =>
    w.until('the scan', async () => (await w.askOk('scans/latest', { tabId })).scan ?? undefined);

  it('"Check this text for plagiarism" opens the popup at once and sends the selection as text', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    click('scan-selection-plagiarism', tabId, { selectionText: ESSAY });
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    const scan = await latestScan(tabId);
    expect(scan).toMatchObject({
      input: ESSAY,
      submission: { route: 'text', why: 'selection', filename: 'Essay (selection).txt' },
    });
    await w.until('the text sent', () => submitted('file', scan.id) === 1);
  });

  it('"Check image text for plagiarism" sends the image for OCR in the settings’ language', async () => {
    await start();
    await w.askOk('scans/settings-save', { settings: { ocrLanguage: 'de' } });
    const site = await startReceiver(() => ({
      body: png(900, 600, { description: LIGHTHOUSE_FRESNEL }),
      contentType: 'image/png',
    }));
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/forum.html`, title: 'Forum' });
      click('scan-image-text-plagiarism', tabId, { srcUrl: `${site.url}/essay.png` });
      const scan = await latestScan(tabId);
      expect(scan).toMatchObject({
        input: `${site.url}/essay.png`,
        source: { origin: 'image' },
        submission: { route: 'ocr', langCode: 'de', filename: 'essay.png' },
      });
      await w.until('the image sent', () => submitted('ocr', scan.id) === 1);
      const done = await followUntil(scan.id, 'the result', (s) => s.status === 'done');
      expect(done.result?.sources.some((s) => s.url?.includes('lighthouse-keepers'))).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('refuses an image neither the OCR nor the browser can read, before anything is sent', async () => {
    await start();
    const site = await startReceiver(() => ({
      body: webpVp8(900, 600),
      contentType: 'image/webp',
    }));
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/page.html` });
      // Refused when the file is read, before the submission: the answer is final at once.
      const failed = await w.askOk('scans/start-image-text', { tabId, src: `${site.url}/a.webp` });
      expect(failed.status).toBe('failed');
      expect(failed.error).toMatchObject({ kind: 'invalid-input' });
      expect(failed.error?.message).toMatch(
        /PNG, JPEG, BMP and GIF images; this one is webp and the browser cannot convert it/,
      );
      expect(w.requestsTo('/v3/scans/submit/')).toBe(0);
    } finally {
      await site.close();
    }
  });
});

describe('a text scan that asks for the cost first', () => {
  it('sends the text for the cost, waits for a yes, then sends it again to scan', async () => {
    w = await startWorker({ settings: { sandbox: false } });
    world = await startScanWorld(w, { checkCreditsFirst: true });
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    const asked = await followUntil(
      scan.id,
      'the cost',
      (s) => s.scan?.phase === 'awaiting-confirmation',
    );
    expect(asked.scan?.expectedCredits).toBe(1);
    expect(submitted('file', `${scan.id}-cr`)).toBe(1);
    expect(w.fake.notifications.get(`url-scan-${scan.id}`)?.title).toBe('This scan costs 1 credit');
    expect(submitted('file', scan.id)).toBe(0);

    await w.askOk('scans/confirm', { id: scan.id });
    expect(submitted('file', scan.id)).toBe(1);
    const done = await followUntil(scan.id, 'the result', (s) => s.status === 'done');
    expect(done.result?.sources.length).toBeGreaterThan(0);
  });
});

describe('a text scan the service could not take at once', () => {
  it('is sent again after the worker restarts, from the text history keeps', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    w.svc.control.faults.add({
      route: '/v3/scans/submit/file/',
      kind: 'status',
      status: 503,
      times: Infinity,
    });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    expect(scan).toMatchObject({ status: 'pending', error: { kind: 'service' } });
    expect(scan.retryAt).toBeGreaterThan(Date.now());

    await w.restart();
    w.svc.control.faults.clear();
    w.advanceClock(10 * 60_000);
    w.fireAlarm(FOLLOW_ALARM);
    await w.until('the text sent', () => submitted('file', scan.id) >= 1);
    const done = await followUntil(scan.id, 'the result', (s) => s.status === 'done');
    expect(done.input).toBe(ESSAY);
    expect(done.result?.sources.some((s) => s.url?.includes('lighthouse-keepers'))).toBe(true);
  });
});

describe('the matched passages of a text scan', () => {
  it('are asked for again on a later look when the export was refused for a while (429)', async () => {
    await start();
    const tabId = openTextPage(w, ESSAY, { title: 'Essay' });
    w.svc.control.faults.add({ route: '/export/', kind: 'status', status: 429, times: Infinity });
    const scan = await w.askOk('scans/start', { tabId, what: 'selection' });
    const done = await followUntil(scan.id, 'the result', (s) => s.status === 'done');
    await w.until('an export refused', () => w.requestsTo('/export/') > 0);
    expect((await w.askOk('scans/get', { id: done.id })).scan?.result?.passagesState).toBe(
      undefined,
    );

    w.svc.control.faults.clear();
    const read = await followUntil(
      scan.id,
      'the passages',
      (s) => s.result?.passagesState === 'read',
    );
    expect(read.result?.passages?.map((p) => ESSAY.slice(p.start, p.start + p.length))).toEqual([
      LIGHTHOUSE_FRESNEL,
    ]);
  });
});

describe('the matched passages of a scan by address', () => {
  it('are placed in the page as it reads now, and painted there', async () => {
    await start();
    const pageText =
      `${'Rivers carve valleys over long ages of rain and frost. '.repeat(60)}`.trim();
    const url = `${world!.site.url}/rivers.html`;
    w.fake.contentScript.answer('content/read-text', (_payload, tab) =>
      ok({ textId: `page-of-${tab}`, text: pageText, mappable: true, url, title: 'Rivers' }),
    );
    w.fake.contentScript.answer('content/highlight', ({ spans }) =>
      ok({ applied: spans.length, outcomes: spans.map(() => 'shown' as const) }),
    );
    const scan = await w.askOk('scans/start', { tabId: world!.tabId, route: 'url' });
    const read = await followUntil(
      scan.id,
      'the passages',
      (s) => s.result?.passagesState === 'read',
    );
    const passages = read.result?.passages ?? [];
    expect(passages.length).toBeGreaterThan(0);
    expect(read.source.textId).toBe(`page-of-${world!.tabId}`);
    for (const p of passages) {
      expect(p.inText).toBe(true);
      // Placed by its words: the page's copy holds the service's quote, white space aside.
      expect(pageText.slice(p.start, p.start + p.length).replace(/\s+/g, ' ')).toBe(
        p.quote?.replace(/\s+/g, ' '),
      );
    }
    const painted = w.fake.contentScript.payloadsOf('content/highlight').at(-1);
    expect(painted?.textId).toBe(`page-of-${world!.tabId}`);
    expect(painted?.spans.every((s) => s.kind === 'match')).toBe(true);
  });
});

describe('a PDF tab scanned for plagiarism', () => {
  it('is sent as its file, downloaded once for the scan', async () => {
    await start();
    let fetched = 0;
    const site = await startReceiver(() => {
      fetched += 1;
      return {
        body: textPdf(['Garden club notes', COMPOST_MOISTURE]),
        contentType: 'application/pdf',
      };
    });
    try {
      const tabId = w.fake.tabs.open({ url: `${site.url}/club/notes.pdf`, title: 'notes.pdf' });
      const scan = await w.askOk('scans/start', { tabId });
      expect(scan.submission).toMatchObject({ route: 'file', filename: 'notes.pdf' });
      await w.until('the file sent', () => submitted('file', scan.id) === 1);
      expect(fetched).toBe(1);
    } finally {
      await site.close();
    }
  });
});
