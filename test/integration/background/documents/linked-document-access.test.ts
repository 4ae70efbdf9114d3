/**
 * A linked document on a site the extension may not read yet: the browser answers the worker's
 * request to it with a bare network error (a CORS request with no host access). Modelled here by
 * a fetch that fails for localhost until the fake browser grants `http://localhost/*` (the tab's
 * site, 127.0.0.1, is granted as activeTab grants it after the menu click).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Menus } from 'webextension-polyfill';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { startTestRelay, TOKEN } from '../../../relay/helpers/test-relay.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

const ESSAY = 'A plain-text essay handed in as a file, from the platform’s storage.\n'
  .repeat(20)
  .trim();

/** A platform's download route on the tab's site that sends its file from the storage host. */
const DOWNLOAD = '/courses/7/files/12/download';
const STORED = '/inst-fs/essay.txt?token=t0k';

let w: TestWorker;
let site: Receiver;
/** Each request the worker made: where, and with which credentials and referrer policy. */
let sent: { url: string; credentials?: RequestCredentials; referrerPolicy?: ReferrerPolicy }[];
beforeEach(async () => {
  w = await startWorker();
  site = await startReceiver(() => ({ body: ESSAY, contentType: 'text/plain' }));
  sent = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { credentials, referrerPolicy } = init ?? {};
    sent.push({
      url: url.href,
      ...(credentials && { credentials }),
      ...(referrerPolicy && { referrerPolicy }),
    });
    if (url.pathname === DOWNLOAD) {
      const location = localhost(STORED);
      return Promise.resolve(new Response(null, { status: 302, headers: { location } }));
    }
    if (url.hostname !== 'localhost') return inner(input, init);
    if (!w.fake.grantedOrigins.has('http://localhost/*')) {
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    url.hostname = '127.0.0.1';
    return inner(url.href, init);
  });
});
afterEach(async () => {
  await site.close();
  await w.close();
});

const localhost = (path: string): string => site.url.replace('127.0.0.1', 'localhost') + path;

function click(menuItemId: string, tabId: number, more: Partial<Menus.OnClickData>): void {
  const info: Menus.OnClickData = { menuItemId, editable: false, modifiers: [], ...more };
  w.fake.onMenuClicked.emit(info, w.fake.tabs.snapshot(tabId));
}

