/**
 * The heatmap journey: an AI image checked, its heatmap asked for from the popup, answered by
 * the service through the relay, drawn graded in the popup and over the page, kept in history.
 */
import { expect } from 'vitest';
import type { ImageCheck } from '../../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../../src/shared/messages/index.ts';
import { expectKind } from '../../support/check-records.ts';
import { askExtension } from './ask-extension.ts';
import type { CrossExtension } from '../browsers/cross-extension.ts';
import type { DriverPage, Evaluator } from '../browsers/driver.ts';
import { drawImage } from './draw-images.ts';
import { finishedImageCheck, startImageCheck } from './image-check.ts';
import { readOverlayCanvases } from './overlay-pixels.ts';

/** The photo the journey checks, 1024x768 ("ai" in its name: the service finds AI pixels). */
export const heatmapPhotoFiles = async (
  helper: Evaluator,
): Promise<Record<string, Uint8Array>> => ({
  '/images/ai-photo.jpg': await drawImage(helper, { width: 1024, height: 768, type: 'image/jpeg' }),
});

export interface HeatmapJourney {
  ext: Pick<CrossExtension, 'pages' | 'service'>;
  /** The tab showing test/e2e/pages/images.html (the photo displayed at 512x384). */
  tabId: number;
  /** The popup of that tab. */
  popup: DriverPage;
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
  await popup.click('[data-testid=heatmap-panel] [data-testid=request-heatmap]');

  // The service downloads the original and answers through the relay; the popup follows.
  await popup.waitFor('[data-testid=heatmap-canvas]');
  expect(heatmapRequests()).toBe(before + 1);
  expect(await popup.isVisible('[data-testid=heat-legend]')).toBe(true);
  expect(await popup.isVisible('[data-testid=mask-canvas]')).toBe(false);
  // The canvas is painted by an effect after it is shown: wait for the pixels, not the element.
  const popupLevels = (): Promise<{ width: number; height: number; levels: number }> =>
    popup.evaluate(() => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid=heatmap-canvas]');
      const data = c?.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      const alphas = new Set<number>();
      for (let i = 3; i < data.length; i += 4) alphas.add(data[i] ?? 0);
      return { width: c?.width ?? 0, height: c?.height ?? 0, levels: alphas.size };
    }, null);
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
