import type { ImageDetectionResult } from '../../api/endpoints/image-detection-result.ts';
import type { CheckRecord, ImageCheck } from './check-record.ts';

/** Error code of an image address the page may not have us fetch (a local network, a redirect there). */
export const ADDRESS_REFUSED_CODE = 'address-refused';

/**
 * Code of the error of an image its site lets no other origin read: the popup offers to ask for
 * host access to that site.
 */
export const HOST_ACCESS_CODE = 'host-access';

/** The result of a finished image check; else undefined. */
export function readImageResult(record: CheckRecord): ImageDetectionResult | undefined {
  return record.kind === 'ai-image' && record.status === 'done' ? record.result : undefined;
}

/** The mask's size: the service's `imageInfo.shape`, else the size we sent. */
export function maskSizeOf(
  record: Pick<ImageCheck, 'image'>,
  result: { imageInfo?: { shape?: { width: number; height: number } | undefined } | undefined },
): { width: number; height: number } | undefined {
  const shape = result.imageInfo?.shape;
  if (shape) return { width: shape.width, height: shape.height };
  return record.image
    ? { width: record.image.sentWidth, height: record.image.sentHeight }
    : undefined;
}
