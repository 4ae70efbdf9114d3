import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRecord, ImageCheck } from '../../src/shared/checks/check-record.ts';
import { expectKind } from '../support/check-records.ts';
import { readOrientation } from '../../src/offscreen/image/exif-orientation.ts';
import type { CheckGroup, PageImages } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import {
  heicGrid,
  heifSequence,
  hugePng,
  icoHolding,
  opaqueShare,
  orientedPhoto,
  quadrantColours,
  QUADRANTS,
  svgWithoutSize,
  tiffScan,
  UPRIGHT,
} from './support/corpus-images.ts';
import { drawImage } from './support/draw-images.ts';
import { compareOverlay } from './support/mask-compare.ts';
import { readOverlayCanvases, type CanvasAlpha } from './support/overlay-pixels.ts';

interface ImageResultShape {
  result: { starts: number[]; lengths: number[] };
  imageInfo: { shape: { width: number; height: number } };
}

const near = (a: readonly number[], b: readonly number[]): boolean =>
  a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 40);

/**
 * Image checks on files made the way cameras, phones and sites make them, placed the way pages
 * place them: what is sent is upright and the best the page offers, the mask lands on the image
 * where the user sees it, pixel for pixel, and every refusal names its real reason.
 */
describe.each(suiteBrowsers())('image checks on real-world files and markup, in %s', (name) => {
  let ext: CrossExtension;
  let helper: DriverPage;
  const files: Record<string, Uint8Array> = {};

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      pageFiles: async (helper) => {
        // "ai" in a file name makes the local service find AI pixels, so there is a mask to draw.
        for (let o = 1; o <= 8; o++)
          files[`/corpus-img/ai-orient-${o}.jpg`] = await orientedPhoto(helper, o);
        const draw = (
          width: number,
          height: number,
          type: 'image/png' | 'image/jpeg' | 'image/webp',
        ) => drawImage(helper, { width, height, type });
        Object.assign(files, {
          '/corpus-img/ai-hero-600.jpg': await draw(600, 400, 'image/jpeg'),
          '/corpus-img/ai-hero-1600.jpg': await draw(1600, 1067, 'image/jpeg'),
          '/corpus-img/ai-square-2400.jpg': await draw(2400, 2400, 'image/jpeg'),
          '/corpus-img/ai-wide-900.webp': await draw(900, 506, 'image/webp'),
          '/corpus-img/ai-wide-1800.webp': await draw(1800, 1012, 'image/webp'),
          '/corpus-img/ai-lazy.jpg': await draw(1000, 750, 'image/jpeg'),
          '/corpus-img/ai-datasrc.jpg': await draw(1000, 750, 'image/jpeg'),
          '/corpus-img/ai-nosize.svg': svgWithoutSize(),
          '/corpus-img/scan.tif': tiffScan(),
          '/corpus-img/IMG_0001.heic': heicGrid(),
          '/corpus-img/burst.heic': heifSequence(),
          '/corpus-img/panorama.png': hugePng(),
          '/corpus-img/ai-icon.ico': icoHolding(await draw(1024, 1024, 'image/png')),
          '/corpus-img/ai-edge-511.png': await draw(511, 800, 'image/png'),
          '/corpus-img/ai-edge-512.png': await draw(512, 512, 'image/png'),
          '/corpus-img/ai-edge-6000.jpg': await draw(6000, 4500, 'image/jpeg'),
          '/corpus-img/ai-edge-6001.jpg': await draw(6001, 4500, 'image/jpeg'),
        });
        return files;
      },
    });
    ({ helper } = ext);
  });

  afterAll(() => ext?.close());

  let opened = 0;
  const openPages: DriverPage[] = [];
  afterEach(async () => {
    await Promise.all(openPages.splice(0).map((page) => page.close()));
  });

  /** A page of the corpus in a tab of its own. */
  const open = async (path: string): Promise<{ page: DriverPage; tabId: number }> => {
    const tab = await ext.openTab(
      ext.pages.url(`corpus/${path}${path.includes('?') ? '&' : '?'}tab=${++opened}`),
    );
    openPages.push(tab.page);
    return tab;
  };

  /** Checks an image as the right-click menu does (the address on screen) and waits for the end. */
  const check = async (tabId: number, src: string): Promise<ImageCheck> => {
    const started = await askExtension<CheckGroup>(helper, 'checks/start-image', {
      tabId,
      src,
      rerun: true,
    });
    if (!started.ok) throw new Error(started.error.message);
    const id = started.value.ids[0]!;
    let record: CheckRecord | undefined;
    await expect
      .poll(async () => {
        const got = await askExtension<CheckGroup>(helper, 'checks/get', { ids: [id] });
        record = got.ok ? got.value.checks[0] : undefined;
        return record?.status;
      })
      .toMatch(/^(done|failed)$/);
    return expectKind(record, 'ai-image');
  };

  const sent = (record: CheckRecord): Uint8Array | undefined =>
    ext.service.control.images.find((image) => image.scanId === record.id)?.bytes;

  /** The one overlay on the page once drawn, compared with the mask the service returned. */
  const expectMaskOnImage = async (
    tabId: number,
    record: ImageCheck,
    shown: { width: number; height: number },
  ): Promise<void> => {
    const result = record.result as ImageResultShape;
    let canvases: CanvasAlpha[] = [];
    // One overlay at the size shown: it is redrawn when a late image load changes the layout.
    await expect
      .poll(async () =>
        (canvases = await readOverlayCanvases(helper, tabId)).map((c) => `${c.width}x${c.height}`),
      )
      .toEqual([`${shown.width}x${shown.height}`]);
    const compared = compareOverlay(canvases[0]!, result.result, result.imageInfo.shape);
    expect(compared.mismatches).toBe(0);
    expect(compared.painted).toBeGreaterThan(0);
  };

  describe('camera photos with EXIF orientation', () => {
    it.each([1, 2, 3, 4, 5, 6, 7, 8])(
      'orientation %i: upright pixels sent, mask over the picture as shown',
      async (orientation) => {
        const path = `/corpus-img/ai-orient-${orientation}.jpg`;
        const { tabId } = await open(`photo.html?src=${path}&width=384`);
        const record = await check(tabId, ext.pages.url(path));
        expect(record.status, record.error?.message).toBe('done');
        expect(record.image).toMatchObject({ naturalWidth: 768, naturalHeight: 576 });
        const bytes = sent(record)!;
        // The service reads stored pixels: they must be the upright picture, with no turn left.
        expect(readOrientation(bytes) ?? 1).toBe(1);
        const decoded = await quadrantColours(helper, bytes);
        expect({ width: decoded.width, height: decoded.height }).toEqual(UPRIGHT);
        const expected = [
          QUADRANTS.topLeft,
          QUADRANTS.topRight,
          QUADRANTS.bottomLeft,
          QUADRANTS.bottomRight,
        ];
        decoded.colours.forEach((colour, i) =>
          expect(near(colour, expected[i]!), `quadrant ${i}: ${colour.join(',')}`).toBe(true),
        );
        if (orientation === 1)
          expect(Buffer.from(bytes).equals(Buffer.from(files[path]!))).toBe(true);
        expect((record.result as ImageResultShape).imageInfo.shape).toEqual(UPRIGHT);
        await expectMaskOnImage(tabId, record, { width: 384, height: 288 });
        // In the popup too: the mask has the proportions of the picture it is laid over.
        const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
        openPages.push(popup);
        await popup.waitFor('[data-testid=mask-canvas]');
        const popupShapes = await popup.evaluate(async () => {
          const img = document.querySelector<HTMLImageElement>('.mask-image')!;
          await img.decode();
          const mask = document.querySelector<HTMLCanvasElement>('[data-testid="mask-canvas"]')!;
          return {
            image: img.naturalWidth / img.naturalHeight,
            mask: mask.width / mask.height,
          };
        }, null);
        expect(popupShapes.mask).toBeCloseTo(popupShapes.image, 2);
        expect(popupShapes.image).toBeCloseTo(UPRIGHT.width / UPRIGHT.height, 2);
      },
    );
  });

  describe('responsive images and lazy loading', () => {
    it('srcset: the right-click address (600 px, too small) becomes the 1600 px file, drawn on the image', async () => {
      const { page, tabId } = await open('photo-story.html');
      const shownSrc = await page.evaluate(
        () => (document.getElementById('hero') as HTMLImageElement).currentSrc,
        null,
      );
      expect(shownSrc).toContain('ai-hero-600.jpg');
      const record = await check(tabId, shownSrc);
      expect(record.status, record.error?.message).toBe('done');
      expect(record.image?.src).toBe(ext.pages.url('/corpus-img/ai-hero-1600.jpg'));
      expect(await quadrantColours(helper, sent(record)!)).toMatchObject({
        width: 1600,
        height: 1067,
      });
      await expectMaskOnImage(tabId, record, { width: 300, height: 200 });
    });

    it('picture: the largest file of the source shown, never another crop', async () => {
      const { page, tabId } = await open('photo-story.html');
      const shownSrc = await page.evaluate(
        () => (document.getElementById('art-img') as HTMLImageElement).currentSrc,
        null,
      );
      expect(shownSrc).toContain('ai-wide-900.webp');
      const record = await check(tabId, shownSrc);
      expect(record.status, record.error?.message).toBe('done');
      expect(record.image?.src).toBe(ext.pages.url('/corpus-img/ai-wide-1800.webp'));
      await expectMaskOnImage(tabId, record, { width: 450, height: 253 });
    });

    it('lazy images are listed before they load, and checked and drawn where they sit', async () => {
      const { tabId } = await open('photo-story.html');
      const listed = await askExtension<PageImages>(helper, 'images/list', { tabId });
      expect(listed.ok).toBe(true);
      const images = listed.ok ? listed.value.images : [];
      const lazy = images.find((i) => i.src.endsWith('/corpus-img/ai-lazy.jpg'));
      const scripted = images.find((i) => i.src.endsWith('/corpus-img/ai-datasrc.jpg'));
      expect(lazy).toMatchObject({ waiting: true, shownWidth: 600, shownHeight: 450 });
      expect(scripted).toMatchObject({ waiting: true, shownWidth: 600, shownHeight: 450 });
      // A drawing is offered whatever its shown size: it is drawn at 512 px or more to check it.
      expect(images.find((i) => i.src.endsWith('ai-nosize.svg'))).toMatchObject({
        naturalWidth: 0,
      });
      // A picture that failed to load is not offered as one still to come.
      expect(images.some((i) => i.src.includes('deleted-long-ago'))).toBe(false);
      // The hero is offered at its largest source, already loaded.
      expect(images.find((i) => i.src.endsWith('ai-hero-1600.jpg'))).toMatchObject({
        naturalWidth: 1600,
      });
      expect(images.find((i) => i.src.endsWith('ai-hero-1600.jpg'))?.waiting).toBeUndefined();
      const record = await check(tabId, scripted!.src);
      expect(record.status, record.error?.message).toBe('done');
      await expectMaskOnImage(tabId, record, { width: 600, height: 450 });
    });

    it('SVG with no size: drawn at the size the page shows it, filling the file sent', async () => {
      const { tabId } = await open('photo-story.html');
      const record = await check(tabId, ext.pages.url('/corpus-img/ai-nosize.svg'));
      expect(record.status, record.error?.message).toBe('done');
      const bytes = sent(record)!;
      expect(await quadrantColours(helper, bytes)).toMatchObject({ width: 1024, height: 512 });
      expect(await opaqueShare(helper, bytes)).toBeGreaterThan(0.99);
      await expectMaskOnImage(tabId, record, { width: 400, height: 200 });
    });
  });

  describe('formats and sizes: checked, converted, or refused with the real reason', () => {
    const refused = async (path: string, message: RegExp): Promise<void> => {
      const { tabId } = await open(`photo.html?src=${path}`);
      const record = await check(tabId, ext.pages.url(path));
      expect(record.status).toBe('failed');
      expect(record.error?.message).toMatch(message);
      expect(sent(record)).toBeUndefined();
    };

    it('TIFF: named, with what to do', () =>
      refused('/corpus-img/scan.tif', /^This is a TIFF image, .*Save it as PNG or JPEG/));

    it('an iPhone HEIC grid: its real 48 MP size, not its first tile, refused before sending', () =>
      refused(
        '/corpus-img/IMG_0001.heic',
        /This HEIC is 8064x6048 px \(48\.8 MP\), more than the 6000x4500 px/,
      ));

    it('a HEIF image sequence: said to be one', () =>
      refused('/corpus-img/burst.heic', /image sequence \(a burst or a Live Photo\)/));

    it('a 65536x65536 PNG: its size, not its format', () =>
      refused(
        '/corpus-img/panorama.png',
        /This PNG is 65536x65536 px .*too large for the browser to open/,
      ));

    it('under 512 px on one side: its size', () =>
      refused('/corpus-img/ai-edge-511.png', /at least 512x512 px; this one is 511x800 px/));

    it('an icon file holding a PNG: its PNG sent as it is', async () => {
      const { tabId } = await open('photo.html?src=/corpus-img/ai-icon.ico');
      const record = await check(tabId, ext.pages.url('/corpus-img/ai-icon.ico'));
      expect(record.status, record.error?.message).toBe('done');
      const bytes = sent(record)!;
      expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      expect(record.image).toMatchObject({ sentWidth: 1024, sentHeight: 1024 });
    });

    it('exactly 512x512 and exactly 6000x4500: sent as they are', async () => {
      for (const path of ['/corpus-img/ai-edge-512.png', '/corpus-img/ai-edge-6000.jpg']) {
        const { tabId } = await open(`photo.html?src=${path}&width=400`);
        const record = await check(tabId, ext.pages.url(path));
        expect(record.status, record.error?.message).toBe('done');
        expect(Buffer.from(sent(record)!).equals(Buffer.from(files[path]!))).toBe(true);
      }
    });

    it('6001x4500: scaled to fit, keeping its proportions, and drawn over the image', async () => {
      const { tabId } = await open('photo.html?src=/corpus-img/ai-edge-6001.jpg&width=600');
      const record = await check(tabId, ext.pages.url('/corpus-img/ai-edge-6001.jpg'));
      expect(record.status, record.error?.message).toBe('done');
      expect(record.image).toMatchObject({ naturalWidth: 6001, sentWidth: 6000, sentHeight: 4499 });
      await expectMaskOnImage(tabId, record, { width: 600, height: 450 });
    });
  });
});
