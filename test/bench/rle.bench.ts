/**
 * Decoding a 27-megapixel mask (the service's largest image, 6000x4500) beside
 * `Uint32Array.fill` of the same buffer, the memory-bandwidth floor. Each group compares one run
 * pattern against that floor. vitest's table cannot show a ratio to another row, so afterAll
 * prints one line per pattern: RGBA decode and fill timed alternately, median of 21 rounds, so
 * both see the same machine load (issue 31's goals: speckle <= 2x, fragmented <= 1.2x).
 */
import { afterAll, bench, describe } from 'vitest';
import {
  decodeMaskInto,
  decodeMaskRgba,
  decodeMaskRgbaInto,
  maskCoverage,
  type MaskColours,
} from '../../src/shared/mask/rle.ts';
import { seededRandom } from '../support/seeded-random.ts';

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
  const next = seededRandom(7);
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
  const next = seededRandom(1);
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
/** Goal for decode / fill per pattern; blob's is "no worse than it was". */
const GOALS: Record<string, number> = { blob: 1.1, fragmented: 1.2, speckle: 2 };
const FLOOR_WORD = 0x8c003cff;

for (const [name, runs] of patterns) {
  const ai = runs.lengths.reduce((sum, length) => sum + length, 0) / TOTAL;
  const label = `${name}: ${runs.starts.length.toLocaleString('en')} runs, ${(ai * 100).toFixed(0)}% AI`;
  describe(`27 MP mask, ${label}`, () => {
    bench('Uint32Array.fill (floor)', () => {
      words.fill(FLOOR_WORD);
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

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

afterAll(() => {
  const lines: string[] = [];
  for (const [name, runs] of patterns) {
    const fills: number[] = [];
    const decodes: number[] = [];
    for (let round = 0; round < 24; round++) {
      let start = performance.now();
      words.fill(FLOOR_WORD);
      const fill = performance.now() - start;
      start = performance.now();
      decodeMaskRgbaInto(runs, SIZE, COLOURS, words);
      const decode = performance.now() - start;
      // The first rounds only warm up (the decoder may still be compiling).
      if (round >= 3) {
        fills.push(fill);
        decodes.push(decode);
      }
    }
    const [fill, decode] = [median(fills), median(decodes)];
    const ratio = decode / fill;
    const goal = GOALS[name] ?? 1;
    lines.push(
      `${name} 27 MP: decode ${decode.toFixed(1)} ms = ${ratio.toFixed(2)}x fill ` +
        `(${fill.toFixed(1)} ms; goal <= ${goal}x)${ratio <= goal ? '' : ' -- above goal'}`,
    );
  }
  console.log(`RGBA decode against Uint32Array.fill, median of 21:\n${lines.join('\n')}`);
});
