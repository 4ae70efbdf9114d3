/**
 * The hot loops of mask decoding: paint already-validated runs into a pixel buffer, one pass,
 * every pixel written once (gaps included, so a reused buffer needs no clearing).
 *
 * There are two copies of the same loop, one per element type, on purpose: V8 compiles element
 * stores for the array types a function has seen, and one loop fed both Uint8Array and
 * Uint32Array ran 3x slower on a 27-megapixel mask. Callers validate runs first (src/shared/rle.ts).
 */
import type { RleRuns } from './rle.ts';

/** From this many pixels on, one fill() call beats a loop (measured: test/bench/rle.bench.ts). */
const FILL_FROM = 64;
/** Short segments are written this many pixels at a time, possibly past their end. */
const CHUNK = 8;

/*
 * Short segments are written in whole chunks and may overshoot by up to CHUNK - 1 pixels. That is
 * safe because segments are painted strictly left to right and the next one starts exactly where
 * this one ends, overwriting the excess; segments ending within CHUNK of the buffer's end use
 * fill() so the overshoot stays inside. Few fixed-size iterations instead of one per pixel is
 * what makes masks of many short runs cheap. The two-way branch is deliberate too: a three-way
 * one (with an exact loop for the tail) compiled 40% slower once V8 had seen long runs first.
 */

function fillWords(t: Uint32Array, from: number, to: number, v: number, chunkEnd: number): void {
  if (to - from < FILL_FROM && to <= chunkEnd) {
    for (let p = from; p < to; p += CHUNK) {
      t[p] = v;
      t[p + 1] = v;
      t[p + 2] = v;
      t[p + 3] = v;
      t[p + 4] = v;
      t[p + 5] = v;
      t[p + 6] = v;
      t[p + 7] = v;
    }
  } else {
    t.fill(v, from, to);
  }
}

function fillBytes(t: Uint8Array, from: number, to: number, v: number, chunkEnd: number): void {
  if (to - from < FILL_FROM && to <= chunkEnd) {
    for (let p = from; p < to; p += CHUNK) {
      t[p] = v;
      t[p + 1] = v;
      t[p + 2] = v;
      t[p + 3] = v;
      t[p + 4] = v;
      t[p + 5] = v;
      t[p + 6] = v;
      t[p + 7] = v;
    }
  } else {
    t.fill(v, from, to);
  }
}

/**
 * Paints sorted, disjoint, in-bounds runs as `ai` and everything else as `other` (RGBA words);
 * returns the number of AI pixels.
 */
export function paintRunWords(
  runs: RleRuns,
  target: Uint32Array,
  ai: number,
  other: number,
): number {
  const { starts, lengths } = runs;
  const total = target.length;
  const chunkEnd = total - CHUNK;
  let end = 0;
  let aiPixels = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] as number;
    const length = lengths[i] as number;
    fillWords(target, end, start, other, chunkEnd);
    fillWords(target, start, start + length, ai, chunkEnd);
    end = start + length;
    aiPixels += length;
  }
  fillWords(target, end, total, other, chunkEnd);
  return aiPixels;
}

/** Paints sorted, disjoint, in-bounds runs as `colour`, leaving every other word as it is. */
export function paintRunsOver(runs: RleRuns, target: Uint32Array, colour: number): void {
  const { starts, lengths } = runs;
  const chunkEnd = target.length - CHUNK;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] as number;
    fillWords(target, start, start + (lengths[i] as number), colour, chunkEnd);
  }
}

/** The same for a byte mask. */
export function paintRunBytes(
  runs: RleRuns,
  target: Uint8Array,
  ai: number,
  other: number,
): number {
  const { starts, lengths } = runs;
  const total = target.length;
  const chunkEnd = total - CHUNK;
  let end = 0;
  let aiPixels = 0;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] as number;
    const length = lengths[i] as number;
    fillBytes(target, end, start, other, chunkEnd);
    fillBytes(target, start, start + length, ai, chunkEnd);
    end = start + length;
    aiPixels += length;
  }
  fillBytes(target, end, total, other, chunkEnd);
  return aiPixels;
}
