import { nearestIndices } from '../../../src/shared/mask-scale.ts';
import { decodeMask } from '../../../src/shared/rle.ts';
import type { CanvasAlpha } from './overlay-pixels.ts';

export interface MaskComparison {
  mismatches: number;
  painted: number;
}

/**
 * Compares an overlay canvas, pixel for pixel, with the service's mask scaled (nearest pixel, as
 * the extension draws it) to the canvas's size.
 */
export function compareOverlay(
  canvas: CanvasAlpha,
  runs: { starts: number[]; lengths: number[] },
  size: { width: number; height: number },
): MaskComparison {
  const mask = decodeMask(runs, size);
  if (!mask.ok) throw new Error(`mask does not decode: ${mask.error.message}`);
  const xs = nearestIndices(size.width, canvas.width);
  const ys = nearestIndices(size.height, canvas.height);
  let mismatches = 0;
  let painted = 0;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const expected = mask.value[ys[y]! * size.width + xs[x]!] === 1;
      const actual = canvas.painted[y * canvas.width + x] === '1';
      if (actual) painted++;
      if (expected !== actual) mismatches++;
    }
  }
  return { mismatches, painted };
}
