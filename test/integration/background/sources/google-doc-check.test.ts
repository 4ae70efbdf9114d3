/**
 * A Google Doc in a tab: its text is read whole from Docs' own plain-text export, asked of the
 * document's tab (the content script fetches it with the user's session), checked and scanned
 * like a page's but never painted; refused, with nothing stored or sent, when Docs gives none.
 * In tests the worker knows `http://docs.google.test` as a Docs host besides Google's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { ok } from '../../../../src/core/errors.ts';
import { isTextCheck } from '../../../../src/shared/checks/check-record.ts';
import type { DocExportReply } from '../../../../src/shared/google-docs/doc-export.ts';
import { LIGHTHOUSE_FRESNEL } from '../../../fake-service/tests/helpers/fake-internet-text.ts';
import { finished, onlyId } from '../helpers/check-waits.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { AI_WRITTEN } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

const DOC_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz_0123-45';
const DOC_URL = `http://docs.google.test/document/d/${DOC_ID}/edit`;
const EXPORT_PATH = `/document/d/${DOC_ID}/export?format=txt`;
const TAB_TITLE = 'Quarterly plan - Google Docs';

/** The writing as a check reads it: one kind of line end, no blank edges. */
const WRITING = `Quarterly plan\n\n${AI_WRITTEN.trim()}`;
/** What Docs' .txt export gives for it: a byte order mark, CRLF line ends, a blank line at the end. */
const EXPORTED = `\uFEFF${WRITING.replace(/\n/g, '\r\n')}\r\n\r\n`;

/** Opens a Doc in an active tab whose export answers `reply` (its text is `EXPORTED` by default). */
function openDoc(reply: Partial<DocExportReply> = {}, url = DOC_URL): number {
  const tabId = w.fake.tabs.open({ url, title: TAB_TITLE });
  const exportUrl = new URL(EXPORT_PATH, url).href;
  w.fake.contentScript.answer('content/doc-export', () =>
    ok({
      status: 200,
      finalUrl: exportUrl,
      contentType: 'text/plain; charset=utf-8',
      title: TAB_TITLE,
      text: EXPORTED,
      ...reply,
    }),
  );
  // What the page itself holds: Docs draws the document on a canvas, so nothing readable.
  w.fake.contentScript.answer('content/read-text', () =>
    ok({ textId: 'canvas-page', text: '', mappable: true, url, title: TAB_TITLE }),
  );
  w.fake.contentScript.answer('content/get-selection', () =>
    ok({ text: '', source: 'none', url, title: TAB_TITLE }),
  );
  w.fake.contentScript.answer('content/highlight', ({ spans }) =>
    ok({ applied: spans.length, outcomes: spans.map(() => 'shown' as const) }),
  );
  return tabId;
}

const exportsAsked = () => w.fake.contentScript.payloadsOf('content/doc-export');
const sentToService = () =>
  w.requestsTo('/writer-detector/') +
  w.requestsTo('/text-moderation/') +
  w.requestsTo('/v3/scans/submit/');

