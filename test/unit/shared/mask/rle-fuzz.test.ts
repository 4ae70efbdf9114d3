/**
 * Random masks of every shape, decoded by the fast painters (rle-paint.ts) and by a plain
 * per-pixel reference: they must agree pixel for pixel, whatever the size, the colours, the
 * buffer's alignment or the encoding's quirks (zero-length runs, runs that touch).
 */
import { describe, expect, it } from 'vitest';
import {
  decodeLayersRgba,
  decodeMask,
  decodeMaskInto,
  decodeMaskRgba,
  decodeMaskRgbaInto,
  maskCoverage,
  packRgba,
  type MaskColours,
} from '../../../../src/shared/mask/rle.ts';
import { arrayDifference } from '../../../support/array-difference.ts';
import { seededRandom } from '../../../support/seeded-random.ts';

interface Runs {
  starts: number[];
  lengths: number[];
}

/** The reference: one pixel at a time, no cleverness. */
function reference(runs: Runs, total: number, ai: number, other: number): Uint32Array {
  const words = new Uint32Array(total);
  for (let p = 0; p < total; p++) words[p] = other;
  runs.starts.forEach((start, i) => {
    for (let p = start; p < start + (runs.lengths[i] ?? 0); p++) words[p] = ai;
  });
  return words;
}

/** Runs of `minRun`-`maxRun` px with gaps of `minGap`-`maxGap` px, crossing rows freely. */
function stripes(
  next: () => number,
  total: number,
  [minGap, maxGap]: [number, number],
  [minRun, maxRun]: [number, number],
): Runs {
  const runs: Runs = { starts: [], lengths: [] };
  const between = (low: number, high: number): number =>
    low + Math.floor(next() * (high - low + 1));
  let p = between(0, maxGap);
  while (p < total) {
    const length = Math.min(between(minRun, maxRun), total - p);
    runs.starts.push(p);
    runs.lengths.push(length);
    p += length + between(minGap, maxGap);
  }
  return runs;
}

/** Ellipses, one run per row each, merged where they meet: the service's usual shape. */
function blobs(next: () => number, width: number, height: number): Runs {
  const mask = new Uint8Array(width * height);
  const count = 1 + Math.floor(next() * 4);
  for (let b = 0; b < count; b++) {
    const [cx, cy] = [next() * width, next() * height];
    const [rx, ry] = [1 + next() * width * 0.6, 1 + next() * height * 0.6];
    for (let y = 0; y < height; y++) {
      const t = 1 - ((y - cy) / ry) ** 2;
      if (t < 0) continue;
      const half = rx * Math.sqrt(t);
      const x0 = Math.max(0, Math.ceil(cx - half));
      const x1 = Math.min(width, Math.floor(cx + half) + 1);
      if (x1 > x0) mask.fill(1, y * width + x0, y * width + x1);
    }
  }
  const runs: Runs = { starts: [], lengths: [] };
  for (let p = 0; p < mask.length; p++) {
    if (mask[p] !== 1) continue;
    const start = p;
    while (p < mask.length && mask[p] === 1) p++;
    runs.starts.push(start);
    runs.lengths.push(p - start);
  }
  return runs;
}

/** The same pixels, encoded with zero-length runs and touching runs sprinkled in. */
function quirky(next: () => number, runs: Runs): Runs {
  const out: Runs = { starts: [], lengths: [] };
  runs.starts.forEach((start, i) => {
    const length = runs.lengths[i] ?? 0;
    if (next() < 0.2) {
      out.starts.push(start);
      out.lengths.push(0);
    }
    if (length > 1 && next() < 0.3) {
      const cut = 1 + Math.floor(next() * (length - 1));
      out.starts.push(start, start + cut);
      out.lengths.push(cut, length - cut);
    } else {
      out.starts.push(start);
      out.lengths.push(length);
    }
    if (next() < 0.1) {
      out.starts.push(start + length);
      out.lengths.push(0);
    }
  });
  return out;
}

