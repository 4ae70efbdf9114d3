import { describe, expect, it } from 'vitest';
import {
  nearestIndices,
  scaleMask,
  scaleNearestInto,
} from '../../../../src/shared/mask/mask-scale.ts';

/** A mask from rows of '0'/'1' characters, easy to read in a test. */
function grid(...rows: string[]): Uint8Array {
  return Uint8Array.from(rows.join('').split(''), Number);
}

describe('nearestIndices', () => {
  it('maps each output pixel to the source pixel under its centre', () => {
    expect(Array.from(nearestIndices(4, 2))).toEqual([1, 3]);
    expect(Array.from(nearestIndices(2, 4))).toEqual([0, 0, 1, 1]);
    expect(Array.from(nearestIndices(3, 3))).toEqual([0, 1, 2]);
    expect(Array.from(nearestIndices(6000, 1))).toEqual([3000]);
  });

  it('never leaves the source range, whatever the ratio', () => {
    for (const [from, to] of [
      [6000, 997],
      [997, 6000],
      [4500, 4499],
      [1, 8000],
    ] as const) {
      const indices = nearestIndices(from, to);
      expect(Math.min(...indices)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...indices)).toBeLessThanOrEqual(from - 1);
      // Upscaling uses every source pixel, the last one included.
      if (to >= from) expect(new Set(indices).size).toBe(from);
      expect(indices.every((value, i) => i === 0 || value >= (indices[i - 1] ?? 0))).toBe(true);
    }
  });
});

describe('scaleMask', () => {
  it('doubles a mask by repeating each pixel twice in each direction', () => {
    const result = scaleMask(grid('10', '01'), { width: 2, height: 2 }, { width: 4, height: 4 });
    expect(result).toEqual({ ok: true, value: grid('1100', '1100', '0011', '0011') });
  });

  it('halves a mask by sampling the pixel under each new centre', () => {
    const source = grid('0000', '0101', '0000', '0001');
    const result = scaleMask(source, { width: 4, height: 4 }, { width: 2, height: 2 });
    expect(result).toEqual({ ok: true, value: grid('11', '01') });
  });

  it('scales width and height independently (non-uniform ratios)', () => {
    const source = grid('100', '001');
    const result = scaleMask(source, { width: 3, height: 2 }, { width: 6, height: 1 });
    // Row centre 0.5 of 1 output row lands on source row 1.
    expect(result).toEqual({ ok: true, value: grid('000011') });
  });

  it('keeps the share of AI pixels close when scaling a 6000x4500 mask to a screen size', () => {
    const from = { width: 6000, height: 4500 };
    const mask = new Uint8Array(from.width * from.height);
    // Left third AI.
    for (let y = 0; y < from.height; y++) mask.fill(1, y * from.width, y * from.width + 2000);
    const to = { width: 800, height: 600 };
    const result = scaleMask(mask, from, to);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const share = result.value.reduce((sum, bit) => sum + bit, 0) / result.value.length;
    expect(share).toBeCloseTo(1 / 3, 2);
    expect(result.value[266]).toBe(1);
    expect(result.value[267]).toBe(0);
  });

  it('copies when the sizes match', () => {
    const source = grid('10', '01');
    const result = scaleMask(source, { width: 2, height: 2 }, { width: 2, height: 2 });
    expect(result).toEqual({ ok: true, value: source });
    expect(result.ok && result.value).not.toBe(source);
  });

  it('refuses a source that does not match its size', () => {
    const result = scaleMask(new Uint8Array(3), { width: 2, height: 2 }, { width: 4, height: 4 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal', code: 'mask-target' } });
  });

  it('refuses absurd target sizes', () => {
    const result = scaleMask(new Uint8Array(4), { width: 2, height: 2 }, { width: 0, height: 4 });
    expect(result).toMatchObject({ ok: false, error: { code: 'mask-size' } });
  });
});

describe('scaleNearestInto', () => {
  it('scales RGBA words the same way as a mask', () => {
    const target = new Uint32Array(8);
    const from = { width: 2, height: 2 };
    const result = scaleNearestInto(
      Uint32Array.from([1, 2, 3, 4]),
      from,
      { width: 4, height: 2 },
      target,
    );
    expect(result.ok && Array.from(target)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('writes into the caller buffer and checks its size', () => {
    const target = new Uint32Array(2);
    const from = { width: 2, height: 2 };
    const result = scaleNearestInto(
      Uint32Array.from([1, 2, 3, 4]),
      from,
      { width: 1, height: 2 },
      target,
    );
    expect(result).toEqual({ ok: true, value: target });
    expect(Array.from(target)).toEqual([2, 4]);
    const wrong = scaleNearestInto(
      Uint32Array.from([1, 2, 3, 4]),
      from,
      { width: 2, height: 2 },
      target,
    );
    expect(wrong).toMatchObject({ ok: false, error: { code: 'mask-target' } });
  });
});
