import { ok, type Result } from '../../core/errors.ts';
import type { ObjectDetectionCheck } from '../../shared/checks/check-record.ts';
import { maskSizeOf } from '../../shared/checks/image-results.ts';
import { readObjects } from '../../shared/checks/object-results.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { overlayWords } from '../../shared/messages/page-words.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { keepOverlayOutcome } from './overlay-outcome.ts';

/**
 * Draws a finished object detection over the image on its tab: each found object in its own
 * colour, or only those named in `shown` (the popup's toggles).
 */
export async function paintImageObjects(
  check: ObjectDetectionCheck,
  shown?: readonly string[],
): Promise<Result<{ shown: number }>> {
  const answer = readObjects(check);
  const tabId = check.source.tabId;
  if (!answer || !check.image || !check.result || tabId === undefined) return ok({ shown: 0 });
  const size = maskSizeOf(check, check.result);
  if (!size) return ok({ shown: 0 });
  const objects = answer.found
    .filter((object) => !shown || shown.includes(object.name))
    .map((object) => ({
      index: object.index,
      starts: Array.from(object.mask.starts),
      lengths: Array.from(object.mask.lengths),
    }));
  const drawn = await askTab(frameOfSource(tabId, check.source), 'content/show-image-objects', {
    src: check.image.src,
    naturalWidth: check.image.naturalWidth,
    naturalHeight: check.image.naturalHeight,
    ...size,
    objects,
    words: overlayWords(await workerTranslator(), 'objects'),
  });
  await keepOverlayOutcome(check, drawn);
  return drawn;
}
