import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { maskSizeOf, readImageResult } from '../../shared/checks/image-results.ts';
import { ok, type Result } from '../../shared/errors.ts';
import { askTab } from '../content-script.ts';

/** Draws a finished image check's AI mask over the image on its tab. */
export async function paintImageMask(check: CheckRecord): Promise<Result<{ shown: number }>> {
  const result = readImageResult(check);
  const tabId = check.source.tabId;
  if (!result?.result || !check.image || tabId === undefined) return ok({ shown: 0 });
  const size = maskSizeOf(check, result);
  if (!size) return ok({ shown: 0 });
  return askTab(tabId, 'content/show-image-mask', {
    src: check.image.src,
    ...size,
    naturalWidth: check.image.naturalWidth,
    naturalHeight: check.image.naturalHeight,
    starts: [...result.result.starts],
    lengths: [...result.result.lengths],
  });
}
