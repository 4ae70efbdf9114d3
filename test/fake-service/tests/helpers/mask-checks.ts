import { expect } from 'vitest';

export interface Rle {
  starts: number[];
  lengths: number[];
}

/** Asserts a row-major RLE mask is sorted, disjoint and inside width*height; returns its pixel count. */
export function expectValidMask(mask: Rle, width: number, height: number): number {
  expect(mask.starts.length).toBe(mask.lengths.length);
  let end = 0;
  let total = 0;
  mask.starts.forEach((start, index) => {
    const length = mask.lengths[index] ?? 0;
    expect(length).toBeGreaterThan(0);
    expect(start).toBeGreaterThanOrEqual(end);
    end = start + length;
    total += length;
  });
  expect(end).toBeLessThanOrEqual(width * height);
  return total;
}
