import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../src/core/errors.ts';
import {
  decodeLayersRgba,
  decodeMask,
  decodeMaskInto,
  decodeMaskRgba,
  decodeMaskRgbaInto,
  MAX_MASK_PIXELS,
  maskCoverage,
  packRgba,
  type MaskColours,
  type RleRuns,
} from '../../../../src/shared/mask/rle.ts';
import { arrayDifference } from '../../../support/array-difference.ts';
import { seededRandom } from '../../../support/seeded-random.ts';

/** The reference encoder: one run per maximal stretch of 1s, as the service describes. */
function encode(mask: Uint8Array): { starts: number[]; lengths: number[] } {
  const starts: number[] = [];
  const lengths: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] !== 1) continue;
    const start = i;
    while (i < mask.length && mask[i] === 1) i++;
    starts.push(start);
    lengths.push(i - start);
  }
  return { starts, lengths };
}

/** Deterministic pseudo-random masks with runs of every short length and a few long ones. */
function randomMask(total: number, seed: number): Uint8Array {
  const next = seededRandom(seed);
  const mask = new Uint8Array(total);
  let p = 0;
  let value = next() < 0.5 ? 1 : 0;
  while (p < total) {
    const length = next() < 0.1 ? 1 + Math.floor(next() * 200) : 1 + Math.floor(next() * 12);
    mask.fill(value, p, Math.min(total, p + length));
    p += length;
    value ^= 1;
  }
  return mask;
}

const COLOURS: MaskColours = {
  ai: { r: 255, g: 40, b: 0, a: 160 },
  other: { r: 0, g: 0, b: 0, a: 0 },
};

const AI_WORD = packRgba(COLOURS.ai);

/** The RGBA painter is a separate loop (see rle-paint.ts): decode with it, read back 0/1. */
function wordsAsBits(runs: RleRuns, size: { width: number; height: number }): Uint8Array {
  const words = new Uint32Array(size.width * size.height).fill(7);
  decodeMaskRgbaInto(runs, size, COLOURS, words);
  return Uint8Array.from(words, (word) => (word === AI_WORD ? 1 : 0));
}

/**
 * Why a decoded mask is not the expected one, or undefined when it is: one cheap loop, so tests
 * can check thousands of masks (or one of 130 000 pixels) and assert once on the problems found.
 * `toEqual` on each took seconds on a loaded machine.
 */
function maskProblem(
  result: Result<Uint8Array>,
  expected: Uint8Array,
  label: string,
): string | undefined {
  if (!result.ok) return `${label}: ${result.error.message}`;
  const difference = arrayDifference(result.value, expected);
  return difference.index === -1 ? undefined : `${label}: ${difference.message}`;
}

function bitsProblem(actual: Uint8Array, expected: Uint8Array, label: string): string | undefined {
  const difference = arrayDifference(actual, expected);
  return difference.index === -1 ? undefined : `${label}, painted as RGBA: ${difference.message}`;
}

function expectProblem(result: Result<unknown>, code: string, message: RegExp): void {
  expect(result).toMatchObject({ ok: false, error: { kind: 'service', code } });
  expect(result.ok ? '' : result.error.message).toMatch(message);
}

