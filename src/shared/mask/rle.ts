/**
 * Decodes the service's run-length AI mask. `starts[i]` and `lengths[i]` describe one run of AI
 * pixels: 0-based positions in the row-major pixel array (index = y * width + x) of the analysed
 * image; every pixel outside a run is human. Malformed data comes back as an error value, never a
 * throw or a hang: one linear pass checks the runs, then one pass writes every pixel once.
 *
 * Decisions on what the service never promised in words:
 * - Runs must be sorted and disjoint (the fake service and the docs example are). Runs that touch
 *   (`start === previous end`) are accepted: they mean the same pixels as one longer run.
 * - Zero-length runs are accepted and mark nothing; their start must still be in order and in
 *   bounds, so a zero-length run can still reveal a broken encoder.
 */
import { IMAGE_MAX_LONG_SIDE, IMAGE_MAX_SHORT_SIDE } from '../../api/validation/image.ts';
import { appError, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { paintRunBytes, paintRunsOver, paintRunWords } from './rle-paint.ts';

/** The mask as the service sends it (`result`, or `detectedObjects[].mask`). */
export interface RleRuns {
  readonly starts: ArrayLike<number>;
  readonly lengths: ArrayLike<number>;
}

export interface MaskSize {
  readonly width: number;
  readonly height: number;
}

/** A colour with 0–255 channels; alpha 0 is transparent. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export interface MaskColours {
  ai: Rgba;
  /** Colour of human pixels, usually fully transparent. */
  other: Rgba;
}

export interface MaskCoverage {
  aiPixels: number;
  totalPixels: number;
  /** Share of AI pixels, 0–1. */
  ai: number;
  human: number;
}

/**
 * Twice the service's largest image (6000x4500 = 27 MP): room for a change on its side, and still
 * a bound on memory (216 MB of RGBA) so an absurd size is refused rather than allocated.
 */
export const MAX_MASK_PIXELS = 2 * IMAGE_MAX_LONG_SIDE * IMAGE_MAX_SHORT_SIDE;

/** Stable codes on the returned {@link AppError}, one per kind of malformed mask. */
export const MASK_PROBLEMS = [
  'mask-size', // width or height not a positive integer, or too many pixels
  'mask-arrays', // starts and lengths differ in length
  'mask-value', // a start or length that is not a non-negative integer
  'mask-unsorted', // a run starts before the previous run
  'mask-overlap', // a run starts inside the previous run
  'mask-bounds', // a run ends past the last pixel
  'mask-target', // the caller's buffer does not match the size (a bug of ours)
] as const;

export type MaskProblem = (typeof MASK_PROBLEMS)[number];

function problem(code: MaskProblem, detail: string): AppError {
  if (code === 'mask-target') return appError('internal', detail, { code });
  return appError('service', `The AI mask from the service cannot be read: ${detail}`, { code });
}

/** Typed as number, but service data can hold anything: never let a Symbol reach a template. */
const show = (value: unknown): string => (typeof value === 'number' ? String(value) : typeof value);

/** Checks the mask's pixel size and returns its pixel count. */
export function checkMaskSize(size: MaskSize): Result<number> {
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    const detail = `its size ${show(width)}x${show(height)} is not a positive whole number of pixels.`;
    return err(problem('mask-size', detail));
  }
  const total = width * height;
  if (total > MAX_MASK_PIXELS) {
    const detail = `its size ${width}x${height} px is beyond the largest image the service checks.`;
    return err(problem('mask-size', detail));
  }
  return ok(total);
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

const channel = (value: number): number => Math.min(255, Math.max(0, Math.round(value))) | 0;

/**
 * The 32-bit word that a Uint32Array view over ImageData bytes holds for this colour: ImageData
 * keeps bytes in R, G, B, A order, so the word's layout follows the platform's byte order.
 */
export function packRgba(colour: Rgba): number {
  const r = channel(colour.r);
  const g = channel(colour.g);
  const b = channel(colour.b);
  const a = channel(colour.a);
  const word = LITTLE_ENDIAN
    ? (a << 24) | (b << 16) | (g << 8) | r
    : (r << 24) | (g << 16) | (b << 8) | a;
  return word >>> 0;
}

/**
 * A whole number in [0, 2^32): `>>> 0` refuses negatives, fractions, NaN and Infinity in one
 * compare; the typeof comes first because `>>>` would throw on a Symbol and call an object's
 * valueOf.
 */
const isIndex = (value: number): boolean => typeof value === 'number' && value >>> 0 === value;

/** Plain arrays and typed arrays; a missing field from a message is neither. */
const isList = (value: unknown): value is ArrayLike<number> =>
  Array.isArray(value) || ArrayBuffer.isView(value);

/**
 * The hot check: the index of the first run that is not a whole number, starts before the
 * previous run ends, or ends past the image; -1 when all are fine. It calls nothing outside this
 * module and returns a plain number on purpose: with `ok(...)` after the loop, V8 deoptimised at
 * that import on every call under vitest and fell back to a 6x slower tier.
 */
function firstBadRun(starts: ArrayLike<number>, lengths: ArrayLike<number>, total: number): number {
  let end = 0;
  for (let i = 0; i < starts.length; i++) {
    // Holes in a sparse array read as undefined; isIndex refuses them.
    const start = starts[i] as number;
    const length = lengths[i] as number;
    if (!isIndex(start) || !isIndex(length) || start < end || start + length > total) return i;
    end = start + length;
  }
  return -1;
}