describe('"Check this page" on a Google Doc', () => {
  it('checks the text of Docs’ export, cleaned of its BOM and CRLF, named by the document, never painted', async () => {
    w = await startWorker();
    const tabId = openDoc();
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text', 'moderation'],
    });
    expect(exportsAsked()).toEqual([{ path: EXPORT_PATH }]);
    // The page's own (empty) text is never read: the export is the document.
    expect(w.fake.contentScript.payloadsOf('content/read-text')).toEqual([]);
    expect(group.checks).toHaveLength(2);
    for (const check of group.checks) {
      expect(check).toMatchObject({
        status: 'pending',
        input: WRITING,
        source: { origin: 'page', tabId, url: DOC_URL, title: 'Quarterly plan' },
      });
      expect(check.source.unpainted).toBe('google-doc');
      expect(check.source.textId).toBeUndefined();
    }

    const [ai, moderation] = group.ids;
    expect(await finished(w, ai!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await finished(w, moderation!)).toMatchObject({ status: 'done', attempts: 1 });
    expect(w.requestsTo(`/writer-detector/${ai}/check`, 'POST')).toBe(1);
    expect(w.requestsTo(`/text-moderation/${moderation}/check`, 'POST')).toBe(1);

    // Asked to show the results on the page: nothing to paint there, and nothing said per check.
    expect(await w.askOk('checks/highlight', { ids: group.ids })).toEqual({ applied: 0 });
    expect(w.fake.contentScript.payloadsOf('content/highlight')).toEqual([]);
    expect(w.fake.log.count('scripting.insertCSS')).toBe(0);
    const history = await w.history();
    for (const id of group.ids) {
      const record = await history.get(id);
      expect(record && isTextCheck(record)).toBe(true);
      expect(record && isTextCheck(record) && record.painted).toBeUndefined();
    }
  });

  it('asks the export of the account the tab uses (/u/1/), on Google’s own address too', async () => {
    w = await startWorker();
    const signedInAs = openDoc({}, `https://docs.google.com/document/u/1/d/${DOC_ID}/edit?tab=t.0`);
    const group = await w.askOk('checks/start-text', {
      tabId: signedInAs,
      source: 'page',
      kinds: ['ai-text'],
    });
    expect(exportsAsked()).toEqual([{ path: `/document/u/1/d/${DOC_ID}/export?format=txt` }]);
    expect(group.checks[0]).toMatchObject({ input: WRITING, source: { unpainted: 'google-doc' } });
    expect(await finished(w, onlyId(group))).toMatchObject({ status: 'done' });
  });

  it.each([
    {
      why: 'Docs answers 404 (the account signed in cannot open it)',
      reply: { status: 404, contentType: 'text/html; charset=utf-8' },
      code: 'doc-no-access',
    },
    {
      why: 'the owner turned off downloading (403)',
      reply: { status: 403, contentType: 'text/html; charset=utf-8' },
      code: 'doc-export-disabled',
    },
  ])('is refused when $why, with nothing stored or sent', async ({ reply, code }) => {
    w = await startWorker();
    const tabId = openDoc({ ...reply, text: undefined });
    const answer = await w.ask('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text', 'moderation'],
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'permission', code } });
    expect(exportsAsked()).toHaveLength(1);
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sentToService()).toBe(0);
  });

  it('says an empty document is empty', async () => {
    w = await startWorker();
    const tabId = openDoc({ text: '\uFEFF\r\n  \r\n' });
    const answer = await w.ask('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'This Google Doc is empty.' },
    });
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sentToService()).toBe(0);
  });
});

