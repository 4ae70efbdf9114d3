import type { RequestOf, ContentProtocol } from '../../shared/messages/index.ts';
import { ok, type Result } from '../../shared/errors.ts';
import { decodeMaskRgba } from '../../shared/rle.ts';
import { removeImageOverlays, showImageOverlay } from './image-overlay.ts';
import { elementsShowing } from './image-targets.ts';

/** Orange, like the AI highlight of text, see-through so the image stays readable. */
const COLOURS = { ai: { r: 255, g: 110, b: 40, a: 140 }, other: { r: 0, g: 0, b: 0, a: 0 } };

/** Draws the decoded mask over every element on the page that shows the checked image. */
export function showImageMask(
  request: RequestOf<ContentProtocol, 'content/show-image-mask'>,
): Result<{ shown: number }> {
  const size = { width: request.width, height: request.height };
  const pixels = decodeMaskRgba(request, size, COLOURS);
  if (!pixels.ok) return pixels;
  let shown = 0;
  for (const target of elementsShowing(request.src)) {
    const overlay = showImageOverlay({
      target,
      pixels: pixels.value,
      size,
      natural: { width: request.naturalWidth, height: request.naturalHeight },
    });
    if (overlay.ok) shown += 1;
  }
  return ok({ shown });
}

export function clearImageMasks(): void {
  removeImageOverlays();
}
