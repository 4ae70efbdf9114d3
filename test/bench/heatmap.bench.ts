/**
 * The heatmap's hot paths at the service's largest image (6000x4500 = 27 MP): shrinking a
 * full-size grid to the stored 1024 px (once per answer, in the worker), reading a full-size
 * grid sent as numbers, and colouring the stored grid (every popup open and page overlay),
 * beside `Uint32Array.fill` of the same output as the floor.
 */
import { bench, describe } from 'vitest';
import { toBase64 } from '../../src/core/base64.ts';
import { heatPalette, paintHeat } from '../../src/shared/heatmap/heatmap-colours.ts';
import { shrinkGrid } from '../../src/shared/heatmap/heatmap-grid.ts';
import { readHeatmap } from '../../src/offscreen/heatmap/read-heatmap.ts';

const WIDTH = 6000;
const HEIGHT = 4500;

function gradient(width: number, height: number): Uint8Array {
  const values = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) values[y * width + x] = (x + y) & 255;
  }
  return values;
}

const full = { width: WIDTH, height: HEIGHT, values: gradient(WIDTH, HEIGHT) };
const stored = shrinkGrid(full, 1024);
const palette = heatPalette();
const storedOut = new Uint32Array(stored.values.length);
const fullOut = new Uint32Array(full.values.length);
const base64Answer = { heatmap: { width: WIDTH, height: HEIGHT, values: toBase64(full.values) } };

describe('heatmap: colour the stored 1024x768 grid', () => {
  bench('paintHeat (palette lookup)', () => {
    paintHeat(stored.values, palette, storedOut);
  });
  bench('Uint32Array.fill (floor)', () => {
    storedOut.fill(0x80402010);
  });
});

describe('heatmap: 27 MP', () => {
  bench(
    'shrinkGrid 6000x4500 → 1024x768 (box average)',
    () => {
      shrinkGrid(full, 1024);
    },
    { iterations: 5 },
  );
  bench(
    'readHeatmap of 27 MP base64 bytes',
    () => {
      readHeatmap(base64Answer);
    },
    { iterations: 3 },
  );
  bench(
    'paintHeat 27 MP',
    () => {
      paintHeat(full.values, palette, fullOut);
    },
    { iterations: 5 },
  );
  bench(
    'Uint32Array.fill 27 MP (floor)',
    () => {
      fullOut.fill(0x80402010);
    },
    { iterations: 5 },
  );
});