describe('a Google Doc whose export Docs answers from another address', () => {
  const AWAY = { status: 0, finalUrl: '', contentType: '', redirectedAway: true };
  const DOCS_ACCESS = ['http://docs.google.test/*', 'http://*.googleusercontent.test/*'];

  /** The worker's own fetch of the export answers `answer` (Docs' download server, or a refusal). */
  function workerFetchOfExport(answer: () => Promise<Response>): string[] {
    const asked: string[] = [];
    const passOn = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('http://accounts.google.test/')) asked.push(url);
      if (!url.startsWith('http://docs.google.test/')) return passOn(input, init);
      asked.push(url);
      return answer();
    });
    return asked;
  }

  it('asks for leave to follow, naming the document, with nothing stored or sent', async () => {
    w = await startWorker();
    const asked = workerFetchOfExport(() => Promise.reject(new TypeError('not allowed')));
    const tabId = openDoc(AWAY);
    const answer = await w.ask('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'permission', code: 'doc-access', site: DOC_URL },
    });
    expect(asked).toEqual([]);
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sentToService()).toBe(0);
  });

  it('reads the export from the worker once allowed, and checks its text', async () => {
    w = await startWorker();
    for (const origin of DOCS_ACCESS) w.fake.grantedOrigins.add(origin);
    const asked = workerFetchOfExport(() =>
      Promise.resolve(
        new Response(EXPORTED, { headers: { 'content-type': 'text/plain; charset=utf-8' } }),
      ),
    );
    const tabId = openDoc(AWAY);
    const group = await w.askOk('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
    });
    expect(asked).toEqual([new URL(EXPORT_PATH, DOC_URL).href]);
    expect(group.checks[0]).toMatchObject({ input: WRITING, source: { title: 'Quarterly plan' } });
    expect(await finished(w, onlyId(group))).toMatchObject({ status: 'done' });
  });

  it('says sign in when the worker, allowed, is sent to Google’s sign-in, and does not follow', async () => {
    w = await startWorker();
    for (const origin of DOCS_ACCESS) w.fake.grantedOrigins.add(origin);
    const signIn = 'http://accounts.google.test/ServiceLogin?continue=export';
    const asked = workerFetchOfExport(() =>
      Promise.resolve(new Response(null, { status: 302, headers: { location: signIn } })),
    );
    const tabId = openDoc(AWAY);
    const answer = await w.ask('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(answer).toMatchObject({ ok: false, error: { code: 'doc-no-access' } });
    expect(answer.ok === false && answer.error.message).toContain('asked to sign in');
    // The session went to Docs only: the sign-in page was not asked with it.
    expect(asked).toEqual([new URL(EXPORT_PATH, DOC_URL).href]);
    expect(sentToService()).toBe(0);
  });

  it('says Docs could not be reached when the worker’s own fetch fails', async () => {
    w = await startWorker();
    for (const origin of DOCS_ACCESS) w.fake.grantedOrigins.add(origin);
    workerFetchOfExport(() => Promise.reject(new TypeError('Failed to fetch')));
    const tabId = openDoc(AWAY);
    const answer = await w.ask('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'doc-unreachable' },
    });
    expect(sentToService()).toBe(0);
  });
});

describe('a selection in a Google Doc', () => {
  it('is reported as a Doc’s, with why nothing could be read when nothing came', async () => {
    w = await startWorker();
    const tabId = openDoc();
    const selection = await w.askOk('selection/get', { tabId });
    expect(selection).toMatchObject({
      text: '',
      doc: true,
      unreadable: { kind: 'invalid-input', code: 'doc-selection' },
    });

    // Where the page does give a selection (Docs' screen-reader mode), it is taken as it is.
    w.fake.contentScript.answer('content/get-selection', () =>
      ok({ text: 'a line read aloud', source: 'page', url: DOC_URL, title: TAB_TITLE }),
    );
    const given = await w.askOk('selection/get', { tabId });
    expect(given).toMatchObject({ text: 'a line read aloud', doc: true });
    expect(given.unreadable).toBeUndefined();
  });

  it('checked by the shortcut with nothing selected, says why by notification and sends nothing', async () => {
    w = await startWorker();
    const tabId = openDoc();
    w.fake.onCommand.emit('check-selection', w.fake.tabs.snapshot(tabId));
    await w.until('a notification', () => w.fake.notifications.size === 1);
    const [notice] = w.fake.notifications.values();
    expect(notice?.title).toBe('Google Docs keeps its text to itself');
    expect(w.fake.badge(tabId).text).toBe('!');
    // A selection is not the document: the export is not asked for.
    expect(exportsAsked()).toEqual([]);
    expect(await (await w.history()).recent(10)).toEqual([]);
    expect(sentToService()).toBe(0);
  });
});