const TRANSLUCENT: MaskColours = {
  ai: { r: 255, g: 60, b: 0, a: 140 },
  other: { r: 0, g: 0, b: 0, a: 0 },
};
/** Opaque blue pairs read as NaN doubles: the painter must take its one-word path. */
const OPAQUE_BLUE: MaskColours = {
  ai: { r: 10, g: 20, b: 250, a: 255 },
  other: { r: 0, g: 0, b: 245, a: 255 },
};
const BOTH_OPAQUE: MaskColours = {
  ai: { r: 255, g: 255, b: 255, a: 255 },
  other: { r: 1, g: 2, b: 3, a: 255 },
};

interface Case {
  label: string;
  width: number;
  height: number;
  runs: Runs;
}

function cases(): Case[] {
  const list: Case[] = [];
  const sizes: [number, number][] = [
    [1, 1],
    [2, 1],
    [3, 7],
    [17, 5],
    [64, 3],
    [97, 61],
    [300, 211],
    [1001, 37],
  ];
  let seed = 1;
  for (const [width, height] of sizes) {
    const total = width * height;
    const next = seededRandom(seed++);
    const maxGap = Math.max(1, Math.min(total, 48));
    list.push(
      { label: 'empty', width, height, runs: { starts: [], lengths: [] } },
      { label: 'full', width, height, runs: { starts: [0], lengths: [total] } },
      { label: 'speckle', width, height, runs: stripes(next, total, [1, maxGap], [1, 24]) },
      { label: 'fine speckle', width, height, runs: stripes(next, total, [1, 3], [1, 3]) },
      {
        label: 'fragmented',
        width,
        height,
        runs: stripes(next, total, [20, 400], [20, 200]),
      },
      { label: 'long runs', width, height, runs: stripes(next, total, [1, 9000], [1, 9000]) },
      { label: 'blobs', width, height, runs: blobs(next, width, height) },
    );
    const speckle = stripes(next, total, [1, maxGap], [1, 60]);
    list.push({ label: 'quirky speckle', width, height, runs: quirky(next, speckle) });
    const fragmented = stripes(next, total, [1, 500], [1, 300]);
    list.push({ label: 'quirky fragmented', width, height, runs: quirky(next, fragmented) });
  }
  return list;
}

function bits(words: Uint32Array, ai: number): Uint8Array {
  return Uint8Array.from(words, (word) => (word === ai ? 1 : 0));
}

