/**
 * The core journeys, in Chromium and in Firefox alike, through the drivers of test/e2e/browsers:
 * a describe per browser. Real-world corpora and hostile pages have cross-browser files of their
 * own; what only one browser can do (stop a service worker over CDP) stays in Chromium files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { gradientPng, svgWithoutSize } from './support/corpus-images.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { JOURNEY_SCAN_SETTINGS } from './support/url-scan-journey.ts';

const GALLERY = new TextEncoder().encode(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A small gallery</title></head>
  <body><h1>Pictures</h1>
  <img id="photo" src="/cross/ai-photo.png" width="768" height="576" alt="A photo">
  <img id="drawing" src="/cross/drawing.svg" width="800" height="400" alt="A drawing">
  <img id="thumb" src="/cross/thumb.png" width="300" height="300" alt="A thumbnail">
  <img id="banner" src="/cross/ai-banner.png" width="620" height="100" alt="A very wide banner">
  </body></html>`,
);

/**
 * A page of the browser itself, which no extension may script. (Firefox's about: pages other
 * than about:blank cannot be opened over WebDriver BiDi.)
 */
const BROWSER_PAGE = { chromium: 'chrome://version/', firefox: 'about:blank' } as const;

interface CheckState {
  status: string;
  error?: { message: string };
  result?: unknown;
}