describe('the Google Doc menu item', () => {
  it('is shown on Docs documents only, and checks the export’s text for AI and moderation', async () => {
    w = await startWorker();
    w.fake.onInstalled.emit({ reason: 'install', temporary: false });
    await w.until('the Doc item', () => w.fake.menus.get('check-doc'));
    const item = w.fake.menus.get('check-doc');
    expect(item?.contexts).toEqual(['page']);
    expect(item?.documentUrlPatterns).toEqual(
      expect.arrayContaining([
        'https://docs.google.com/document/*',
        'http://docs.google.test/document/*',
      ]),
    );

    const tabId = openDoc();
    const info: Menus.OnClickData = {
      menuItemId: 'check-doc',
      editable: false,
      modifiers: [],
      pageUrl: DOC_URL,
      frameId: 0,
    };
    w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
    expect(w.fake.log.count('action.openPopup')).toBe(1);
    const latest = await w.until('both checks done', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 2 && now.checks.every((c) => c.status === 'done') && now;
    });
    expect(latest.checks.map((c) => [c.kind, c.input, c.source.unpainted])).toEqual([
      ['ai-text', WRITING, 'google-doc'],
      ['moderation', WRITING, 'google-doc'],
    ]);
    expect(exportsAsked()).toEqual([{ path: EXPORT_PATH }]);
    expect(w.requestsTo('/writer-detector/')).toBe(1);
    expect(w.requestsTo('/text-moderation/')).toBe(1);
    expect(w.fake.notifications.size).toBe(0);
  });
});

describe('a Google Doc scanned for plagiarism', () => {
  /** A document quoting one sentence of the fake internet word for word. */
  const OWN = 'Our class visited the harbour and wrote about what the old keepers did each night. ';
  const ESSAY = `Lighthouses\n\n${OWN.repeat(3)}\n${LIGHTHOUSE_FRESNEL}\n${OWN.repeat(3).trim()}`;
  const ESSAY_EXPORTED = `\uFEFF${ESSAY.replace(/\n/g, '\r\n')}\r\n`;

  it('is planned and sent as the export’s text, named after the document, and matched', async () => {
    w = await startWorker({ settings: { sandbox: false } });
    world = await startScanWorld(w);
    const tabId = openDoc({ text: ESSAY_EXPORTED });

    const plan = await w.askOk('scans/plan', { tabId });
    expect(plan).toMatchObject({
      route: 'text',
      why: 'google-doc',
      filename: 'Quarterly plan.txt',
    });
    expect(w.requestsTo('/v3/scans/')).toBe(0);
    // Not compared with a public view: a Doc is behind its owner's sharing.
    expect(w.fake.contentScript.payloadsOf('content/public-view')).toEqual([]);

    const scan = await w.askOk('scans/start', { tabId });
    expect(scan).toMatchObject({
      input: ESSAY,
      source: { origin: 'page', url: DOC_URL, title: 'Quarterly plan', unpainted: 'google-doc' },
      submission: { route: 'text', why: 'google-doc', filename: 'Quarterly plan.txt' },
    });
    expect(scan.source.textId).toBeUndefined();
    expect(
      w.svc.control.requests.filter(
        (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/file/${scan.id}`,
      ),
    ).toHaveLength(1);
    expect(w.requestsTo('/v3/scans/submit/url/')).toBe(0);

    // The service read the export's text: it finds the copied sentence, to the character.
    const read = await w.until('the passages', async () => {
      if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
      const { scan: now } = await w.askOk('scans/poll', { id: scan.id, waitSeconds: 1 });
      return now?.result?.passagesState === 'read' && now;
    });
    const passages = read.result?.passages ?? [];
    expect(passages.map((p) => ESSAY.slice(p.start, p.start + p.length))).toEqual([
      LIGHTHOUSE_FRESNEL,
    ]);
    expect(w.fake.contentScript.payloadsOf('content/highlight')).toEqual([]);
  });

  it('is refused before anything is sent when Docs gives no text', async () => {
    w = await startWorker({ settings: { sandbox: false } });
    world = await startScanWorld(w);
    const tabId = openDoc({ status: 403, contentType: 'text/html', text: undefined });
    expect(await w.ask('scans/start', { tabId })).toMatchObject({
      ok: false,
      error: { kind: 'permission', code: 'doc-export-disabled' },
    });
    expect(w.requestsTo('/v3/scans/')).toBe(0);
    expect(await (await w.history()).recent(10)).toEqual([]);
  });
});
