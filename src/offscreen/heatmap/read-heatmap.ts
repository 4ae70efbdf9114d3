/**
 * Finds and reads the heatmap in an asynchronous AI image result. The service documents the
 * request (`maskType: "heatmap"`) but not the answer's field or encoding (service-facts.md:
 * NOT FOUND), so this accepts the plausible forms rather than guessing one:
 * - a field whose name starts with "heatmap" (any case, `heat_map`, `heatMap`…), at the top
 *   level or inside `result` / `imageInfo`; or `result` itself when it is not a run-length mask;
 * - its value as an image (data: URL, or base64 of PNG / JPEG / WebP bytes), a web address of
 *   one, a grid of numbers (rows of numbers, or a flat list with the image's shape), base64 of
 *   one byte or one float32 per pixel, or an object holding any of these with its own size.
 * Numbers may be probabilities (0-1), bytes (0-255) or any non-negative scale (divided by the
 * largest). Pictures are decoded by the caller (they need a canvas); everything else becomes a
 * grid here. Anything else is an error that says what arrived, never a guess drawn wrong.
 */
import { fromBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { MaskSize } from '../../shared/mask/rle.ts';
import { checkGrid, type HeatmapGrid } from '../../shared/heatmap/heatmap-grid.ts';

export type HeatmapFound =
  | { kind: 'grid'; grid: HeatmapGrid }
  | { kind: 'picture'; bytes: Uint8Array<ArrayBuffer>; mime: string }
  | { kind: 'address'; url: string }
  | { kind: 'absent' };

type Json = Record<string, unknown>;

const HEATMAP_KEY = /^heat[-_]?map/i;
/** Objects a heatmap may sit in besides the top level. */
const NESTED_IN = ['result', 'imageInfo', 'heatmapResult', 'data'];
/** Keys of a wrapper object that may hold the values. */
const VALUE_KEYS = ['values', 'data', 'pixels', 'heatmap', 'mask', 'image', 'png', 'base64'];
/** How deep wrapper objects are followed; real answers need one level. */
const MAX_DEPTH = 3;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unreadable = (detail: string): Result<never> =>
  err(
    appError('service', `The heatmap from the service cannot be read: ${detail}`, {
      code: 'heatmap-format',
    }),
  );

const isRle = (value: unknown): boolean =>
  isRecord(value) && 'starts' in value && 'lengths' in value;

function positiveInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A size from `{width, height}`, `{w, h}`, `{cols, rows}` or a `[height, width]` pair. */
function sizeOf(value: unknown): MaskSize | undefined {
  if (Array.isArray(value) && value.length >= 2) {
    const height = positiveInt(value[0]);
    const width = positiveInt(value[1]);
    return width && height ? { width, height } : undefined;
  }
  if (!isRecord(value)) return undefined;
  const width = positiveInt(value.width ?? value.w ?? value.cols ?? value.columns);
  const height = positiveInt(value.height ?? value.h ?? value.rows);
  if (width && height) return { width, height };
  return sizeOf(value.shape) ?? sizeOf(value.size);
}

/** The heatmap's value, wherever it sits, or undefined when the answer has none. */
function locate(payload: Json): unknown {
  const direct = (object: Json): unknown => {
    for (const [key, value] of Object.entries(object)) {
      if (HEATMAP_KEY.test(key) && value !== null && value !== undefined) return value;
    }
    return undefined;
  };
  const top = direct(payload);
  if (top !== undefined) return top;
  for (const key of NESTED_IN) {
    const nested = payload[key];
    if (isRecord(nested)) {
      const found = direct(nested);
      if (found !== undefined) return found;
    }
  }
  // With maskType heatmap the mask itself may be the graded one.
  const result = payload.result;
  if (result !== undefined && result !== null && !isRle(result)) return result;
  return undefined;
}

const PICTURE_MIME: readonly [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x52, 0x49, 0x46, 0x46], 'image/webp'],
];

function pictureMime(bytes: Uint8Array): string | undefined {
  for (const [signature, mime] of PICTURE_MIME) {
    if (signature.every((byte, i) => bytes[i] === byte)) return mime;
  }
  return undefined;
}

