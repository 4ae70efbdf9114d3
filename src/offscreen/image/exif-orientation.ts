/**
 * The EXIF orientation of a photo (1 upright … 8), as cameras and phones write it instead of
 * turning the pixels: browsers show the photo turned, but the file's pixels are stored as the
 * sensor saw them. Read from JPEG (APP1 "Exif"), PNG (eXIf) and WebP (EXIF chunk). Pure.
 */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;

const u16 = (b: Uint8Array, i: number, little: boolean): number =>
  little ? (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) : ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32 = (b: Uint8Array, i: number, little: boolean): number =>
  little
    ? u16(b, i, true) + u16(b, i + 2, true) * 65536
    : u16(b, i, false) * 65536 + u16(b, i + 2, false);
const ascii = (b: Uint8Array, i: number, n: number): string =>
  String.fromCharCode(...b.subarray(i, i + n));

/** The orientation in a TIFF structure (EXIF's layout) starting at `start`. */
export function tiffOrientation(
  b: Uint8Array,
  start: number,
  end: number,
): Orientation | undefined {
  const order = ascii(b, start, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (u16(b, start + 2, little) !== 42) return undefined;
  const ifd = start + u32(b, start + 4, little);
  if (ifd + 2 > end) return undefined;
  const count = u16(b, ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return undefined;
    if (u16(b, entry, little) !== ORIENTATION_TAG) continue;
    const value = u16(b, entry + 8, little);
    return value >= 1 && value <= 8 ? (value as Orientation) : undefined;
  }
  return undefined;
}

function jpegOrientation(b: Uint8Array): Orientation | undefined {
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1] ?? 0;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // pixels begin: no more metadata
    const length = u16(b, i + 2, false);
    if (marker === 0xe1 && ascii(b, i + 4, 6) === 'Exif\0\0') {
      return tiffOrientation(b, i + 10, Math.min(b.length, i + 2 + length));
    }
    i += 2 + length;
  }
  return undefined;
}

function pngOrientation(b: Uint8Array): Orientation | undefined {
  for (let i = 8; i + 12 <= b.length;) {
    const length = u32(b, i, false);
    const type = ascii(b, i + 4, 4);
    if (type === 'eXIf') return tiffOrientation(b, i + 8, Math.min(b.length, i + 8 + length));
    if (type === 'IDAT' || type === 'IEND') return undefined;
    i += 12 + length;
  }
  return undefined;
}

function webpOrientation(b: Uint8Array): Orientation | undefined {
  for (let i = 12; i + 8 <= b.length;) {
    const type = ascii(b, i, 4);
    const length = u32(b, i + 4, true);
    if (type === 'EXIF') {
      // Some writers keep JPEG's "Exif\0\0" prefix inside the chunk.
      const at = ascii(b, i + 8, 6) === 'Exif\0\0' ? i + 14 : i + 8;
      return tiffOrientation(b, at, Math.min(b.length, i + 8 + length));
    }
    i += 8 + length + (length % 2);
  }
  return undefined;
}

/** The file's orientation when it states one, else undefined (shown as stored). */
export function readOrientation(bytes: Uint8Array): Orientation | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegOrientation(bytes);
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return pngOrientation(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpOrientation(bytes);
  return undefined;
}