describe('a linked document on a site not allowed yet', () => {
  it('fails naming that site, sends nothing, and is fetched again once allowed', async () => {
    const tabId = w.fake.tabs.open({ url: `${site.url}/course.html` });
    const link = localhost('/files/essay.txt');
    click('check-linked-document', tabId, { linkUrl: link, pageUrl: `${site.url}/course.html` });
    const failed = await w.until('the failed checks', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 2 && now;
    });
    const site_ = new URL(link).origin;
    for (const check of failed.checks) {
      expect(check).toMatchObject({
        status: 'failed',
        input: '',
        source: { title: 'essay.txt', unpainted: 'document', url: link },
        error: {
          kind: 'permission',
          code: 'host-access',
          site: site_,
          words: { key: 'error_fileSiteNotAllowed', args: [new URL(link).host] },
        },
      });
    }
    expect(site.calls).toEqual([]);

    // The popup's "Allow" grants the site, then asks for the checks again.
    w.fake.grantedOrigins.add('http://localhost/*');
    const again = await w.askOk('checks/rerun', { ids: failed.ids });
    expect(again.checks.map((c) => [c.kind, c.input])).toEqual([
      ['ai-text', ESSAY],
      ['moderation', ESSAY],
    ]);
    expect(site.calls.map((c) => c.path)).toEqual(['/files/essay.txt']);
  });

  it('names the storage host a platform’s link redirects to, and follows there without the session once allowed', async () => {
    const tabId = w.fake.tabs.open({ url: `${site.url}/course.html` });
    const link = `${site.url}${DOWNLOAD}`;
    click('check-linked-document', tabId, { linkUrl: link, pageUrl: `${site.url}/course.html` });
    const failed = await w.until('the failed checks', async () => {
      const now = await w.askOk('checks/latest', { tabId });
      return now.checks.length === 2 && now;
    });
    const storage = new URL(localhost(''));
    expect(failed.checks[0]).toMatchObject({
      status: 'failed',
      source: { url: link },
      error: {
        kind: 'permission',
        code: 'host-access',
        site: storage.origin,
        words: { key: 'error_fileSiteNotAllowed', args: [storage.host] },
      },
    });

    w.fake.grantedOrigins.add('http://localhost/*');
    sent.length = 0;
    const again = await w.askOk('checks/rerun', { ids: failed.ids });
    expect(again.checks.map((c) => c.input)).toEqual([ESSAY, ESSAY]);
    expect(site.calls.map((c) => c.path)).toEqual([STORED]);
    // The platform's link with the user's session; its storage host without it, no Referer.
    const hops = sent.filter((s) => s.url.startsWith(site.url) || s.url.startsWith(localhost('')));
    expect(hops).toEqual([
      { url: link, credentials: 'include', referrerPolicy: 'no-referrer' },
      { url: localhost(STORED), credentials: 'omit', referrerPolicy: 'no-referrer' },
    ]);
  });

  it('is an outage, not a site to allow, when the file is on the tab’s own site', async () => {
    // activeTab lets the worker read the tab's own site though `permissions.contains` says no:
    // a failure there is the site being down (here: refused, as the stub refuses localhost).
    const tabId = w.fake.tabs.open({ url: localhost('/course.html') });
    const link = localhost('/files/essay.txt');
    const started = await w.ask('checks/start-document', { tabId, url: link, kinds: ['ai-text'] });
    expect(started.ok ? 'started' : started.error).toMatchObject({
      kind: 'network',
      words: { key: 'error_fetchNetwork', args: [new URL(link).host] },
    });
  });

  it('stays a network failure where the site is allowed', async () => {
    w.fake.grantedOrigins.add('http://localhost/*');
    // Nothing listens on port 9 (discard): refused as it would be by any site.
    const tabId = w.fake.tabs.open({ url: 'http://127.0.0.1:9/course.html' });
    const started = await w.ask('checks/start-document', {
      tabId,
      url: 'http://localhost:9/files/essay.txt',
      kinds: ['ai-text'],
    });
    expect(started.ok ? 'started' : started.error).toMatchObject({
      kind: 'network',
      words: { key: 'error_fetchNetwork' },
    });
  });
});

describe('a linked document scanned on a site not allowed yet', () => {
  it('is a failed scan naming the site, sends nothing, and is scanned once allowed', async () => {
    const relay = await startTestRelay();
    try {
      await w.askOk('scans/settings-save', {
        settings: { relayUrl: relay.url },
        relayToken: TOKEN,
      });
      const tabId = w.fake.tabs.open({ url: `${site.url}/course.html` });
      const link = localhost('/files/essay.txt');
      click('scan-linked-document', tabId, { linkUrl: link, pageUrl: `${site.url}/course.html` });
      const failed = await w.until('the failed scan', async () => {
        const latest = await w.askOk('scans/latest', { tabId });
        return latest.scan?.status === 'failed' && latest.scan;
      });
      expect(failed).toMatchObject({
        kind: 'url-scan',
        input: link,
        source: { title: 'essay.txt', unpainted: 'document', url: link, tabId },
        error: {
          kind: 'permission',
          code: 'host-access',
          site: new URL(link).origin,
          words: { key: 'error_fileSiteNotAllowed', args: [new URL(link).host] },
        },
      });
      expect(site.calls).toEqual([]);
      expect(w.requestsTo('/v3/scans/')).toBe(0);

      // The popup's "Allow" grants the site, then starts the scan of the link again.
      w.fake.grantedOrigins.add('http://localhost/*');
      const again = await w.askOk('scans/start-document', { tabId, url: link });
      expect(again).toMatchObject({ source: { title: 'essay.txt', url: link } });
      expect(again.status).not.toBe('failed');
      expect(site.calls.map((c) => c.path)).toEqual(['/files/essay.txt']);
      await w.until('the scan sent', () => w.requestsTo('/v3/scans/submit/') === 1);
      expect((await w.askOk('scans/latest', { tabId })).scan?.id).toBe(again.id);
    } finally {
      await relay.dispose();
    }
  });
});
