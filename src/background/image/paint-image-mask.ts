import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { maskSizeOf, readImageResult } from '../../shared/checks/image-results.ts';
import { ok, type Result } from '../../core/errors.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { overlayWords } from '../../shared/messages/page-words.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { keepOverlayOutcome } from './overlay-outcome.ts';

/**
 * Draws a finished image check over the image on its tab: its heatmap when it has one (the
 * graded view says more than the yes/no mask it was thresholded from), else its AI mask.
 */
export async function paintImageMask(check: ImageCheck): Promise<Result<{ shown: number }>> {
  const result = readImageResult(check);
  const tabId = check.source.tabId;
  if (!result || !check.image || tabId === undefined) return ok({ shown: 0 });
  const natural = {
    src: check.image.src,
    naturalWidth: check.image.naturalWidth,
    naturalHeight: check.image.naturalHeight,
  };
  const frame = frameOfSource(tabId, check.source);
  const grid = check.heatmap?.phase === 'done' ? check.heatmap.grid : undefined;
  const size = maskSizeOf(check, result);
  const t = await workerTranslator();
  let drawn: Result<{ shown: number }>;
  if (grid) {
    drawn = await askTab(frame, 'content/show-image-heatmap', {
      ...natural,
      ...grid,
      words: overlayWords(t, 'heatmap'),
    });
  } else if (result.result && size) {
    drawn = await askTab(frame, 'content/show-image-mask', {
      ...natural,
      ...size,
      starts: [...result.result.starts],
      lengths: [...result.result.lengths],
      words: overlayWords(t, 'mask'),
    });
  } else {
    return ok({ shown: 0 });
  }
  await keepOverlayOutcome(check, drawn);
  return drawn;
}
