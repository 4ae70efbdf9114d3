/**
 * The masks of an image result as preview-sized layers: each decoded at the analysed size,
 * scaled (nearest neighbour) to a size the popup can show sharply, then composed into one RGBA
 * picture. The popup is 380 px wide, so a 27-megapixel mask is never drawn at full size.
 */
import { appError, detailWords, ok, type Result } from '../../core/errors.ts';
import { scaleMask } from '../../shared/mask/mask-scale.ts';
import {
  decodeMask,
  maskCoverage,
  packRgba,
  type MaskSize,
  type Rgba,
  type RleRuns,
} from '../../shared/mask/rle.ts';

/** Twice the popup's width: sharp on high-density screens, 2 MB of RGBA at most. */
export const PREVIEW_MAX_SIDE = 760;

export const AI_COLOUR: Rgba = { r: 255, g: 64, b: 32, a: 255 };

export { OBJECT_COLOURS } from '../../shared/image/object-colours.ts';

export interface PreviewMask {
  /** 1 = marked, at the preview size. */
  mask: Uint8Array;
  /** Share of the image the mask covers, 0-1, counted at full size. */
  share: number;
}

/** The analysed size shrunk to fit PREVIEW_MAX_SIDE, never enlarged. */
export function previewSize(size: MaskSize, maxSide = PREVIEW_MAX_SIDE): MaskSize {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** Decodes one run-length mask and scales it to the preview. */
export function previewMask(
  runs: RleRuns | undefined,
  size: MaskSize,
  preview: MaskSize,
): Result<PreviewMask> {
  if (!runs) {
    const words = detailWords('error_noMask');
    return {
      ok: false,
      error: appError('service', 'The service sent no mask for this.', { words }),
    };
  }
  const coverage = maskCoverage(runs, size);
  if (!coverage.ok) return coverage;
  const full = decodeMask(runs, size);
  if (!full.ok) return full;
  const scaled = scaleMask(full.value, size, preview);
  return scaled.ok ? ok({ mask: scaled.value, share: coverage.value.ai }) : scaled;
}

/** One picture of the visible layers; later layers paint over earlier ones. */
export function composeLayers(
  layers: readonly { mask: Uint8Array; colour: Rgba }[],
  size: MaskSize,
): Uint32Array {
  const words = new Uint32Array(size.width * size.height);
  for (const { mask, colour } of layers) {
    const word = packRgba(colour);
    for (let i = 0; i < words.length; i++) if (mask[i] === 1) words[i] = word;
  }
  return words;
}

/** An Rgba as a CSS colour, for swatches beside the canvas. */
export const cssColour = ({ r, g, b }: Rgba): string => `rgb(${r} ${g} ${b})`;
