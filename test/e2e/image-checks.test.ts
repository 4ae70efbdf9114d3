import type { ImageCheck } from '../../src/shared/checks/check-record.ts';
import { expectKind } from '../support/check-records.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { decodeMask } from '../../src/shared/mask/rle.ts';
import { nearestIndices } from '../../src/shared/mask/mask-scale.ts';
import type { FakeService } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension, type Reply } from './support/ask-extension.ts';
import { drawImage } from './support/draw-images.ts';
import { heatmapJourney } from './support/heatmap-journey.ts';
import { finishedImageCheck, startImageCheck } from './support/image-check.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { PATIENCE_MS } from './support/patience.ts';
import type { TestRelay } from '../relay/helpers/test-relay.ts';
import type { PageServer } from './support/page-server.ts';

/** Image checks from the extension to the local service, with the mask drawn back on the page. */
describe.each(suiteBrowsers())('image checks against the local service, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let pages: PageServer;
  let service: FakeService;
  let relay: TestRelay;
  let page: DriverPage;
  let popup: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Webhook retry waits of 20 ms, 40 ms …: a relay back up is reached again within moments.
      service: { webhookTimeScale: 0.01 },
      // Heatmaps come back by webhook through the relay.
      relay: { scanSettings: {} },
      // Real files from the browser's own encoders: a photo, a WebP, a thumbnail, a banner too wide.
      // ("ai" in a file name makes the local service find AI pixels in it.)
      pageFiles: async (helper) => ({
        '/images/ai-photo.jpg': await drawImage(helper, {
          width: 1024,
          height: 768,
          type: 'image/jpeg',
        }),
        '/images/web.webp': await drawImage(helper, {
          width: 800,
          height: 600,
          type: 'image/webp',
        }),
        '/images/small.png': await drawImage(helper, {
          width: 300,
          height: 300,
          type: 'image/png',
        }),
        // A vector drawing 400x300 in its own units, with "ai" in its name.
        '/images/ai-drawing.svg': new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
            '<rect width="400" height="300" fill="#3a6"/><circle cx="200" cy="150" r="90" fill="#fc3"/></svg>',
        ),
        '/images/wide.png': await drawImage(helper, {
          width: 6200,
          height: 1000,
          type: 'image/png',
        }),
        // The CSS background and the srcset's largest source of images.html.
        '/images/ai-bg.jpg': await drawImage(helper, {
          width: 900,
          height: 700,
          type: 'image/jpeg',
        }),
        '/images/big.webp': await drawImage(helper, {
          width: 1200,
          height: 900,
          type: 'image/webp',
        }),
      }),
    });
    ({ browser, pages, service, relay } = ext);
    ({ page, tabId } = await ext.openTab(pages.url('images.html')));
    // (expect.poll is for tests, not hooks.)
    while (!(await page.evaluate(() => [...document.images].every((img) => img.complete), null)))
      await new Promise((resolve) => setTimeout(resolve, 50));
    popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
  });

  afterAll(() => ext?.close());

  beforeEach(() => service.control.clearLogs());

  const checkImage = (path: string): Promise<Reply<CheckGroup>> =>
    startImageCheck(popup, tabId, pages.url(path));
  const finished = (id: string): Promise<ImageCheck> => finishedImageCheck(popup, id);

  const imageRequests = (): number =>
    service.control.requests.filter((r) => r.path.includes('/ai-image-detector/')).length;
  const heatmapRequests = (): number =>
    service.control.requests.filter((r) => r.path.includes('/ai-image-detector-async/')).length;

  it('checks a JPEG and draws its mask over the image, pixel for pixel', async () => {
    const started = await checkImage('images/ai-photo.jpg');
    expect(started.ok).toBe(true);
    const check = await finished(started.ok ? started.value.ids[0]! : '');
    expect(check).toMatchObject({ status: 'done', image: { sentWidth: 1024, sentHeight: 768 } });
    const result = check.result as {
      result: { starts: number[]; lengths: number[] };
      imageInfo: { shape: { width: number; height: number } };
    };
    expect(result.imageInfo.shape).toEqual({ width: 1024, height: 768 });

    // The popup shows the image, the shares and the mask canvas.
    await popup.waitFor('[data-testid=image-result]');
    expect(await popup.text('[data-testid=ai-share]')).toMatch(/%$/);
    // The canvas is painted by an effect after it is shown: wait for the pixels, not the element.
    await expect
      .poll(() =>
        popup.evaluate(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('[data-testid=mask-canvas]');
          const data = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
          let count = 0;
          for (let i = 3; i < (data?.data.length ?? 0); i += 4) if (data?.data[i]) count++;
          return count;
        }, null),
      )
      .toBeGreaterThan(0);

    // The page overlay is the decoded mask, scaled to the displayed 512x384 image.
    const mask = decodeMask(result.result, result.imageInfo.shape);
    expect(mask.ok).toBe(true);
    let canvases: Awaited<ReturnType<typeof readOverlayCanvases>> = [];
    await expect
      .poll(async () =>
        (canvases = await readOverlayCanvases(popup, tabId)).map((c) => `${c.width}x${c.height}`),
      )
      .toEqual(['512x384']);
    const [canvas] = canvases;
    const xs = nearestIndices(1024, canvas!.width);
    const ys = nearestIndices(768, canvas!.height);
    let mismatches = 0;
    let painted = 0;
    for (let y = 0; y < canvas!.height; y++) {
      for (let x = 0; x < canvas!.width; x++) {
        const expected = mask.ok && mask.value[ys[y]! * 1024 + xs[x]!] === 1;
        const actual = canvas!.painted[y * canvas!.width + x] === '1';
        if (actual) painted++;
        if (expected !== actual) mismatches++;
      }
    }
    expect(mismatches).toBe(0);
    expect(painted).toBeGreaterThan(0);
  });

  it('asks for a heatmap: shown graded in the popup and over the image, kept in history', () =>
    heatmapJourney({ ext, tabId, popup }));

  it('checks a WebP image', async () => {
    const started = await checkImage('images/web.webp');
    const check = await finished(started.ok ? started.value.ids[0]! : '');
    expect(check).toMatchObject({ status: 'done', image: { sentWidth: 800, sentHeight: 600 } });
  });

  it('refuses an image under 512 px with its size, without calling the service', async () => {
    const started = await checkImage('images/small.png');
    const check = await finished(started.ok ? started.value.ids[0]! : '');
    expect(check.status).toBe('failed');
    expect(check.error?.message).toContain('at least 512x512 px; this one is 300x300 px');
    expect(imageRequests()).toBe(0);
    await popup.waitFor('[role=alert][data-kind=invalid-input]');
  });

  it('scales an image over the limit down to fit, keeping its aspect ratio', async () => {
    const started = await checkImage('images/wide.png');
    const check = await finished(started.ok ? started.value.ids[0]! : '');
    expect(check).toMatchObject({
      status: 'done',
      image: { naturalWidth: 6200, naturalHeight: 1000, sentWidth: 6000, sentHeight: 967 },
    });
    expect(imageRequests()).toBe(1);
    await popup.waitFor('[data-testid=image-scaled]');
    // The service would download the 6200 px original for a heatmap: refused here, no credit.
    const heatmap = await askExtension(popup, 'images/request-heatmap', { id: check.id });
    expect(heatmap).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    // The popup says so in place of the button.
    expect(await popup.text('[data-testid=heatmap-unavailable]')).toContain(
      'larger than the service',
    );
    expect(await popup.count('[data-testid=request-heatmap]')).toBe(0);
    expect(heatmapRequests()).toBe(0);
    // The mask (at the size sent) is drawn over the displayed 620x100 banner.
    await expect
      .poll(async () =>
        (await readOverlayCanvases(popup, tabId)).map((c) => `${c.width}x${c.height}`),
      )
      .toContain('620x100');
  });

  it('converts an SVG drawing to PNG through the page, at the service’s minimum size or more', async () => {
    await page.evaluate((address) => {
      const img = document.createElement('img');
      img.id = 'drawing';
      img.src = address;
      img.width = 400;
      img.height = 300;
      document.body.append(img);
      return img.decode();
    }, pages.url('images/ai-drawing.svg'));
    try {
      const started = await checkImage('images/ai-drawing.svg');
      const check = await finished(started.ok ? started.value.ids[0]! : '');
      // Drawn at 683x512: the 400x300 drawing scaled up (losslessly) to the 512 px minimum.
      expect(check).toMatchObject({
        status: 'done',
        image: { sentWidth: 683, sentHeight: 512, original: { refit: ['format'] } },
      });
      const sent = service.control.requests.find((r) => r.path.includes('/ai-image-detector/'));
      expect(sent).toBeDefined();
      await expect
        .poll(async () =>
          (await readOverlayCanvases(popup, tabId)).map((c) => `${c.width}x${c.height}`),
        )
        .toContain('400x300');
    } finally {
      await page.evaluate(() => document.getElementById('drawing')?.remove(), null);
    }
  });

  it('lists the page’s images worth checking, and checks one from the list', async () => {
    const list = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    try {
      await list.click('[data-testid=find-images]');
      await list.waitFor('[data-testid=page-images] li');
      const sources = await list.evaluate(
        () =>
          [...document.querySelectorAll<HTMLImageElement>('[data-testid=page-images] li img')].map(
            (img) => new URL(img.src).pathname,
          ),
        null,
      );
      // Largest first; the srcset's largest source, the CSS background; not the 300 px thumbnail.
      expect(sources.sort()).toEqual(
        [
          '/images/ai-photo.jpg',
          '/images/ai-bg.jpg',
          '/images/big.webp',
          '/images/web.webp',
          '/images/wide.png',
        ].sort(),
      );
      // The web search has no minimum: the way to it is said.
      expect(await list.text('[data-testid=too-small]')).toBe(
        '1 image is under 512 px, too small to check for AI; right-click it to find it on the web.',
      );
      expect(await list.count('[data-testid=thumbnail-warning]')).toBe(1);
      const itemOf = (file: string): string =>
        `[data-testid=page-images] li:has(img[src$="/images/${file}"])`;
      expect(await list.text(itemOf('big.webp'))).toContain('1200 px wide (largest source)');

      await list.click(`${itemOf('ai-bg.jpg')} [data-testid=check-image]`);
      // The result of this image, not the one shown before the click.
      await list.waitFor('[data-testid=image-result][data-src$="/images/ai-bg.jpg"]');
      expect(await list.text('[data-testid=image-result]')).toContain('AI-generated');
      // The card says which image it is about.
      expect(await list.text('.results .source')).toBe('ai-bg.jpg on A gallery');
    } finally {
      await list.close();
    }
  });

  it('explains an image its site will not share, and says when access cannot be asked for', async () => {
    // Another site, with no CORS header, that the extension has no host access to.
    const elsewhere = await ext.startPageServer(
      {
        '/images/elsewhere.jpg': await drawImage(page, {
          width: 640,
          height: 640,
          type: 'image/jpeg',
        }),
      },
      '::1',
    );
    try {
      const src = elsewhere.url('images/elsewhere.jpg');
      await page.evaluate((address) => {
        const img = document.createElement('img');
        img.src = address;
        document.body.append(img);
      }, src);
      const started = await askExtension<CheckGroup>(popup, 'checks/start-image', { tabId, src });
      const check = await finished(started.ok ? started.value.ids[0]! : '');
      expect(check).toMatchObject({
        status: 'failed',
        error: { kind: 'permission', code: 'host-access' },
      });
      expect(imageRequests()).toBe(0);
      // Plain http off 127.0.0.1/localhost is not among the optional permissions: said so,
      // with no button that could not work.
      expect(await popup.text('[data-testid=site-not-grantable]')).toBe(
        `${new URL(src).host} is a plain http site: Authenticity Lens cannot be allowed to read it.`,
      );
      expect(await popup.count('[data-testid=allow-image-site]')).toBe(0);
    } finally {
      await elsewhere.close();
    }
  });

  // Chromium only: Firefox does not suspend its event page while it follows the relay for a
  // heatmap (measured: the same one after 120 s with a 15 s idle time); firefox-suspension.test.ts
  // covers its start after a suspension.
  it.runIf(name === 'chromium')(
    'loses no heatmap to a relay outage and a stopped worker: one request, then the answer',
    async () => {
      const started = await checkImage('images/web.webp');
      const check = await finished(started.ok ? started.value.ids[0]! : '');
      await relay.stop();
      let relayUp = false;
      try {
        const asked = await askExtension(popup, 'images/request-heatmap', { id: check.id });
        expect(asked.ok).toBe(true);
        // Submitted; the service's webhook cannot reach the relay and is retried.
        await expect.poll(() => heatmapRequests()).toBe(1);
        await expect
          .poll(async () => {
            const r = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [check.id] });
            return r.ok ? expectKind(r.value.checks[0], 'ai-image').heatmap?.phase : undefined;
          })
          .toBe('waiting');
        await browser.restartBackground(popup);
        await relay.restart();
        relayUp = true;
        // The service's retries have backed off while the relay was down; their waits are not what
        // this test is about (and grow with how slow the machine is): bring the next one forward.
        service.control.retryDeliveriesNow();
        await service.control.waitForDelivery((d) => d.kind === 'aiImage' && d.ok, {
          timeoutMs: PATIENCE_MS,
        });
        // The next message wakes the worker, which goes on from the stored scan id and cursor.
        await popup.reload();
        await expect
          .poll(async () => {
            const r = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [check.id] });
            return r.ok ? expectKind(r.value.checks[0], 'ai-image').heatmap?.phase : undefined;
          })
          .toBe('done');
        expect(heatmapRequests()).toBe(1);
      } finally {
        if (!relayUp) await relay.restart();
      }
    },
  );
});
