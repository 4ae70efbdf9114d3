import type { ContentProtocol } from '../../shared/messages/content.ts';
import type { RequestOf } from '../../shared/messages/index.ts';
import { fromBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { checkGrid } from '../../shared/heatmap/heatmap-grid.ts';
import { heatPalette, paintHeat } from '../../shared/heatmap/heatmap-colours.ts';
import { objectColour } from '../../shared/image/object-colours.ts';
import { decodeLayersRgba, decodeMaskRgba, type MaskSize } from '../../shared/mask/rle.ts';
import type { OverlayWords } from '../../shared/messages/text.ts';
import { removeImageOverlays, showImageOverlay } from './image-overlay.ts';
import { elementsShowing } from './image-targets.ts';

/** Orange, like the AI highlight of text, see-through so the image stays readable. */
const COLOURS = { ai: { r: 255, g: 110, b: 40, a: 140 }, other: { r: 0, g: 0, b: 0, a: 0 } };
/** The heat ramp at a little over half strength, for the same reason. */
const HEAT_OPACITY = 0.65;

function overlayAll(
  src: string,
  pixels: Uint32Array | Uint8ClampedArray,
  size: MaskSize,
  natural: MaskSize,
  words: OverlayWords,
): Result<{ shown: number }> {
  let shown = 0;
  for (const target of elementsShowing(src)) {
    if (showImageOverlay({ target, pixels, size, natural, words }).ok) shown += 1;
  }
  return ok({ shown });
}

/** Draws the decoded mask over every element on the page that shows the checked image. */
export function showImageMask(
  request: RequestOf<ContentProtocol, 'content/show-image-mask'>,
): Result<{ shown: number }> {
  const size = { width: request.width, height: request.height };
  const pixels = decodeMaskRgba(request, size, COLOURS);
  if (!pixels.ok) return pixels;
  const natural = { width: request.naturalWidth, height: request.naturalHeight };
  return overlayAll(request.src, pixels.value, size, natural, request.words);
}

/** Draws the graded heatmap, in place of the mask, over every element showing the image. */
export function showImageHeatmap(
  request: RequestOf<ContentProtocol, 'content/show-image-heatmap'>,
): Result<{ shown: number }> {
  const values = fromBase64(request.values);
  if (!values) return err(appError('internal', 'The heatmap arrived in an unreadable form.'));
  const grid = checkGrid({ width: request.width, height: request.height, values });
  if (!grid.ok) return grid;
  const pixels = paintHeat(values, heatPalette(HEAT_OPACITY));
  const natural = { width: request.naturalWidth, height: request.naturalHeight };
  return overlayAll(request.src, pixels, grid.value, natural, request.words);
}

/** See-through like the AI mask, so the image stays readable under the objects. */
const OBJECT_ALPHA = 140;

/** Draws the named objects' masks, each in its own colour, over every element showing the image. */
export function showImageObjects(
  request: RequestOf<ContentProtocol, 'content/show-image-objects'>,
): Result<{ shown: number }> {
  const size = { width: request.width, height: request.height };
  const layers = request.objects.map((object) => ({
    runs: object,
    colour: objectColour(object.index, OBJECT_ALPHA),
  }));
  const pixels = decodeLayersRgba(layers, size);
  if (!pixels.ok) return pixels;
  const natural = { width: request.naturalWidth, height: request.naturalHeight };
  return overlayAll(request.src, pixels.value, size, natural, request.words);
}

export function clearImageMasks(): void {
  removeImageOverlays();
}
