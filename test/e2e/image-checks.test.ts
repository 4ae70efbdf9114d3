import type { ImageCheck } from '../../src/shared/checks/check-record.ts';
import { expectKind } from '../support/check-records.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { decodeMask } from '../../src/shared/rle.ts';
import { nearestIndices } from '../../src/shared/mask-scale.ts';
import type { FakeService } from '../fake-service/index.ts';
import { stopExtensionWorker, type ExtensionBrowser } from './support/chromium.ts';
import { askExtension, type Reply } from './support/ask-extension.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';
import { drawImage } from './support/draw-images.ts';
import { heatmapJourney } from './support/heatmap-journey.ts';
import { finishedImageCheck, startImageCheck } from './support/image-check.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { PATIENCE_MS } from './support/patience.ts';
import type { TestRelay } from '../relay/helpers/test-relay.ts';
import type { PageServer } from './support/page-server.ts';

/** Image checks from the extension to the local service, with the mask drawn back on the page. */
describe('image checks in Chromium against the local service', () => {
  let ext: ConfiguredExtension;
  let browser: ExtensionBrowser;
  let pages: PageServer;
  let service: FakeService;
  let relay: TestRelay;
  let page: Page;
  let popup: Page;
  let tabId: number;

  beforeAll(async () => {
    ext = await startConfiguredExtension({
      // Webhook retry waits of 20 ms, 40 ms …: a relay back up is reached again within moments.
      service: { webhookTimeScale: 0.01 },
      // Heatmaps come back by webhook through the relay.
      relay: true,
      // Real files from Chromium's encoders: a photo, a WebP, a thumbnail, a banner too wide.
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
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
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
    await popup.getByTestId('image-result').waitFor();
    expect(await popup.getByTestId('ai-share').textContent()).toMatch(/%$/);
    // The canvas is painted by an effect after it is shown: wait for the pixels, not the element.
    await expect
      .poll(() =>
        popup
          .getByTestId('mask-canvas')
          .first()
          .evaluate((node) => {
            const canvas = node as HTMLCanvasElement;
            const context = canvas.getContext('2d')!;
            const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
            let count = 0;
            for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
            return count;
          }),
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
    await popup.locator('[role=alert][data-kind=invalid-input]').waitFor();
  });

  it('scales an image over the limit down to fit, keeping its aspect ratio', async () => {
    const started = await checkImage('images/wide.png');
    const check = await finished(started.ok ? started.value.ids[0]! : '');
    expect(check).toMatchObject({
      status: 'done',
      image: { naturalWidth: 6200, naturalHeight: 1000, sentWidth: 6000, sentHeight: 967 },
    });
    expect(imageRequests()).toBe(1);
    await popup.getByTestId('image-scaled').waitFor();
    // The service would download the 6200 px original for a heatmap: refused here, no credit.
    const heatmap = await askExtension(popup, 'images/request-heatmap', { id: check.id });
    expect(heatmap).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    // The popup says so in place of the button.
    await popup.getByTestId('heatmap-unavailable').getByText('larger than the service').waitFor();
    expect(await popup.getByTestId('request-heatmap').count()).toBe(0);
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
      await page.evaluate(() => document.getElementById('drawing')?.remove());
    }
  });

  it('lists the page’s images worth checking, and checks one from the list', async () => {
    const list = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    try {
      await list.getByTestId('find-images').click();
      await list.getByTestId('page-images').waitFor();
      const sources = await list
        .locator('[data-testid=page-images] li img')
        .evaluateAll((images) =>
          images.map((img) => new URL((img as HTMLImageElement).src).pathname),
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
      expect(await list.getByTestId('too-small').textContent()).toContain(
        '1 image is under 512 px',
      );
      expect(await list.getByTestId('thumbnail-warning').count()).toBe(1);
      const responsive = list.locator('[data-testid=page-images] li', {
        has: list.locator('img[src$="/images/big.webp"]'),
      });
      expect(await responsive.textContent()).toContain('1200 px wide (largest source)');

      await list
        .locator('[data-testid=page-images] li', {
          has: list.locator('img[src$="/images/ai-bg.jpg"]'),
        })
        .getByTestId('check-image')
        .click();
      // The result of this image, not the one shown before the click.
      await list.locator('[data-testid=image-result][data-src$="/images/ai-bg.jpg"]').waitFor();
      expect(await list.getByTestId('image-result').textContent()).toContain('AI-generated');
      expect(await list.locator('.results .source').textContent()).toBe('Image on A gallery');
    } finally {
      await list.close();
    }
  });

  it('explains an image its site will not share, and offers to ask for access', async () => {
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
      const allow = popup.getByTestId('allow-image-site');
      await allow.waitFor();
      expect(await allow.textContent()).toBe(`Allow reading images from ${new URL(src).host}`);
      // Plain http off 127.0.0.1/localhost is not among the optional permissions: refused.
      await allow.click();
      await popup.getByText('Access was not granted.').waitFor();
    } finally {
      await elsewhere.close();
    }
  });

  it('loses no heatmap to a relay outage and a stopped worker: one request, then the answer', async () => {
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
      await stopExtensionWorker(browser, popup);
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
  });
});
