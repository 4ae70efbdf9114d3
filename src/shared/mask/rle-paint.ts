/**
 * The hot loops of mask decoding: paint already-validated runs into a pixel buffer, one pass,
 * every pixel written once (gaps included, so a reused buffer needs no clearing).
 *
 * There are separate loops per element type, on purpose: V8 compiles element stores for the
 * array types a function has seen, and one loop fed both Uint8Array and Uint32Array ran 3x slower
 * on a 27-megapixel mask. RGBA words have a faster painter of their own, two pixels per store
 * (paintRunWords, below). Callers validate runs first (src/shared/mask/rle.ts).
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

/** {@link paintRunWords} one word at a time: for colours whose pixel pair is a NaN double. */
function paintRunWordsSingly(
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

/*
 * RGBA words are painted two at a time, as Float64Array elements over the same bytes: half the
 * stores of a Uint32Array loop. A double only copies bits faithfully when it is not a NaN (V8 may
 * rewrite a NaN's payload), so colours whose pixel pair reads as a NaN (opaque, blue >= 240) take
 * the one-word loop above instead. Pair k covers pixels `first + 2k` and `first + 2k + 1`, where
 * `first` (0 or 1) is the first pixel on an 8-byte boundary.
 *
 * Each segment (a gap or a run) starts with a fixed block of pair stores, with no test of its
 * length: a branch on random lengths costs more in mispredictions than the extra stores (speckle,
 * 730 000 runs of 1-24 px with 1-48 px gaps, went from 5.5x fill to 2.2x this way). The block may
 * run past the segment; later segments overwrite that, as nothing ever writes left of its own
 * segment but the pair holding the segment's first pixel. That pair comes from `edges`, so the
 * pixel before it keeps the colour of the last non-empty segment.
 */

/** Pairs written unconditionally for a gap (covers gaps up to 47 px) and for a run (23 px). */
const GAP_PAIRS = 24;
const RUN_PAIRS = 12;
/** Longer segments continue in a loop of 8 pairs, then from this many pixels on with fill(). */
const WIDE_FILL_FROM = 4096;
/**
 * Runs ending closer than this to the buffer's end are painted exactly, so no pair store falls
 * past the view (V8 would drop it, but on a slow path).
 */
const PAIR_MARGIN = 2 * GAP_PAIRS + 16;

/** The bits of two words, in memory order, as one double (the byte order of the platform). */
function pairOf(first: number, second: number, scratch: Uint32Array): number {
  scratch[0] = first;
  scratch[1] = second;
  return new Float64Array(scratch.buffer)[0] as number;
}

/**
 * Pairs `q` up to `end` (exclusive, rounded up to 8). One function shared by gaps and runs: it
 * measured faster than a copy of the loop written into each.
 */
function paintPairs(f: Float64Array, q: number, end: number, d: number): void {
  for (; q < end; q += 8) {
    f[q] = d;
    f[q + 1] = d;
    f[q + 2] = d;
    f[q + 3] = d;
    f[q + 4] = d;
    f[q + 5] = d;
    f[q + 6] = d;
    f[q + 7] = d;
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
  const scratch = new Uint32Array(2);
  // The pair holding a segment's first pixel: [human pair, AI then human (a gap starting on the
  // pair's second pixel, after AI), AI pair, human then AI].
  const edges = Float64Array.of(
    pairOf(other, other, scratch),
    pairOf(ai, other, scratch),
    pairOf(ai, ai, scratch),
    pairOf(other, ai, scratch),
  );
  if (edges.some((edge) => Number.isNaN(edge))) return paintRunWordsSingly(runs, target, ai, other);
  const otherPair = edges[0] as number;
  const aiPair = edges[2] as number;
  const { starts, lengths } = runs;
  const n = starts.length;
  const total = target.length;
  const first = (target.byteOffset >> 2) & 1;
  const f = new Float64Array(target.buffer, target.byteOffset + 4 * first, (total - first) >> 1);
  // The pair loop runs only where no store can reach past the buffer or before pixel 0; the few
  // runs at either end are painted exactly with fill().
  let fastEnd = n;
  while (
    fastEnd > 0 &&
    (starts[fastEnd - 1] as number) + (lengths[fastEnd - 1] as number) > total - PAIR_MARGIN
  ) {
    fastEnd--;
  }
  let end = 0;
  let aiPixels = 0;
  // 1 when the pixel before `end` is AI: picks the edge pair.
  let lastAi = 0;
  let i = 0;
  for (; i < n && end === 0; i++) {
    const start = starts[i] as number;
    const length = lengths[i] as number;
    target.fill(other, end, start);
    target.fill(ai, start, start + length);
    if (length > 0) lastAi = 1;
    end = start + length;
    aiPixels += length;
  }
  for (; i < fastEnd; i++) {
    const start = starts[i] as number;
    const length = lengths[i] as number;
    // The gap [end, start), human.
    let k = (end - first) >> 1;
    let d = otherPair;
    f[k] = edges[(end - first) & lastAi] as number;
    f[k + 1] = d;
    f[k + 2] = d;
    f[k + 3] = d;
    f[k + 4] = d;
    f[k + 5] = d;
    f[k + 6] = d;
    f[k + 7] = d;
    f[k + 8] = d;
    f[k + 9] = d;
    f[k + 10] = d;
    f[k + 11] = d;
    f[k + 12] = d;
    f[k + 13] = d;
    f[k + 14] = d;
    f[k + 15] = d;
    f[k + 16] = d;
    f[k + 17] = d;
    f[k + 18] = d;
    f[k + 19] = d;
    f[k + 20] = d;
    f[k + 21] = d;
    f[k + 22] = d;
    f[k + 23] = d;
    if (start - end >= 2 * GAP_PAIRS) {
      if (start - end < WIDE_FILL_FROM) paintPairs(f, k + GAP_PAIRS, (start - first + 1) >> 1, d);
      else target.fill(other, end, start);
    }
    if (start > end) lastAi = 0;
    // The run [start, end), AI.
    end = start + length;
    k = (start - first) >> 1;
    d = aiPair;
    f[k] = edges[2 | ((start - first) & (lastAi ^ 1))] as number;
    f[k + 1] = d;
    f[k + 2] = d;
    f[k + 3] = d;
    f[k + 4] = d;
    f[k + 5] = d;
    f[k + 6] = d;
    f[k + 7] = d;
    f[k + 8] = d;
    f[k + 9] = d;
    f[k + 10] = d;
    f[k + 11] = d;
    if (length >= 2 * RUN_PAIRS) {
      if (length < WIDE_FILL_FROM) paintPairs(f, k + RUN_PAIRS, (end - first + 1) >> 1, d);
      else target.fill(ai, start, end);
    }
    if (length > 0) lastAi = 1;
    aiPixels += length;
  }
  for (; i < n; i++) {
    const start = starts[i] as number;
    const length = lengths[i] as number;
    target.fill(other, end, start);
    target.fill(ai, start, start + length);
    end = start + length;
    aiPixels += length;
  }
  target.fill(other, end, total);
  return aiPixels;
}

/**
 * Paints sorted, disjoint, in-bounds runs as `colour`, leaving every other word as it is. Exact
 * writes only: nothing paints the gaps here, so an overshoot would stay (the chunked loop of 8
 * used before coloured up to 7 pixels after every short run).
 */
export function paintRunsOver(runs: RleRuns, target: Uint32Array, colour: number): void {
  const { starts, lengths } = runs;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] as number;
    const end = start + (lengths[i] as number);
    if (end - start < FILL_FROM) {
      for (let p = start; p < end; p++) target[p] = colour;
    } else {
      target.fill(colour, start, end);
    }
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
