/**
 * The heatmap journey: an AI image checked, its heatmap asked for from the popup, answered by
 * the service through the relay, drawn graded in the popup and over the page, kept in history.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ImageCheck } from '../../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../../src/shared/messages/index.ts';
import { expectKind } from '../../support/check-records.ts';
import { askExtension } from './ask-extension.ts';
import type { ConfiguredExtension } from './configured-extension.ts';
import { drawImage } from './draw-images.ts';
import { finishedImageCheck, startImageCheck } from './image-check.ts';
import { readOverlayCanvases } from './overlay-pixels.ts';

/** The photo the journey checks, 1024x768 ("ai" in its name: the service finds AI pixels). */
export const heatmapPhotoFiles = async (helper: Page): Promise<Record<string, Uint8Array>> => ({
  '/images/ai-photo.jpg': await drawImage(helper, { width: 1024, height: 768, type: 'image/jpeg' }),
});

export interface HeatmapJourney {
  ext: ConfiguredExtension;
  /** The tab showing test/e2e/pages/images.html (the photo displayed at 512x384). */
  tabId: number;
  /** The popup of that tab. */
  popup: Page;
}

export async function heatmapJourney({ ext, tabId, popup }: HeatmapJourney): Promise<void> {
  const photo = ext.pages.url('images/ai-photo.jpg');
  const heatmapRequests = (): number =>
    ext.service.control.requests.filter((r) => r.path.includes('/ai-image-detector-async/')).length;
  const before = heatmapRequests();
  const check = async (): Promise<ImageCheck> => {
    const started = await startImageCheck(popup, tabId, photo);
    return finishedImageCheck(popup, started.ok ? started.value.ids[0]! : '');
  };

  const checked = await check();
  expect(checked.status).toBe('done');
  const panel = popup.getByTestId('heatmap-panel');
  await panel.getByTestId('request-heatmap').click();

  // The service downloads the original and answers through the relay; the popup follows.
  const canvas = popup.getByTestId('heatmap-canvas');
  await canvas.waitFor();
  expect(heatmapRequests()).toBe(before + 1);
  expect(await popup.getByTestId('heat-legend').isVisible()).toBe(true);
  expect(await popup.getByTestId('mask-canvas').first().isHidden()).toBe(true);
  // The canvas is painted by an effect after it is shown: wait for the pixels, not the element.
  const popupLevels = (): Promise<{ width: number; height: number; levels: number }> =>
    canvas.evaluate((node) => {
      const c = node as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const alphas = new Set<number>();
      for (let i = 3; i < data.length; i += 4) alphas.add(data[i]!);
      return { width: c.width, height: c.height, levels: alphas.size };
    });
  await expect.poll(async () => (await popupLevels()).levels).toBeGreaterThan(20);
  expect(await popupLevels()).toMatchObject({ width: 1024, height: 768 });

  const stored = await askExtension<CheckGroup>(popup, 'checks/get', { ids: [checked.id] });
  expect(stored.ok && expectKind(stored.value.checks[0], 'ai-image').heatmap).toMatchObject({
    phase: 'done',
    grid: { width: 1024, height: 768 },
  });

  // The page overlay switches from the yes/no mask to the graded heatmap.
  let overlays: Awaited<ReturnType<typeof readOverlayCanvases>> = [];
  await expect
    .poll(async () => (overlays = await readOverlayCanvases(popup, tabId))[0]?.levels)
    .toBeGreaterThan(20);
  expect(overlays).toHaveLength(1);
  expect(overlays[0]).toMatchObject({ width: 512, height: 384 });

  // Checking the same image again answers from history, heatmap included, at no cost.
  const copy = await check();
  expect(typeof copy.cachedFrom).toBe('string');
  expect(copy.heatmap?.phase).toBe('done');
  expect(heatmapRequests()).toBe(before + 1);
}
