import { nearestIndices } from '../../../src/shared/mask/mask-scale.ts';
import { decodeMask } from '../../../src/shared/mask/rle.ts';
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

/**
 * Compares an overlay canvas read with a palette, pixel for pixel, with several masks layered as
 * the extension draws them: each in its palette colour (`layer` is its 1-based place), later
 * ones over earlier ones, all scaled (nearest pixel) from `size` to the canvas's size.
 */
export function compareLayeredOverlay(
  canvas: CanvasAlpha,
  layers: readonly { layer: number; runs: { starts: number[]; lengths: number[] } }[],
  size: { width: number; height: number },
): MaskComparison {
  if (canvas.classes === undefined) throw new Error('Read the canvas with a palette.');
  const expected = new Uint8Array(size.width * size.height);
  for (const { layer, runs } of layers) {
    const mask = decodeMask(runs, size);
    if (!mask.ok) throw new Error(`mask does not decode: ${mask.error.message}`);
    mask.value.forEach((on, i) => {
      if (on === 1) expected[i] = layer;
    });
  }
  const xs = nearestIndices(size.width, canvas.width);
  const ys = nearestIndices(size.height, canvas.height);
  let mismatches = 0;
  let painted = 0;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const want = String(expected[ys[y]! * size.width + xs[x]!]);
      const got = canvas.classes[y * canvas.width + x];
      if (got !== '0') painted++;
      if (want !== got) mismatches++;
    }
  }
  return { mismatches, painted };
}
