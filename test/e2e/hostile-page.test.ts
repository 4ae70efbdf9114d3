import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckGroup, PageImages } from '../../src/shared/messages/index.ts';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { drawImage } from './support/draw-images.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import type { PageServer } from './support/page-server.ts';
import { selectElement } from './support/select-element.ts';

/**
 * A page that attacks the extension: local-network addresses slipped in where the extension
 * fetches images, the verdict rewritten under guessable highlight names, the legend hidden by
 * CSS, forged messages. Each defence is asserted with the attack performed.
 */
describe.each(suiteBrowsers())('a hostile page, in %s', (name) => {
  let site: PageServer;
  let router: PageServer;
  let ext: CrossExtension;
  let helper: DriverPage;
  let page: DriverPage;
  let tabId: number;
  let url: string;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      pageFiles: async (drawIn) => ({
        '/corpus-img/ai-small-300.jpg': await drawImage(drawIn, {
          width: 300,
          height: 200,
          type: 'image/jpeg',
        }),
      }),
    });
    ({ helper, pages: site } = ext);
    // Stands for the visitor's router or a cloud metadata service: local, never for the page.
    router = await ext.startPageServer();
    // A public-looking site: news.test maps to 127.0.0.1 in the test browser only.
    url = `${site.origin.replace('127.0.0.1', 'news.test')}/corpus/hostile.html?router=${router.origin}`;
    ({ page, tabId } = await ext.openTab(url));
  });

  afterAll(() => ext?.close());

  /** Requests to the local "router" that the page itself did not make. */
  const notByThePage = (): string[] =>
    router.requested.filter((r) => !r.referer?.startsWith(new URL(url).origin)).map((r) => r.path);

  it('cannot make the extension fetch or show addresses in the visitor’s network', async () => {
    const listed = await askExtension<PageImages>(helper, 'images/list', { tabId });
    expect(listed.ok).toBe(true);
    const sources = listed.ok ? listed.value.images.map((i) => i.src) : [];
    expect(sources.some((src) => src.includes(router.origin) || src.includes('169.254'))).toBe(
      false,
    );

    // The list in the popup, rendered: nothing from the router is loaded by extension pages.
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.click('[data-testid=find-images]');
    await popup.waitFor('[data-testid=page-images], [data-testid=no-images]');
    await popup.close();

    // As the right-click menu would hand it over: refused before anything is fetched.
    for (const src of [
      `${router.origin}/admin/snapshot.jpg`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const started = await askExtension<CheckGroup>(helper, 'checks/start-image', { tabId, src });
      expect(started.ok).toBe(true);
      const check = started.ok ? started.value.checks[0] : undefined;
      expect(check).toMatchObject({ status: 'failed', error: { code: 'address-refused' } });
      expect(check?.error?.message).toContain('local network');
    }

    // The image the page shows: its "largest" candidate is the router's, which is never chosen.
    const shown = await page.evaluate(
      () => (document.getElementById('bait') as HTMLImageElement).currentSrc,
      null,
    );
    const started = await askExtension<CheckGroup>(helper, 'checks/start-image', {
      tabId,
      src: shown,
    });
    const id = started.ok ? started.value.ids[0] : undefined;
    await expect
      .poll(async () => {
        const got = await askExtension<CheckGroup>(helper, 'checks/get', { ids: [id] });
        return got.ok ? got.value.checks[0]?.error?.message : undefined;
      })
      .toContain('at least 512x512 px; this one is 300x200 px');

    expect(notByThePage()).toEqual([]);
  });

  it('cannot rewrite the verdict painted on it, nor hide the legend with CSS', async () => {
    await selectElement(page, 'long');
    const started = await askExtension<CheckGroup>(helper, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    expect(started.ok).toBe(true);
    let painted: string[] = [];
    await expect
      .poll(async () => {
        painted = [
          ...(await paintedRanges(helper, tabId, page, 'ai')),
          ...(await paintedRanges(helper, tabId, page, 'human')),
        ];
        return painted.join('').replace(/\s+/g, '');
      })
      .toBe(
        (await page.evaluate(() => document.getElementById('long')?.innerText ?? '', null)).replace(
          /\s+/g,
          '',
        ),
      );
    // Still ours after the page's script has had many turns at the names it guessed.
    const tampered = (): Promise<number> =>
      page.evaluate(() => (window as unknown as { tampered: number }).tampered, null);
    const turns = await tampered();
    await expect.poll(tampered).toBeGreaterThanOrEqual(turns + 5);
    const after = [
      ...(await paintedRanges(helper, tabId, page, 'ai')),
      ...(await paintedRanges(helper, tabId, page, 'human')),
    ];
    expect(after).toEqual(painted);

    const legend = await page.evaluate(() => {
      const host = document.getElementById('authenticity-lens-legend');
      if (!host) return null;
      const style = getComputedStyle(host);
      return { display: style.display, visibility: style.visibility, opacity: style.opacity };
    }, null);
    expect(legend).toEqual({ display: 'block', visibility: 'visible', opacity: '1' });
  });

  it('cannot reach the worker’s account messages or its secrets from the content script’s world', async () => {
    const probe = await ext.probeContentWorld(tabId);
    expect(probe.accountReply).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    // Chromium refuses extension storage to content scripts; Firefox shows it, without secrets.
    expect(probe.storage).not.toContain(DEMO_ACCOUNT.key);
    expect(probe.storage).not.toMatch(/account\.(apiKey|token)|relay\.token/);
    if (name === 'chromium') expect(probe.storage).toMatch(/^refused/);
    // A content script's IndexedDB is the page's: the worker's secret store is not there.
    expect(probe.secretStores).toEqual([]);
  });
});
