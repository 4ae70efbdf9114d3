import { describe, expect, it } from 'vitest';
import { checkGrid, shrinkGrid } from '../../../../src/shared/heatmap/heatmap-grid.ts';

describe('shrinkGrid', () => {
  it('averages the cells each output cell covers', () => {
    // 4x2 → 2x1: each output cell averages a 2x2 block.
    const grid = { width: 4, height: 2, values: new Uint8Array([0, 100, 200, 200, 100, 0, 0, 40]) };
    const small = shrinkGrid(grid, 2);
    expect(small).toMatchObject({ width: 2, height: 1 });
    expect([...small.values]).toEqual([50, 110]);
  });

  it('keeps the aspect ratio and never enlarges', () => {
    const grid = { width: 3000, height: 1500, values: new Uint8Array(3000 * 1500).fill(7) };
    const small = shrinkGrid(grid, 1024);
    expect(small).toMatchObject({ width: 1024, height: 512 });
    expect(small.values.every((v) => v === 7)).toBe(true);
    const tiny = { width: 2, height: 2, values: new Uint8Array(4) };
    expect(shrinkGrid(tiny, 1024)).toBe(tiny);
  });

  it('covers every source cell when the scale is not a whole number', () => {
    const grid = { width: 5, height: 5, values: new Uint8Array(25).fill(255) };
    const small = shrinkGrid(grid, 3);
    expect(small).toMatchObject({ width: 3, height: 3 });
    expect([...small.values]).toEqual(new Array(9).fill(255));
  });
});

describe('checkGrid', () => {
  it('refuses values that do not fill the size', () => {
    expect(checkGrid({ width: 2, height: 2, values: new Uint8Array(3) }).ok).toBe(false);
    expect(checkGrid({ width: 0, height: 2, values: new Uint8Array(0) }).ok).toBe(false);
    expect(checkGrid({ width: 2, height: 1, values: new Uint8Array(2) }).ok).toBe(true);
  });
});
