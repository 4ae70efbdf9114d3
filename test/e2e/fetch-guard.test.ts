import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers } from './browsers/driver.ts';
import { openTabAt } from './support/tab-at.ts';
import { finishedImageCheck } from './support/image-check.ts';
import { startRedirectingSite, type RedirectingSite } from './support/redirecting-site.ts';

/**
 * What a page points the extension at is fetched by one guarded path
 * (src/background/net/guarded-fetch.ts): issue 43's attacks, from a public site (news.test) that
 * answers the browser's viewer with a real PDF and the extension's own fetch of the same address
 * with a trap. None of them may reach the local network, take the user's cookies to another site,
 * read without end, or get anything sent to the service.
 */
describe.each(suiteBrowsers())('fetches made for a page, in %s', (name) => {
  let ext: CrossExtension;
  let site: RedirectingSite;

  beforeAll(async () => {
    // A relay, so that a PDF's plagiarism scan gets as far as fetching the file.
    ext = await startCrossExtension(name, { relay: { scanSettings: {} } });
    site = await startRedirectingSite();
  });

  afterAll(async () => {
    await site?.close();
    await ext?.close();
  });

  beforeEach(() => ext.service.control.clearLogs());

  const openAt = (url: string): Promise<number> => openTabAt(ext.helper, url);

  const checkPage = (tabId: number) =>
    ext.ask<CheckGroup>('checks/start-text', { tabId, source: 'page', kinds: ['ai-text'] });

  /** What the service was sent: AI checks and scans (a file, an address or text). */
  const sentToService = (): string[] =>
    ext.service.control.requests
      .map((r) => r.path)
      .filter((path) => /writer-detector|\/scans?\//.test(path));

  it('refuses a PDF whose site sends our fetch into the local network, reaching nothing there', async () => {
    const tabId = await openAt(site.publicUrl('to-intranet.pdf'));
    const checked = await checkPage(tabId);
    expect(checked.ok ? 'checked' : checked.error.words?.key).toBe('error_fetchLocalNetwork');
    const scanned = await ext.ask('scans/start', { tabId, what: 'page' });
    expect(scanned.ok ? 'scanned' : scanned.error.words?.key).toBe('error_fetchLocalNetwork');
    expect(site.requested.filter((r) => r.path === '/intranet.pdf')).toEqual([]);
    expect(sentToService()).toEqual([]);
  });

  it('follows a PDF sent on to another site where the user is signed in without the user’s cookies there', async () => {
    // Signed in on the other site with a SameSite=Strict cookie, as a bank's customer would be.
    await openAt(site.publicUrl('set-cookie').replace('news.test', 'docs.google.test'));
    const tabId = await openAt(site.publicUrl('to-other-site.pdf'));
    const checked = await checkPage(tabId);
    expect(checked.ok && checked.value.checks[0]?.input).toMatch(
      /^How the sea takes back the land/,
    );
    // What anyone would get there: no cookie, no Referer naming the page.
    const reached = site.requested.filter((r) => r.path === '/statement.pdf');
    expect(reached).toEqual([
      { host: 'docs.google.test', path: '/statement.pdf', cookie: false, referer: false },
    ]);
    // The cookie was there to send: the other site's own page gets it.
    await openAt(site.publicUrl('set-cookie').replace('news.test', 'docs.google.test'));
    expect(site.requested.at(-1)).toMatchObject({ host: 'docs.google.test', cookie: true });
    const id = checked.ok ? (checked.value.ids[0] ?? '') : '';
    await expect
      .poll(async () => {
        const got = await ext.ask<CheckGroup>('checks/get', { ids: [id] });
        return got.ok ? got.value.checks[0]?.status : undefined;
      })
      .toBe('done');
  });

  it('follows a PDF moved within its own site, one checked hop at a time', async () => {
    const tabId = await openAt(site.publicUrl('moved.pdf'));
    const checked = await checkPage(tabId);
    expect(checked.ok && checked.value.checks[0]?.input).toMatch(
      /^How the sea takes back the land/,
    );
    expect(site.requested.some((r) => r.path === '/paper.pdf')).toBe(true);
    // Finished before the next test counts what the service was sent.
    const id = checked.ok ? (checked.value.ids[0] ?? '') : '';
    await expect
      .poll(async () => {
        const got = await ext.ask<CheckGroup>('checks/get', { ids: [id] });
        return got.ok ? got.value.checks[0]?.status : undefined;
      })
      .toBe('done');
  });

  it('stops reading a PDF that never ends at the 40 MB limit, saying so, with nothing sent', async () => {
    const tabId = await openAt(site.publicUrl('endless.pdf'));
    const checked = await checkPage(tabId);
    expect(checked.ok ? 'checked' : checked.error.message).toMatch(/^This PDF is over 40 MB;/);
    // The download was given up near the limit, not read to the stream's 400 MB.
    expect(site.endlessSent()).toBeLessThan(120 * 1024 * 1024);
    expect(sentToService()).toEqual([]);
  });

  it('gives up on a PDF that comes a byte every 2 seconds, saying so, with nothing sent', async () => {
    const tabId = await openAt(site.publicUrl('trickle.pdf'));
    const checked = await checkPage(tabId);
    expect(checked.ok ? 'checked' : checked.error.words?.key).toBe('error_fetchTooSlow');
    await expect.poll(() => site.trickleClosed()).toBe(true);
    expect(sentToService()).toEqual([]);
  });

  it('refuses an image whose address redirects into the local network, or names it with a trailing dot', async () => {
    const tabId = await openAt(site.publicUrl('story.html'));
    const failure = async (src: string): Promise<string | undefined> => {
      const started = await ext.ask<CheckGroup>('checks/start-image', { tabId, src });
      if (!started.ok) return started.error.message;
      const check = await finishedImageCheck(ext.helper, started.value.ids[0] ?? '');
      return check.status === 'failed' ? (check.error?.words?.key ?? check.error?.message) : 'done';
    };
    expect(await failure(site.publicUrl('pic-to-intranet.jpg'))).toBe('error_fetchLocalNetwork');
    const port = new URL(site.publicUrl('')).port;
    expect(await failure(`http://localhost.:${port}/photo.jpg`)).toMatch(
      /^This image is not fetched: It points into a local network \(localhost\.:\d+\)/,
    );
    expect(site.requested.filter((r) => r.path === '/photo.jpg')).toEqual([]);
    expect(
      ext.service.control.requests.filter((r) => r.path.includes('/ai-image-detector/')),
    ).toEqual([]);
  });

  it('plans a page scan without following its anonymous fetch into the local network', async () => {
    const tabId = await openAt(site.publicUrl('story.html'));
    const plan = await ext.ask<{ route: string; why: string }>('scans/plan', { tabId });
    expect(plan.ok && plan.value).toMatchObject({ route: 'text', why: 'signed-in' });
    expect(site.requested.filter((r) => r.path === '/intranet.html')).toEqual([]);
  });
});
