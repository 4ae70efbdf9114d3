import { decodeLayersRgba, type MaskSize, type Rgba, type RleRuns } from '../mask/rle.ts';
import { pngDataUrl } from './png-encode.ts';

/** Larger masks are drawn at this long side at most: a report stays a few hundred kB. */
const MAX_SIDE = 800;

/**
 * Masks of one image as a PNG: each layer in its colour, hatched with a darker shade of it every
 * few pixels, so the areas still show on a black-and-white print; transparent elsewhere.
 * Undefined when a mask does not fit its size (the report then says only the figures).
 */
export async function maskPicture(
  layers: readonly { runs: RleRuns; colour: Rgba }[],
  size: MaskSize,
): Promise<{ url: string; width: number; height: number } | undefined> {
  const decoded = decodeLayersRgba(layers, size);
  if (!decoded.ok) return undefined;
  const scale = Math.min(1, MAX_SIDE / Math.max(size.width, size.height));
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  const source = decoded.value;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(size.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(size.width - 1, Math.floor(x / scale));
      const from = (sy * size.width + sx) * 4;
      if (source[from + 3] === 0) continue;
      const to = (y * width + x) * 4;
      // Diagonal hatching: one pixel in four along each diagonal darkened to a third.
      const dark = (x + y) % 6 < 2 ? 3 : 1;
      out[to] = source[from]! / dark;
      out[to + 1] = source[from + 1]! / dark;
      out[to + 2] = source[from + 2]! / dark;
      out[to + 3] = 255;
    }
  }
  return { url: await pngDataUrl(out, width, height), width, height };
}