describe('the fast painters against a per-pixel reference', () => {
  const all = cases();

  it.each([
    ['translucent colours', TRANSLUCENT],
    ['opaque blue (NaN pairs)', OPAQUE_BLUE],
    ['opaque colours', BOTH_OPAQUE],
  ])('decode RGBA words like the reference, %s, at either word alignment', (_name, colours) => {
    const ai = packRgba(colours.ai);
    const other = packRgba(colours.other);
    const problems: string[] = [];
    for (const { label, width, height, runs } of all) {
      const total = width * height;
      const expected = reference(runs, total, ai, other);
      const name = `${label} ${width}x${height}`;
      const fresh = decodeMaskRgba(runs, { width, height }, colours);
      if (!fresh.ok) problems.push(`${name}: ${fresh.error.message}`);
      else {
        const difference = arrayDifference(new Uint32Array(fresh.value.buffer), expected);
        if (difference.index !== -1) problems.push(`${name}, new buffer: ${difference.message}`);
      }
      // Word offsets 1 and 2 in a larger buffer: pairs then start on an odd or even pixel, and
      // the guard words either side show any store outside the target.
      for (const offset of [1, 2]) {
        const backing = new Uint32Array(total + 4).fill(0xdeadbeef);
        const target = backing.subarray(offset, offset + total);
        const result = decodeMaskRgbaInto(runs, { width, height }, colours, target);
        const count = runs.lengths.reduce((sum, length) => sum + length, 0);
        if (!result.ok || result.value !== count) {
          problems.push(`${name}, offset ${offset}: returned ${JSON.stringify(result)}`);
        }
        const difference = arrayDifference(target, expected);
        if (difference.index !== -1)
          problems.push(`${name}, offset ${offset}: ${difference.message}`);
        const guards = [...backing.subarray(0, offset), ...backing.subarray(offset + total)];
        if (guards.some((word) => word !== 0xdeadbeef)) {
          problems.push(`${name}, offset ${offset}: wrote outside the target`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('decodes byte masks, coverage and layers like the reference', () => {
    const problems: string[] = [];
    for (const { label, width, height, runs } of all) {
      const size = { width, height };
      const total = width * height;
      const expected = reference(runs, total, 1, 0);
      const name = `${label} ${width}x${height}`;
      const mask = decodeMask(runs, size);
      const into = new Uint8Array(total).fill(7);
      decodeMaskInto(runs, size, into);
      for (const [how, actual] of [
        ['new', mask.ok ? mask.value : new Uint8Array()],
        ['into', into],
      ] as const) {
        const difference = arrayDifference(actual, expected);
        if (difference.index !== -1) problems.push(`${name}, ${how}: ${difference.message}`);
      }
      const aiPixels = expected.reduce((sum, bit) => sum + bit, 0);
      const coverage = maskCoverage(runs, size);
      if (!coverage.ok || coverage.value.aiPixels !== aiPixels) problems.push(`${name}: coverage`);
      const layers = decodeLayersRgba([{ runs, colour: TRANSLUCENT.ai }], size);
      const ai = packRgba(TRANSLUCENT.ai);
      const layered = layers.ok ? bits(new Uint32Array(layers.value.buffer), ai) : new Uint8Array();
      const difference = arrayDifference(layered, Uint8Array.from(expected));
      if (difference.index !== -1) problems.push(`${name}, layers: ${difference.message}`);
    }
    expect(problems).toEqual([]);
  });
});

/** What the validator must say about a broken encoding, worked out the slow way. */
function expectedProblem(runs: Runs, total: number): string | undefined {
  let end = 0;
  for (let i = 0; i < runs.starts.length; i++) {
    const start = runs.starts[i] as number;
    const length = runs.lengths[i] as number;
    const whole = (value: number): boolean =>
      Number.isInteger(value) && value >= 0 && value < 2 ** 32;
    if (!whole(start) || !whole(length)) return `mask-value run ${i}`;
    const previousStart = i > 0 ? (runs.starts[i - 1] as number) : 0;
    if (start < previousStart) return `mask-unsorted run ${i}`;
    if (start < end) return `mask-overlap run ${i}`;
    if (start + length > total) return `mask-bounds run ${i}`;
    end = start + length;
  }
  return undefined;
}

describe('broken encodings, at random', () => {
  it('are refused with the right code and run, leaving the buffer untouched', () => {
    const next = seededRandom(99);
    const size = { width: 211, height: 97 };
    const total = size.width * size.height;
    const problems: string[] = [];
    for (let trial = 0; trial < 400; trial++) {
      const runs = stripes(next, total, [1, 60], [1, 40]);
      const i = Math.floor(next() * runs.starts.length);
      const start = runs.starts[i] as number;
      const breakage = Math.floor(next() * 5);
      if (breakage === 0) runs.starts[i] = start - 1 - Math.floor(next() * 100);
      else if (breakage === 1) runs.lengths[i] = total;
      else if (breakage === 2) runs.starts[i] = [Number.NaN, -1, 0.5, 2 ** 32][trial % 4] ?? 0;
      else if (breakage === 3) runs.lengths[i] = -1 - Math.floor(next() * 3);
      else {
        runs.starts.push(total + Math.floor(next() * 3));
        runs.lengths.push(1);
      }
      const expected = expectedProblem(runs, total);
      const target = new Uint32Array(total).fill(5);
      const result = decodeMaskRgbaInto(runs, size, TRANSLUCENT, target);
      const actual = result.ok
        ? undefined
        : `${String(result.error.code)} ${/run \d+/.exec(result.error.message)?.[0] ?? ''}`;
      if (actual !== expected) problems.push(`trial ${trial}: ${String(actual)} != ${expected}`);
      if (!result.ok && target.some((word) => word !== 5)) problems.push(`trial ${trial}: wrote`);
    }
    expect(problems).toEqual([]);
  });
});