/** Says what is wrong with run `i`, knowing every run before it is fine. */
function badRun(
  starts: ArrayLike<number>,
  lengths: ArrayLike<number>,
  i: number,
  total: number,
): AppError {
  const start = starts[i] as number;
  const length = lengths[i] as number;
  if (!isIndex(start) || !isIndex(length)) {
    const detail = `run ${i} has start ${show(start)} and length ${show(length)}; both must be whole numbers of at least 0.`;
    return problem('mask-value', detail);
  }
  const previousStart = i > 0 ? (starts[i - 1] as number) : 0;
  const previousEnd = i > 0 ? previousStart + (lengths[i - 1] as number) : 0;
  if (start < previousStart) {
    const detail = `run ${i} starts at ${start}, before run ${i - 1} (at ${previousStart}); runs must be in order.`;
    return problem('mask-unsorted', detail);
  }
  if (start < previousEnd) {
    const detail = `run ${i} starts at ${start}, inside run ${i - 1} (which ends at ${previousEnd}); runs must not overlap.`;
    return problem('mask-overlap', detail);
  }
  const detail = `run ${i} ends at pixel ${start + length}, past the ${total} pixels of the image.`;
  return problem('mask-bounds', detail);
}

/**
 * Checks every run, in one pass over the two arrays, before any pixel is written: it costs a
 * fraction of one fill() of the image even for 730 000 runs, and buys a buffer that is never
 * left half-decoded and painting loops without error exits (see rle-paint.ts).
 */
function checkRuns(runs: RleRuns, total: number): Result<void> {
  const { starts, lengths } = runs;
  if (!isList(starts) || !isList(lengths)) {
    return err(problem('mask-arrays', 'its starts and lengths are not lists of numbers.'));
  }
  if (lengths.length !== starts.length) {
    const detail = `it has ${starts.length} run starts but ${lengths.length} run lengths.`;
    return err(problem('mask-arrays', detail));
  }
  const bad = firstBadRun(starts, lengths, total);
  return bad < 0 ? ok(undefined) : err(badRun(starts, lengths, bad, total));
}

/** Size, then the caller's buffer if any, then runs; returns the pixel count. */
function prepare(runs: RleRuns, size: MaskSize, targetLength?: number): Result<number> {
  const total = checkMaskSize(size);
  if (!total.ok) return total;
  if (targetLength !== undefined && targetLength !== total.value) {
    const detail = `The mask buffer holds ${targetLength} pixels; the image has ${total.value}.`;
    return err(problem('mask-target', detail));
  }
  const checked = checkRuns(runs, total.value);
  return checked.ok ? total : checked;
}

/** Sum of run lengths: the AI pixel count of validated runs. */
function sumLengths(lengths: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < lengths.length; i++) sum += lengths[i] as number;
  return sum;
}

/** Counts AI pixels and shares, validating the runs without decoding them. */
export function maskCoverage(runs: RleRuns, size: MaskSize): Result<MaskCoverage> {
  const total = prepare(runs, size);
  if (!total.ok) return total;
  const aiPixels = sumLengths(runs.lengths);
  const ai = aiPixels / total.value;
  return ok({ aiPixels, totalPixels: total.value, ai, human: 1 - ai });
}

/**
 * Decodes into `target` (one byte per pixel, 1 = AI, 0 = human), overwriting every pixel;
 * returns the AI pixel count. On error the target is untouched.
 */
export function decodeMaskInto(runs: RleRuns, size: MaskSize, target: Uint8Array): Result<number> {
  const total = prepare(runs, size, target.length);
  return total.ok ? ok(paintRunBytes(runs, target, 1, 0)) : total;
}

/** Decodes into a new mask, one byte per pixel: 1 = AI, 0 = human. */
export function decodeMask(runs: RleRuns, size: MaskSize): Result<Uint8Array<ArrayBuffer>> {
  const total = prepare(runs, size);
  if (!total.ok) return total;
  const mask = new Uint8Array(total.value);
  paintRunBytes(runs, mask, 1, 0);
  return ok(mask);
}

/**
 * Decodes straight into RGBA words (a Uint32Array view over ImageData bytes), AI pixels in
 * `colours.ai` and the others in `colours.other`, overwriting every pixel; returns the AI pixel
 * count. On error the target is untouched.
 */
export function decodeMaskRgbaInto(
  runs: RleRuns,
  size: MaskSize,
  colours: MaskColours,
  target: Uint32Array,
): Result<number> {
  const total = prepare(runs, size, target.length);
  if (!total.ok) return total;
  // Signed words keep the hot loop on small integers instead of heap numbers.
  const ai = packRgba(colours.ai) | 0;
  const other = packRgba(colours.other) | 0;
  return ok(paintRunWords(runs, target, ai, other));
}

/** Decodes into new RGBA bytes, ready for `new ImageData(pixels, width, height)`. */
export function decodeMaskRgba(
  runs: RleRuns,
  size: MaskSize,
  colours: MaskColours,
): Result<Uint8ClampedArray<ArrayBuffer>> {
  const total = prepare(runs, size);
  if (!total.ok) return total;
  const words = new Uint32Array(total.value);
  paintRunWords(runs, words, packRgba(colours.ai) | 0, packRgba(colours.other) | 0);
  return ok(new Uint8ClampedArray(words.buffer));
}

/**
 * Several masks of one image in one RGBA picture, each in its own colour, later ones painted
 * over earlier ones where they overlap; transparent elsewhere. Every mask is validated first.
 */
export function decodeLayersRgba(
  layers: readonly { runs: RleRuns; colour: Rgba }[],
  size: MaskSize,
): Result<Uint8ClampedArray<ArrayBuffer>> {
  const total = checkMaskSize(size);
  if (!total.ok) return total;
  for (const layer of layers) {
    const checked = prepare(layer.runs, size);
    if (!checked.ok) return checked;
  }
  const words = new Uint32Array(total.value);
  for (const layer of layers) paintRunsOver(layer.runs, words, packRgba(layer.colour) | 0);
  return ok(new Uint8ClampedArray(words.buffer));
}