describe.each(suiteBrowsers())('in %s', (name) => {
  let ext: CrossExtension;
  /** The page server's files; it reads them per request, so a test may add one it drew. */
  const files: Record<string, Uint8Array> = {
    '/cross/gallery.html': GALLERY,
    '/cross/ai-photo.png': gradientPng(768, 576),
    '/cross/drawing.svg': svgWithoutSize(),
    '/cross/thumb.png': gradientPng(300, 300),
    '/cross/ai-banner.png': gradientPng(6200, 1000),
  };

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
      pageFiles: files,
    });
  });

  afterAll(() => ext?.close());

  const popupFor = (tabId: number): Promise<DriverPage> =>
    ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);

  const checkOf = async (id: string): Promise<CheckState | undefined> => {
    const reply = await ext.ask<{ checks: CheckState[] }>('checks/get', { ids: [id] });
    return reply.ok ? reply.value.checks[0] : undefined;
  };

  /** Starts a check as the popup does; its id. */
  const start = async (type: string, payload: object): Promise<string> => {
    const started = await ext.ask<{ ids: string[] }>(type, payload);
    if (!started.ok) throw new Error(started.error.message);
    return started.value.ids[0] ?? '';
  };

  /** Selects the whole text of the page's element with this id. */
  const selectContents = (page: DriverPage, elementId: string): Promise<void> =>
    page.evaluate((target) => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById(target) ?? document.body);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }, elementId);

  const finished = async (id: string): Promise<CheckState> => {
    await expect.poll(async () => (await checkOf(id))?.status).toMatch(/^(done|failed)$/);
    const check = await checkOf(id);
    if (!check) throw new Error(`no check ${id}`);
    return check;
  };

  it('saves the account in the options page, where no content script can read the key', async () => {
    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.fill('input[name=email]', DEMO_ACCOUNT.email);
    await options.fill('input[name=api-key]', DEMO_ACCOUNT.key);
    await options.click('form:has(input[name=api-key]) button[type=submit]');
    await expect.poll(() => options.text('[data-testid=key-state]')).toBe('An API key is saved.');
    await options.close();

    const page = await ext.browser.openPage(ext.pages.url('essay.html'));
    const probe = await ext.probeContentWorld(await ext.tabIdOf(ext.pages.url('essay.html')));
    // Chromium refuses extension storage to content scripts; Firefox shows it, without secrets.
    expect(probe.storage).not.toContain(DEMO_ACCOUNT.key);
    expect(probe.storage).not.toMatch(/account\.(apiKey|token)|relay\.token/);
    // A content script's IndexedDB is the page's: the worker's secret store is not there.
    expect(probe.secretStores).toEqual([]);
    await page.close();
  });

  it('checks part of a paragraph: the result in the popup, the sections marked on the page', async () => {
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    const tabId = await ext.tabIdOf(url);
    // From the middle of a word near the start to the middle of one near the end.
    const selected = await page.evaluate(() => {
      const text = document.getElementById('long')?.firstChild;
      if (!text) throw new Error('no paragraph');
      const range = document.createRange();
      range.setStart(text, 40);
      range.setEnd(text, (text.textContent ?? '').length - 60);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return getSelection()?.toString().length ?? 0;
    }, null);
    expect(selected).toBeGreaterThan(255);

    const popup = await popupFor(tabId);
    await popup.waitFor('[data-testid=selection-text]');
    await popup.click('[data-testid=check-selection]');
    await popup.waitFor('[data-testid=ai-share]');
    expect(await popup.text('[data-testid=ai-share]')).toMatch(/\d+%/);
    // Painted with the CSS Custom Highlight API: the page's DOM is left as it was.
    await expect.poll(() => page.evaluate(() => CSS.highlights.size, null)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.querySelectorAll('mark').length, null)).toBe(0);
    // The legend, styled by its adopted stylesheet (Firefox 140 needs a way round its Xray).
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.getElementById('authenticity-lens-legend')?.getBoundingClientRect().width ?? 0,
          null,
        ),
      )
      .toBeGreaterThan(0);
    await popup.click('[data-testid=clear-highlights]');
    await expect.poll(() => page.evaluate(() => CSS.highlights.size, null)).toBe(0);
    await popup.close();
    await page.close();
  });

  it('refuses a too-short selection with its length, without calling the service', async () => {
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    await selectContents(page, 'short');
    const before = ext.service.control.requests.length;
    const id = await start('checks/start-text', {
      tabId: await ext.tabIdOf(url),
      source: 'selection',
      kinds: ['ai-text'],
    });
    const refused = await finished(id);
    expect(refused.status).toBe('failed');
    expect(refused.error?.message).toMatch(/needs at least 255 characters; this has 40/);
    const checksAsked = ext.service.control.requests
      .slice(before)
      .filter((r) => r.path.includes('/writer-detector/'));
    expect(checksAsked).toEqual([]);
    await page.close();
  });

  it('waits out a 429 from the service and then has the result', async () => {
    ext.service.control.faults.add({ route: '/writer-detector/', kind: 'status', status: 429 });
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    const id = await start('checks/start-text', {
      tabId: await ext.tabIdOf(url),
      source: 'page',
      kinds: ['ai-text'],
      rerun: true,
    });
    expect((await finished(id)).status).toBe('done');
    const statuses = ext.service.control.requests
      .filter((r) => r.path.includes('/writer-detector/'))
      .map((r) => r.status);
    expect(statuses.slice(-2)).toEqual([429, 200]);
    await page.close();
  });

  it('checks the whole page, and lists the checks in the options history', async () => {
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    const popup = await popupFor(await ext.tabIdOf(url));
    await popup.click('[data-testid=check-page]');
    await popup.waitFor('[data-testid=ai-share]');
    expect(await popup.text('[data-testid=marked-text]')).toContain('Walking the coast');
    await popup.close();

    const options = await ext.browser.openExtensionPage('src/options/index.html');
    await options.waitFor('[data-testid=history] li');
    const count = await options.evaluate(
      () => document.querySelectorAll('[data-testid=history] li').length,
      null,
    );
    expect(count).toBeGreaterThanOrEqual(2);
    await options.close();
    await page.close();
  });

  it('checks an image and draws its mask over it; draws an SVG in the page to check it', async () => {
    const url = ext.pages.url('cross/gallery.html');
    const page = await ext.browser.openPage(url);
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((i) => i.complete), null))
      .toBe(true);
    const tabId = await ext.tabIdOf(url);
    for (const [src, overlay] of [
      ['/cross/ai-photo.png', true],
      ['/cross/drawing.svg', false],
    ] as const) {
      const id = await start('checks/start-image', {
        tabId,
        src: ext.pages.url(src.slice(1)),
      });
      const check = await finished(id);
      expect(check.error?.message, src).toBeUndefined();
      expect(check.status, src).toBe('done');
      if (overlay) {
        // Drawn again on request: the content script answers how many it drew.
        const drawn = await ext.ask<{ applied: number }>('checks/highlight', {
          ids: [id],
        });
        expect(drawn).toEqual({ ok: true, value: { applied: 1 } });
        // At the size shown, under its closed shadow root (pixels: real-world-images.test.ts).
        const canvases = await readOverlayCanvases(ext.helper, tabId);
        expect(canvases.map((c) => `${c.width}x${c.height}`)).toEqual(['768x576']);
        expect(canvases[0]?.painted).toContain('1');
      }
    }
    const logged = await ext.ask<{ entries: { level: string; area: string; message: string }[] }>(
      'log/get',
      {},
    );
    const errors = logged.ok ? logged.value.entries.filter((e) => e.level === 'error') : [];
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses an image under 512 px, and scales one over the limit down in the background', async () => {
    const url = ext.pages.url('cross/gallery.html');
    const page = await ext.browser.openPage(url);
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((i) => i.complete), null))
      .toBe(true);
    const tabId = await ext.tabIdOf(url);
    const imageRequests = (): number =>
      ext.service.control.requests.filter((r) => r.path.includes('/ai-image-detector/')).length;
    const check = async (src: string): Promise<CheckState & { image?: unknown }> => {
      const id = await start('checks/start-image', {
        tabId,
        src: ext.pages.url(src),
      });
      return finished(id);
    };
    const before = imageRequests();
    const small = await check('cross/thumb.png');
    expect(small.status).toBe('failed');
    expect(small.error?.message).toContain('at least 512x512 px; this one is 300x300 px');
    expect(imageRequests()).toBe(before);
    // Scaled with OffscreenCanvas where the extension's background runs (a Firefox event page).
    const wide = await check('cross/ai-banner.png');
    expect(wide).toMatchObject({
      status: 'done',
      image: { naturalWidth: 6200, naturalHeight: 1000, sentWidth: 6000, sentHeight: 967 },
    });
    expect(imageRequests()).toBe(before + 1);
    await page.close();
  });

  it('checks a WebP image the browser encoded', async () => {
    // Drawn and encoded by this browser's own WebP encoder, in an extension page.
    const base64 = await ext.helper.evaluate(async () => {
      const canvas = new OffscreenCanvas(800, 600);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const fill = context.createLinearGradient(0, 0, 800, 600);
      fill.addColorStop(0, '#c33');
      fill.addColorStop(1, '#39c');
      context.fillStyle = fill;
      context.fillRect(0, 0, 800, 600);
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { type: blob.type, data: btoa(binary) };
    }, null);
    expect(base64.type).toBe('image/webp');
    files['/cross/ai-web.webp'] = Buffer.from(base64.data, 'base64');
    const url = ext.pages.url('cross/gallery.html');
    const page = await ext.browser.openPage(url);
    const id = await start('checks/start-image', {
      tabId: await ext.tabIdOf(url),
      src: ext.pages.url('cross/ai-web.webp'),
    });
    const check = await finished(id);
    expect(check).toMatchObject({ status: 'done', image: { sentWidth: 800, sentHeight: 600 } });
    await page.close();
  });

  it('asks for a heatmap: answered through the relay, drawn graded in the popup', async () => {
    const url = ext.pages.url('cross/gallery.html');
    const page = await ext.browser.openPage(url);
    const tabId = await ext.tabIdOf(url);
    const popup = await popupFor(tabId);
    const id = await start('checks/start-image', {
      tabId,
      src: ext.pages.url('cross/ai-photo.png'),
    });
    expect((await finished(id)).status).toBe('done');
    await popup.click('[data-testid=heatmap-panel] [data-testid=request-heatmap]');
    await popup.waitFor('[data-testid=heatmap-canvas]');
    // Painted by an effect after the canvas shows: wait for graded pixels.
    await expect
      .poll(() =>
        popup.evaluate(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=heatmap-canvas]');
          const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
          const alphas = new Set<number>();
          for (let i = 3; i < (data?.data.length ?? 0); i += 4) alphas.add(data?.data[i] ?? 0);
          return alphas.size;
        }, null),
      )
      .toBeGreaterThan(20);
    const stored = await ext.ask<{ checks: { heatmap?: { phase: string } }[] }>('checks/get', {
      ids: [id],
    });
    expect(stored.ok && stored.value.checks[0]?.heatmap?.phase).toBe('done');
    await popup.close();
    await page.close();
  });

  it('scans the page for plagiarism through the relay', async () => {
    const url = ext.pages.url('essay.html');
    const page = await ext.browser.openPage(url);
    const popup = await popupFor(await ext.tabIdOf(url));
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-score]');
    expect(await popup.text('[data-testid=scan-source-count]')).toBe('1');
    await popup.click('[data-testid=scan-export]');
    await popup.waitFor('[data-testid=scan-export-state][data-status=completed]');
    await popup.close();
    await page.close();
  });

  it('explains that a browser page cannot be checked', async () => {
    const page = await ext.browser.openPage(BROWSER_PAGE[name]);
    const popup = await popupFor(await ext.newestTabId());
    const alert = '[role=alert][data-kind=permission]';
    await popup.waitFor(alert);
    // Firefox hides the address of a tab not granted: its answer covers both cases.
    expect(await popup.text(alert)).toMatch(
      /Browser pages and the (web store|add-on stores) cannot be checked/,
    );
    await popup.close();
    await page.close();
  });
});
