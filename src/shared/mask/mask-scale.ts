/**
 * Nearest-neighbour scaling of a decoded mask or of its RGBA words, from the size the service
 * analysed to the size shown. Images scaled down before upload get a mask of the smaller size;
 * nearest neighbour keeps it binary (no blended edges that would claim half-AI pixels).
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { checkMaskSize, type MaskSize } from './rle.ts';

export type ScalableArray = Uint8Array | Uint32Array;

/**
 * For each of `toLength` output positions, the source position whose centre is nearest:
 * floor((i + 0.5) * from / to), in integers so no rounding drift pushes it out of range.
 */
export function nearestIndices(fromLength: number, toLength: number): Int32Array {
  const indices = new Int32Array(toLength);
  for (let i = 0; i < toLength; i++) {
    indices[i] = Math.floor(((2 * i + 1) * fromLength) / (2 * toLength));
  }
  return indices;
}

function checkSizes(sourceLength: number, from: MaskSize, to: MaskSize): Result<number> {
  const fromTotal = checkMaskSize(from);
  if (!fromTotal.ok) return fromTotal;
  const toTotal = checkMaskSize(to);
  if (!toTotal.ok) return toTotal;
  if (sourceLength !== fromTotal.value) {
    const detail = `The mask holds ${sourceLength} pixels, not ${from.width}x${from.height}.`;
    return err(appError('internal', detail, { code: 'mask-target' }));
  }
  return toTotal;
}

/** Scales `source` (from.width x from.height) into `target` (to.width x to.height). */
export function scaleNearestInto<T extends ScalableArray>(
  source: T,
  from: MaskSize,
  to: MaskSize,
  target: T,
): Result<T> {
  const total = checkSizes(source.length, from, to);
  if (!total.ok) return total;
  if (target.length !== total.value) {
    const detail = `The target holds ${target.length} pixels, not ${to.width}x${to.height}.`;
    return err(appError('internal', detail, { code: 'mask-target' }));
  }
  if (from.width === to.width && from.height === to.height) {
    target.set(source);
    return ok(target);
  }
  const columns = nearestIndices(from.width, to.width);
  const rows = nearestIndices(from.height, to.height);
  let previousRow = -1;
  for (let y = 0; y < to.height; y++) {
    const rowStart = y * to.width;
    const sourceRow = rows[y] as number;
    if (sourceRow === previousRow) {
      // Upscaling repeats rows: copying the row just written is a memmove, not a loop.
      target.copyWithin(rowStart, rowStart - to.width, rowStart);
      continue;
    }
    const sourceStart = sourceRow * from.width;
    for (let x = 0; x < to.width; x++) {
      target[rowStart + x] = source[sourceStart + (columns[x] as number)] as number;
    }
    previousRow = sourceRow;
  }
  return ok(target);
}

/** A new mask (one byte per pixel) at the displayed size. */
export function scaleMask(
  mask: Uint8Array,
  from: MaskSize,
  to: MaskSize,
): Result<Uint8Array<ArrayBuffer>> {
  const total = checkSizes(mask.length, from, to);
  if (!total.ok) return total;
  const target = new Uint8Array(total.value);
  const scaled = scaleNearestInto<Uint8Array>(mask, from, to, target);
  return scaled.ok ? ok(target) : scaled;
}
