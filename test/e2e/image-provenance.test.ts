import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImagePlagiarismCheck } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import type { FakeService } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension, type Reply } from './support/ask-extension.ts';
import { heicGrid } from './support/corpus-images.ts';
import { drawImage } from './support/draw-images.ts';
import { finishedCheck, finishedImageCheck, startImageCheck } from './support/image-check.ts';
import type { PageServer } from './support/page-server.ts';
import { compareLayeredOverlay } from './support/mask-compare.ts';
import { readOverlayCanvases } from './support/overlay-pixels.ts';
import { OBJECT_COLOURS } from '../../src/shared/image/object-colours.ts';

/** A 24-bit BMP of `width`x`height` (a gradient): the format canvases cannot write. */
function bmpFile(width: number, height: number): Uint8Array {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 54 + y * row + x * 3;
      file[at] = (x * 255) / width;
      file[at + 1] = (y * 255) / height;
      file[at + 2] = 120;
    }
  }
  return new Uint8Array(file);
}

/**
 * "Where else is this image on the web", from the extension to the local service: the web
 * search's own limits, one card with the AI answer, answers from history, nothing sent when refused.
 */
describe.each(suiteBrowsers())('finding an image on the web, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let pages: PageServer;
  let service: FakeService;
  let popup: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // Credits are spent, so the cost on the buttons is the real one.
      sandbox: false,
      pageFiles: async (helper) => ({
        '/images/copied-harbour.jpg': await drawImage(helper, {
          width: 1280,
          height: 854,
          type: 'image/jpeg',
        }),
        '/images/unique-crew.png': await drawImage(helper, {
          width: 800,
          height: 600,
          type: 'image/png',
        }),
        '/images/objects-street.jpg': await drawImage(helper, {
          width: 1024,
          height: 768,
          type: 'image/jpeg',
        }),
        // 3000x2300 px of 24-bit pixels: 20.7 MB, over the web search's "under 20 MB".
        '/images/scan.bmp': bmpFile(3000, 2300),
        // An iPhone HEIC padded past 20 MB: no browser here can open it to scale it down.
        '/images/huge.heic': (() => {
          const heic = heicGrid();
          const padded = new Uint8Array(21_000_000);
          padded.set(heic);
          return padded;
        })(),
      }),
    });
    ({ browser, pages, service } = ext);
    ({ tabId } = await ext.openTab(pages.url('provenance.html')));
    popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
  });

  afterAll(() => ext?.close());

  beforeEach(() => service.control.clearLogs());

  const searches = (): number =>
    service.control.requests.filter((r) => r.path.includes('/image-plagiarism-detector/')).length;

  const findOnWeb = (path: string): Promise<Reply<CheckGroup>> =>
    askExtension(popup, 'checks/start-image', {
      tabId,
      src: pages.url(path),
      kind: 'image-plagiarism',
    });

  const finishedSearch = (id: string): Promise<ImagePlagiarismCheck> =>
    finishedCheck(popup, id, 'image-plagiarism');

  it('shows in one card whether the image is AI-made and where else it is published', async () => {
    const started = await startImageCheck(popup, tabId, pages.url('images/copied-harbour.jpg'));
    const ai = await finishedImageCheck(popup, started.ok ? started.value.ids[0]! : '');
    expect(ai.status).toBe('done');
    await popup.waitFor('[data-testid=image-result]');
    // The other answer is offered under the AI result, with its cost.
    expect(await popup.text('[data-testid=find-on-web]')).toBe(
      'Find this image on the web · 1 credit',
    );
    expect(searches()).toBe(0);

    await popup.click('[data-testid=find-on-web]');
    await popup.waitFor('[data-testid=web-matches]');
    // One card: the AI answer with its mask, and the web's.
    expect(await popup.count('[data-testid=image-result]')).toBe(1);
    expect(await popup.count('[data-testid=find-on-web]')).toBe(0);
    expect(await popup.text('[data-testid=web-headline]')).toBe(
      'Found on 5 sites: 2 exact copies, 1 altered copy',
    );
    const matches = await popup.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid=web-match]')].map((li) => ({
          exact: li.getAttribute('data-exact'),
          image: li.querySelector<HTMLAnchorElement>('a[data-testid=web-match-image]')?.href,
          pages: [...li.querySelectorAll<HTMLAnchorElement>('a[data-testid=web-match-page]')].map(
            (a) => ({ href: a.href, target: a.target, rel: a.rel }),
          ),
        })),
      null,
    );
    expect(matches.map((m) => m.exact)).toEqual(['true', 'true', 'false']);
    expect(matches.every((m) => m.image?.startsWith('https://'))).toBe(true);
    expect(matches.map((m) => m.pages.length)).toEqual([2, 2, 0]);
    expect(matches[0]?.pages[0]?.href).toMatch(/^https:\/\/news1\.example\//);
    expect(matches[0]?.pages[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(await popup.text('[data-testid=web-matches]')).toContain(
      'No page showing it was found.',
    );

    // Sent once, byte for byte as the page has it (the endpoint takes the JPEG as it is).
    expect(searches()).toBe(1);
    const sent = service.control.images.at(-1);
    expect(sent?.filename).toBe('copied-harbour.jpg');
    const file = await fetch(pages.url('images/copied-harbour.jpg'));
    expect(Buffer.compare(sent!.bytes, Buffer.from(await file.arrayBuffer()))).toBe(0);
  });

  it('answers the same image from history, at no cost', async () => {
    const started = await findOnWeb('images/copied-harbour.jpg');
    const check = await finishedSearch(started.ok ? started.value.ids.at(-1)! : '');
    expect(check).toMatchObject({ status: 'done', credits: 0 });
    expect(check.cachedFrom).toBeTypeOf('string');
    expect(check.result?.matches.score).toMatchObject({ fullMatches: 2, partialMatches: 1 });
    expect(searches()).toBe(0);
    // With the earlier AI answer alongside, in the same card.
    expect(started.ok && started.value.checks.map((c) => c.kind)).toEqual([
      'ai-image',
      'image-plagiarism',
    ]);
    // As the popup opens after a right-click: the tab's latest group.
    await popup.reload();
    await popup.waitFor('[data-testid=web-matches]');
    expect(await popup.text('[data-kind=image-plagiarism] [data-testid=result-meta]')).toBe(
      'From history, no credits spent',
    );
  });

  it('searches from the page’s image list, and says when nothing was found', async () => {
    const list = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    try {
      await list.click('[data-testid=find-images]');
      const item = '[data-testid=page-images] li:has(img[src$="/images/unique-crew.png"])';
      await list.waitFor(item);
      expect(await list.text(`${item} [data-testid=find-image-on-web]`)).toBe(
        'Find on the web · 1 credit',
      );
      await list.click(`${item} [data-testid=find-image-on-web]`);
      // (The popup opened on the tab's previous result, the harbour photo's.)
      await list.waitForText('Not found elsewhere on the web');
      // Not checked for AI yet: offered, and the searched picture shown.
      expect(await list.text('[data-testid=ask-ai-image]')).toBe('Check for AI generation');
      expect(await list.count('img.web-matches-image')).toBe(1);
      expect(searches()).toBe(1);
    } finally {
      await list.close();
    }
  });

  it('fits an image to the web search’s own limits: a 20.7 MB BMP goes as a PNG', async () => {
    const started = await findOnWeb('images/scan.bmp');
    const check = await finishedSearch(started.ok ? started.value.ids.at(-1)! : '');
    expect(check.status).toBe('done');
    expect(check.image).toMatchObject({
      sentWidth: 3000,
      sentHeight: 2300,
      original: { refit: ['bytes'] },
    });
    const sent = service.control.images.at(-1);
    expect(sent?.filename).toBe('scan.png');
    expect(sent!.bytes.length).toBeLessThan(20_000_000);
    expect([...sent!.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('refuses an image of 20 MB or more it cannot scale, before sending anything', async () => {
    const started = await findOnWeb('images/huge.heic');
    const check = await finishedSearch(started.ok ? started.value.ids.at(-1)! : '');
    expect(check).toMatchObject({ status: 'failed', error: { kind: 'invalid-input' } });
    expect(check.error?.message).toBe(
      'To search the web for it, the image must be under 20 MB; this one is 21.0 MB.',
    );
    expect(searches()).toBe(0);
    // The popup says it in the reader's language and numbers: "21 MB" in English.
    await popup.waitForText('this one is 21 MB');
  });

  it('shows the objects named, each in its own colour, in the popup and on the page, with toggles', async () => {
    await askExtension(popup, 'checks/clear-highlights', { tabId });
    const started = await startImageCheck(popup, tabId, pages.url('images/objects-street.jpg'));
    await finishedImageCheck(popup, started.ok ? started.value.ids[0]! : '');
    await popup.reload();
    await popup.waitFor('[data-testid=find-objects]');
    await popup.fill('[data-testid=find-objects] input[name=objects]', 'Face, hand, missing-dog');
    await popup.click('[data-testid=find-objects] button[type=submit]');
    await popup.waitFor('[data-testid=objects-result] [data-testid=mask-objects]');
    expect(await popup.text('[data-testid=objects-missing]')).toBe(
      'Not found in this image: missing-dog.',
    );
    const labels = await popup.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid=objects-result] .mask-object')].map(
          (label) => label.textContent?.trim().split(' ')[0],
        ),
      null,
    );
    expect(labels).toEqual(['face', 'hand']);
    expect(
      service.control.requests.filter((r) => r.path.includes('/object-detection/')),
    ).toHaveLength(1);

    const latest = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    const check = latest.ok
      ? latest.value.checks.find((c) => c.kind === 'object-detection')
      : undefined;
    if (check?.kind !== 'object-detection' || !check.result) throw new Error('no objects answer');
    const size = { width: 1024, height: 768 };
    const masksOf = (names: string[]) =>
      check.settings.objects.flatMap((name, index) => {
        const found = check.result?.detectedObjects.find((d) => d.object === name);
        return found?.mask && names.includes(name)
          ? [
              {
                layer: index + 1,
                runs: { starts: [...found.mask.starts], lengths: [...found.mask.lengths] },
              },
            ]
          : [];
      });
    const overlay = async () => {
      const [canvas, ...others] = await readOverlayCanvases(popup, tabId, OBJECT_COLOURS);
      return canvas && others.length === 0 ? canvas : undefined;
    };
    // Both objects on the page, pixel for pixel, each in its colour (hand drawn over face).
    await expect
      .poll(async () => {
        const canvas = await overlay();
        return canvas && compareLayeredOverlay(canvas, masksOf(['face', 'hand']), size).mismatches;
      })
      .toBe(0);
    const both = await overlay();
    expect(
      both && compareLayeredOverlay(both, masksOf(['face', 'hand']), size).painted,
    ).toBeGreaterThan(0);

    // Hiding the face in the popup hides it on the page.
    await popup.click('[data-testid=objects-result] .mask-object input');
    await expect
      .poll(async () => {
        const canvas = await overlay();
        return canvas && compareLayeredOverlay(canvas, masksOf(['hand']), size).mismatches;
      })
      .toBe(0);
  });
});