/** Heat bytes from numbers: probabilities, bytes, or any non-negative scale. */
function fromNumbers(numbers: ArrayLike<unknown>, size: MaskSize): Result<HeatmapGrid> {
  let max = 0;
  for (let i = 0; i < numbers.length; i++) {
    const value = numbers[i];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return unreadable(`value ${i} is ${typeof value === 'number' ? value : typeof value}.`);
    }
    if (value > max) max = value;
  }
  const factor = max <= 1 ? 255 : max <= 255 ? 1 : 255 / max;
  const values = new Uint8Array(numbers.length);
  for (let i = 0; i < numbers.length; i++) values[i] = Math.round((numbers[i] as number) * factor);
  return checkGrid({ ...size, values });
}

function fromRows(rows: unknown[]): Result<HeatmapGrid> {
  const first = rows[0];
  if (!Array.isArray(first) || first.length === 0) return unreadable('its rows are empty.');
  const width = first.length;
  const flat: unknown[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== width) {
      return unreadable('its rows are not all the same length.');
    }
    for (const value of row) flat.push(value);
  }
  return fromNumbers(flat, { width, height: rows.length });
}

function fromBytes(
  bytes: Uint8Array<ArrayBuffer>,
  size: MaskSize | undefined,
  encoding: string,
): Result<HeatmapFound> {
  const mime = pictureMime(bytes);
  if (mime) return ok({ kind: 'picture', bytes, mime });
  if (!size) return unreadable(`${bytes.length} bytes arrived without a size.`);
  const pixels = size.width * size.height;
  const asGrid = (result: Result<HeatmapGrid>): Result<HeatmapFound> =>
    result.ok ? ok({ kind: 'grid', grid: result.value }) : result;
  if (bytes.length === pixels && !/f(loat)?32/i.test(encoding)) {
    return asGrid(checkGrid({ ...size, values: bytes }));
  }
  if (bytes.length === pixels * 4) {
    // Float32 little-endian (what numpy's tobytes() gives on every common machine).
    const floats = new Float32Array(pixels);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < pixels; i++) floats[i] = view.getFloat32(i * 4, true);
    return asGrid(fromNumbers(floats, size));
  }
  return unreadable(`${bytes.length} bytes do not fit ${size.width}x${size.height} px.`);
}

function read(
  value: unknown,
  size: MaskSize | undefined,
  encoding: string,
  depth: number,
): Result<HeatmapFound> {
  if (typeof value === 'string') {
    const text = value.trim();
    const dataUrl = /^data:(image\/[\w.+-]+);base64,/i.exec(text);
    if (dataUrl) {
      const bytes = fromBase64(text.slice(dataUrl[0].length));
      if (!bytes) return unreadable('its data: address is not base64.');
      return ok({ kind: 'picture', bytes, mime: (dataUrl[1] as string).toLowerCase() });
    }
    if (/^https?:\/\//i.test(text)) {
      return URL.canParse(text) ? ok({ kind: 'address', url: text }) : unreadable('a bad address.');
    }
    const bytes = fromBase64(text.replace(/\s+/g, ''));
    if (!bytes) return unreadable('text that is neither an address nor base64.');
    return fromBytes(bytes, size, encoding);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return unreadable('it is empty.');
    if (Array.isArray(value[0])) {
      const grid = fromRows(value);
      return grid.ok ? ok({ kind: 'grid', grid: grid.value }) : grid;
    }
    if (!size) return unreadable(`${value.length} numbers arrived without a size.`);
    const grid = fromNumbers(value, size);
    return grid.ok ? ok({ kind: 'grid', grid: grid.value }) : grid;
  }
  if (isRecord(value) && depth < MAX_DEPTH) {
    const key = VALUE_KEYS.find((k) => value[k] !== undefined && value[k] !== null);
    if (key === undefined) return unreadable(`an object with ${Object.keys(value).join(', ')}.`);
    const hint = typeof value.encoding === 'string' ? value.encoding : encoding;
    return read(value[key], sizeOf(value) ?? size, hint, depth + 1);
  }
  return unreadable(`a ${value === null ? 'null' : typeof value}.`);
}

/**
 * The heatmap of an async AI image result: `absent` when the answer has none (the service may
 * ignore maskType), else what was found, or an error when it is there but unreadable.
 */
export function readHeatmap(payload: unknown): Result<HeatmapFound> {
  if (!isRecord(payload)) return unreadable('the answer is not an object.');
  const value = locate(payload);
  if (value === undefined) return ok({ kind: 'absent' });
  const imageInfo = payload.imageInfo;
  const shape = isRecord(imageInfo) ? sizeOf(imageInfo.shape) : undefined;
  return read(value, shape, '', 0);
}
