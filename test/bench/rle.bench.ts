/**
 * Decoding a 27-megapixel mask (the service's largest image, 6000x4500) beside
 * `Uint32Array.fill` of the same buffer, the memory-bandwidth floor. Each group compares one run
 * pattern against that floor; the summary vitest prints gives the ratio.
 */
import { bench, describe } from 'vitest';
import {
  decodeMaskInto,
  decodeMaskRgba,
  decodeMaskRgbaInto,
  maskCoverage,
  type MaskColours,
} from '../../src/shared/mask/rle.ts';

const SIZE = { width: 6000, height: 4500 };
const TOTAL = SIZE.width * SIZE.height;
const COLOURS: MaskColours = {
  ai: { r: 255, g: 60, b: 0, a: 140 },
  other: { r: 0, g: 0, b: 0, a: 0 },
};

interface Runs {
  starts: number[];
  lengths: number[];
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One ellipse, one run per row: the fake service's shape (few long runs). */
function blob(): Runs {
  const runs: Runs = { starts: [], lengths: [] };
  const [cx, cy, rx, ry] = [3000, 2250, 2000, 1500];
  for (let y = cy - ry; y <= cy + ry; y++) {
    const half = rx * Math.sqrt(1 - ((y - cy) / ry) ** 2);
    const x0 = Math.ceil(cx - half);
    runs.starts.push(y * SIZE.width + x0);
    runs.lengths.push(Math.floor(cx + half) - x0 + 1);
  }
  return runs;
}

/** A ragged segmentation: per row, 10 to 30 regions of 20 to 200 px with gaps of 20 to 400 px. */
function fragmented(): Runs {
  const next = random(7);
  const runs: Runs = { starts: [], lengths: [] };
  for (let y = 0; y < SIZE.height; y++) {
    let x = Math.floor(next() * 200);
    const regions = 10 + Math.floor(next() * 21);
    for (let r = 0; r < regions; r++) {
      const length = 20 + Math.floor(next() * 181);
      if (x + length > SIZE.width) break;
      runs.starts.push(y * SIZE.width + x);
      runs.lengths.push(length);
      x += length + 20 + Math.floor(next() * 381);
    }
  }
  return runs;
}

/** The worst case: speckle of 1 to 24 px runs with 1 to 48 px gaps, about 730 000 runs. */
function speckle(): Runs {
  const next = random(1);
  const runs: Runs = { starts: [], lengths: [] };
  let p = 0;
  for (;;) {
    p += 1 + Math.floor(next() * 48);
    const length = 1 + Math.floor(next() * 24);
    if (p + length > TOTAL) return runs;
    runs.starts.push(p);
    runs.lengths.push(length);
    p += length;
  }
}

const words = new Uint32Array(TOTAL);
const mask = new Uint8Array(TOTAL);
const patterns: [string, Runs][] = [
  ['blob', blob()],
  ['fragmented', fragmented()],
  ['speckle', speckle()],
];

for (const [name, runs] of patterns) {
  const ai = runs.lengths.reduce((sum, length) => sum + length, 0) / TOTAL;
  const label = `${name}: ${runs.starts.length.toLocaleString('en')} runs, ${(ai * 100).toFixed(0)}% AI`;
  describe(`27 MP mask, ${label}`, () => {
    bench('Uint32Array.fill (floor)', () => {
      words.fill(0x8c003cff);
    });
    bench('decode to RGBA, into a buffer', () => {
      decodeMaskRgbaInto(runs, SIZE, COLOURS, words);
    });
    bench('decode to a 0/1 mask, into a buffer', () => {
      decodeMaskInto(runs, SIZE, mask);
    });
    bench('validate and count only (maskCoverage)', () => {
      maskCoverage(runs, SIZE);
    });
  });
}

describe('27 MP mask, fragmented, with allocation', () => {
  const runs = patterns[1]?.[1] ?? { starts: [], lengths: [] };
  bench('decode to new RGBA bytes (108 MB allocated each time)', () => {
    decodeMaskRgba(runs, SIZE, COLOURS);
  });
});