describe('decodeMask', () => {
  it.each([
    [1, 1],
    [1, 37],
    [37, 1],
    [3, 5],
    [64, 64],
    [513, 257],
  ])('round-trips random %ix%i masks through the encoder', (width, height) => {
    const problems: (string | undefined)[] = [];
    for (let seed = 1; seed <= 5; seed++) {
      const mask = randomMask(width * height, seed * 7919 + width);
      problems.push(maskProblem(decodeMask(encode(mask), { width, height }), mask, `seed ${seed}`));
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('decodes the docs example: four runs over a 768x1024 image', () => {
    const runs = { starts: [0, 512, 1536, 2560], lengths: [256, 512, 768, 1024] };
    const result = decodeMask(runs, { width: 768, height: 1024 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(encode(result.value)).toEqual(runs);
    expect(result.value[255]).toBe(1);
    expect(result.value[256]).toBe(0);
    expect(result.value[3583]).toBe(1);
    expect(result.value[3584]).toBe(0);
  });

  it('reads positions row-major: index = y * width + x', () => {
    // Pixel (x=2, y=1) of a 4x3 image, and the whole last row.
    const result = decodeMask({ starts: [6, 8], lengths: [1, 4] }, { width: 4, height: 3 });
    expect(result).toEqual({
      ok: true,
      value: Uint8Array.from([0, 0, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1]),
    });
  });

  it('gives an all-human mask for empty arrays', () => {
    const result = decodeMask({ starts: [], lengths: [] }, { width: 5, height: 4 });
    expect(result).toEqual({ ok: true, value: new Uint8Array(20) });
  });

  it('decodes a mask of all AI pixels', () => {
    const result = decodeMask({ starts: [0], lengths: [12] }, { width: 4, height: 3 });
    expect(result).toEqual({ ok: true, value: new Uint8Array(12).fill(1) });
  });

  it('accepts a run ending exactly at the last pixel', () => {
    const result = decodeMask({ starts: [10], lengths: [2] }, { width: 4, height: 3 });
    expect(result.ok && Array.from(result.value.slice(9))).toEqual([0, 1, 1]);
  });

  it('accepts zero-length runs, which mark nothing, even at the very end', () => {
    const runs = { starts: [0, 3, 5, 12], lengths: [0, 2, 0, 0] };
    const result = decodeMask(runs, { width: 4, height: 3 });
    expect(result.ok && encode(result.value)).toEqual({ starts: [3], lengths: [2] });
  });

  it('accepts runs that touch, as one longer run', () => {
    const result = decodeMask({ starts: [2, 4], lengths: [2, 3] }, { width: 10, height: 1 });
    expect(result.ok && encode(result.value)).toEqual({ starts: [2], lengths: [5] });
  });

  it('accepts typed arrays as well as plain arrays', () => {
    const runs = { starts: Int32Array.from([1, 5]), lengths: Uint32Array.from([2, 1]) };
    const result = decodeMask(runs, { width: 3, height: 2 });
    expect(result).toEqual({ ok: true, value: Uint8Array.from([0, 1, 1, 0, 0, 1]) });
  });

  it('paints short segments near the end of a buffer exactly (no overshoot past it)', () => {
    const problems: (string | undefined)[] = [];
    // Sizes below, at and above the internal chunk of 8, runs hugging the last pixels.
    for (let total = 1; total <= 40; total++) {
      for (let start = 0; start < total; start++) {
        for (let length = 0; start + length <= total && length <= 10; length++) {
          const runs = { starts: [start], lengths: [length] };
          const size = { width: total, height: 1 };
          const expected = new Uint8Array(total).fill(1, start, start + length);
          const label = `${total} pixels, run ${start}+${length}`;
          problems.push(maskProblem(decodeMask(runs, size), expected, label));
          problems.push(bitsProblem(wordsAsBits(runs, size), expected, label));
        }
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('decodes every possible mask of up to 12 pixels, as bytes and as RGBA', () => {
    const problems: (string | undefined)[] = [];
    for (let total = 1; total <= 12; total++) {
      const size = { width: total, height: 1 };
      for (let bits = 0; bits < 2 ** total; bits++) {
        const mask = Uint8Array.from({ length: total }, (_, i) => (bits >> i) & 1);
        const runs = encode(mask);
        const label = `${total} pixels, bits ${bits.toString(2)}`;
        problems.push(maskProblem(decodeMask(runs, size), mask, label));
        problems.push(bitsProblem(wordsAsBits(runs, size), mask, label));
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });
});

describe('malformed masks', () => {
  const size = { width: 10, height: 10 };

  it('refuses starts and lengths of different lengths', () => {
    const result = decodeMask({ starts: [1, 5], lengths: [2] }, size);
    expectProblem(result, 'mask-arrays', /2 run starts but 1 run lengths/);
  });

  it.each([
    ['a negative start', [-1], [2]],
    ['a negative length', [3], [-2]],
    ['a fractional start', [1.5], [2]],
    ['a fractional length', [1], [0.25]],
    ['NaN', [Number.NaN], [1]],
    ['Infinity', [1], [Number.POSITIVE_INFINITY]],
    ['a start beyond 2^32', [2 ** 32 + 1], [1]],
  ])('refuses %s', (_name, starts, lengths) => {
    expectProblem(decodeMask({ starts, lengths }, size), 'mask-value', /run 0 has start/);
  });

  it('refuses starts or lengths that are not lists', () => {
    const missing = { starts: [1] } as unknown as RleRuns;
    expectProblem(decodeMask(missing, size), 'mask-arrays', /not lists/);
    const text = { starts: '123', lengths: '456' } as unknown as RleRuns;
    expectProblem(decodeMask(text, size), 'mask-arrays', /not lists/);
  });

  it('refuses values that are not numbers at all, without throwing', () => {
    const runs = { starts: ['4', Symbol('x')], lengths: [1, 1] } as unknown as RleRuns;
    expectProblem(decodeMask(runs, size), 'mask-value', /run 0 has start string/);
    const symbolic = { starts: [1, Symbol('x')], lengths: [1, 1] } as unknown as RleRuns;
    expectProblem(decodeMask(symbolic, size), 'mask-value', /run 1 has start symbol/);
  });

  it('refuses a hole in a sparse array', () => {
    const starts = new Array<number>(3);
    starts[0] = 1;
    starts[2] = 9;
    expectProblem(decodeMask({ starts, lengths: [1, 1, 1] }, size), 'mask-value', /run 1/);
  });

  it('refuses runs out of order', () => {
    const result = decodeMask({ starts: [50, 10], lengths: [2, 2] }, size);
    expectProblem(result, 'mask-unsorted', /run 1 starts at 10, before run 0/);
  });

  it('refuses overlapping runs', () => {
    const result = decodeMask({ starts: [10, 12], lengths: [5, 2] }, size);
    expectProblem(result, 'mask-overlap', /run 1 starts at 12, inside run 0 \(which ends at 15\)/);
  });

  it('refuses a run that ends past the last pixel', () => {
    const result = decodeMask({ starts: [95], lengths: [6] }, size);
    expectProblem(result, 'mask-bounds', /ends at pixel 101, past the 100 pixels/);
  });

  it('refuses a run that starts past the last pixel', () => {
    const result = decodeMask({ starts: [100], lengths: [1] }, size);
    expectProblem(result, 'mask-bounds', /run 0 ends at pixel 101/);
  });

  it('refuses a zero-length run inside the previous run', () => {
    const result = decodeMask({ starts: [3, 4], lengths: [2, 0] }, size);
    expectProblem(result, 'mask-overlap', /run 1 starts at 4/);
  });

  it('refuses a zero-length run beyond the image too', () => {
    expectProblem(decodeMask({ starts: [101], lengths: [0] }, size), 'mask-bounds', /run 0/);
  });

  it.each([
    [0, 10],
    [10, 0],
    [-4, 10],
    [2.5, 10],
    [Number.NaN, 10],
    [10, Number.POSITIVE_INFINITY],
  ])('refuses the size %s x %s', (width, height) => {
    const result = decodeMask({ starts: [], lengths: [] }, { width, height });
    expectProblem(result, 'mask-size', /not a positive whole number/);
  });

  it('refuses absurd sizes before allocating anything', () => {
    const huge = { width: 1_000_000, height: 1_000_000 };
    expectProblem(decodeMask({ starts: [0], lengths: [1] }, huge), 'mask-size', /1000000x1000000/);
    const justOver = { width: MAX_MASK_PIXELS + 1, height: 1 };
    expectProblem(
      decodeMaskRgba({ starts: [], lengths: [] }, justOver, COLOURS),
      'mask-size',
      /beyond/,
    );
  });

  it('allows the service maximum of 6000x4500 in either orientation', () => {
    const runs = { starts: [0, 26_999_999], lengths: [1, 1] };
    expect(maskCoverage(runs, { width: 6000, height: 4500 }).ok).toBe(true);
    expect(maskCoverage(runs, { width: 4500, height: 6000 }).ok).toBe(true);
  });
});

describe('decodeMaskRgba', () => {
  it('returns bytes ImageData takes as they are (a compile-time check)', () => {
    const result = decodeMaskRgba({ starts: [], lengths: [] }, { width: 1, height: 1 }, COLOURS);
    const forImageData: ConstructorParameters<typeof ImageData>[0] | undefined = result.ok
      ? result.value
      : undefined;
    expect(forImageData).toHaveLength(4);
  });

  it('writes AI and other colours in R, G, B, A byte order', () => {
    const result = decodeMaskRgba({ starts: [1], lengths: [1] }, { width: 3, height: 1 }, COLOURS);
    expect(result).toEqual({
      ok: true,
      value: Uint8ClampedArray.from([0, 0, 0, 0, 255, 40, 0, 160, 0, 0, 0, 0]),
    });
  });

  it('matches the plain mask pixel for pixel', () => {
    const size = { width: 301, height: 97 };
    const mask = randomMask(size.width * size.height, 42);
    const rgba = decodeMaskRgba(encode(mask), size, COLOURS);
    expect(rgba.ok).toBe(true);
    if (!rgba.ok) return;
    const words = new Uint32Array(rgba.value.buffer);
    const ai = packRgba(COLOURS.ai);
    const other = packRgba(COLOURS.other);
    const mismatches = Array.from(mask).filter((bit, i) => words[i] !== (bit ? ai : other));
    expect(mismatches).toHaveLength(0);
  });

  it('fills human pixels with an opaque colour too, when asked', () => {
    const colours = { ai: COLOURS.ai, other: { r: 1, g: 2, b: 3, a: 255 } };
    const result = decodeMaskRgba({ starts: [], lengths: [] }, { width: 2, height: 1 }, colours);
    expect(result).toEqual({
      ok: true,
      value: Uint8ClampedArray.from([1, 2, 3, 255, 1, 2, 3, 255]),
    });
  });

  it('returns errors as values, like the plain decode', () => {
    const result = decodeMaskRgba(
      { starts: [3, 1], lengths: [1, 1] },
      { width: 5, height: 1 },
      COLOURS,
    );
    expectProblem(result, 'mask-unsorted', /run 1/);
  });
});

describe('decoding into a buffer the caller owns', () => {
  it('overwrites every pixel of a reused buffer and returns the AI count', () => {
    const size = { width: 50, height: 20 };
    const mask = randomMask(1000, 3);
    const target = new Uint8Array(1000).fill(7);
    expect(decodeMaskInto(encode(mask), size, target)).toEqual({
      ok: true,
      value: mask.reduce((sum, bit) => sum + bit, 0),
    });
    expect(target).toEqual(mask);
  });

  it('overwrites a reused RGBA buffer, gaps included', () => {
    const target = new Uint32Array(6).fill(0xdeadbeef);
    const result = decodeMaskRgbaInto(
      { starts: [2], lengths: [2] },
      { width: 3, height: 2 },
      COLOURS,
      target,
    );
    expect(result).toEqual({ ok: true, value: 2 });
    const other = packRgba(COLOURS.other);
    const ai = packRgba(COLOURS.ai);
    expect(Array.from(target)).toEqual([other, other, ai, ai, other, other]);
  });

  it('leaves the buffer untouched when the mask is malformed', () => {
    const target = new Uint32Array(10).fill(9);
    const runs = { starts: [0, 5, 3], lengths: [2, 1, 1] };
    const result = decodeMaskRgbaInto(runs, { width: 10, height: 1 }, COLOURS, target);
    expectProblem(result, 'mask-unsorted', /run 2/);
    expect(Array.from(target)).toEqual(new Array<number>(10).fill(9));
  });

  it('reports a buffer of the wrong size as our bug, not the service', () => {
    const result = decodeMaskInto(
      { starts: [], lengths: [] },
      { width: 4, height: 4 },
      new Uint8Array(15),
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal', code: 'mask-target' } });
  });
});

describe('maskCoverage', () => {
  it('counts AI pixels and shares', () => {
    const result = maskCoverage({ starts: [0, 10], lengths: [5, 20] }, { width: 10, height: 10 });
    expect(result).toEqual({
      ok: true,
      value: { aiPixels: 25, totalPixels: 100, ai: 0.25, human: 0.75 },
    });
  });

  it('is 0 for no runs and 1 for a full mask', () => {
    const size = { width: 8, height: 2 };
    expect(maskCoverage({ starts: [], lengths: [] }, size)).toMatchObject({
      value: { ai: 0, human: 1 },
    });
    expect(maskCoverage({ starts: [0], lengths: [16] }, size)).toMatchObject({
      value: { ai: 1, human: 0 },
    });
  });

  it('validates the runs it counts', () => {
    const result = maskCoverage({ starts: [0, 2], lengths: [4, 1] }, { width: 8, height: 1 });
    expectProblem(result, 'mask-overlap', /run 1/);
  });
});

describe('packRgba', () => {
  it('lays bytes out as ImageData does, whatever the platform byte order', () => {
    const words = Uint32Array.of(packRgba({ r: 1, g: 2, b: 3, a: 4 }));
    expect(Array.from(new Uint8Array(words.buffer))).toEqual([1, 2, 3, 4]);
  });

  it('clamps and rounds channels into 0-255', () => {
    const words = Uint32Array.of(packRgba({ r: -5, g: 300, b: 1.6, a: Number.NaN }));
    expect(Array.from(new Uint8Array(words.buffer))).toEqual([0, 255, 2, 0]);
  });
});

describe('decodeLayersRgba', () => {
  const size = { width: 4, height: 2 };
  const blue = { r: 0, g: 0, b: 255, a: 140 };
  const green = { r: 0, g: 200, b: 0, a: 140 };
  const wordAt = (pixels: Uint8ClampedArray, i: number): number[] => [
    ...pixels.subarray(i * 4, i * 4 + 4),
  ];

  it('paints each mask in its colour, later over earlier, and leaves the rest clear', () => {
    const decoded = decodeLayersRgba(
      [
        { runs: { starts: [0], lengths: [3] }, colour: blue },
        { runs: { starts: [2, 6], lengths: [2, 1] }, colour: green },
      ],
      size,
    );
    if (!decoded.ok) throw new Error(decoded.error.message);
    const colourOf = (i: number): string => {
      const [r, g, b, a] = wordAt(decoded.value, i);
      if (a === 0) return '.';
      return b === 255 && r === 0 && g === 0 ? 'B' : g === 200 ? 'G' : '?';
    };
    expect(Array.from({ length: 8 }, (_, i) => colourOf(i)).join('')).toBe('BBGG..G.');
    expect(wordAt(decoded.value, 0)).toEqual([0, 0, 255, 140]);
  });

  it('refuses the whole picture when one mask is malformed', () => {
    const decoded = decodeLayersRgba(
      [
        { runs: { starts: [0], lengths: [1] }, colour: blue },
        { runs: { starts: [7], lengths: [5] }, colour: green },
      ],
      size,
    );
    expect(decoded.ok).toBe(false);
  });

  it('is a clear picture when no object is shown', () => {
    const decoded = decodeLayersRgba([], size);
    expect(decoded.ok && [...decoded.value].every((byte) => byte === 0)).toBe(true);
  });
});
