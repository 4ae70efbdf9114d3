/**
 * Recognises the image formats the service accepts from their first bytes and reads the pixel
 * size from the header, so a wrong or too small image is refused before any credit is spent.
 */
import { readHeif } from './heif-size.ts';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'bmp' | 'heic';

export interface SniffedImage {
  format: ImageFormat;
  width?: number;
  height?: number;
  /** A HEIF image sequence (bursts, some Live Photos), not a single picture. */
  sequence?: boolean;
}

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const u16be = (b: Uint8Array, i: number): number => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number): number => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number): number => u16be(b, i) * 65536 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number): number => u16le(b, i) | (u16le(b, i + 2) << 16) | 0;

function png(b: Uint8Array): SniffedImage | undefined {
  if (u32be(b, 0) !== 0x89504e47 || u32be(b, 4) !== 0x0d0a1a0a) return undefined;
  return b.length >= 24
    ? { format: 'png', width: u32be(b, 16), height: u32be(b, 20) }
    : { format: 'png' };
}

function jpeg(b: Uint8Array): SniffedImage | undefined {
  if (b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  // Walk the marker segments to the first start-of-frame, which holds the size.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return { format: 'jpeg' };
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { format: 'jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return { format: 'jpeg' };
}

function webp(b: Uint8Array): SniffedImage | undefined {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b.length >= 30) {
    return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L' && b.length >= 25) {
    const b1 = b[22] ?? 0;
    const b2 = b[23] ?? 0;
    const b3 = b[24] ?? 0;
    return {
      format: 'webp',
      width: 1 + ((b[21] ?? 0) | ((b1 & 0x3f) << 8)),
      height: 1 + ((b1 >> 6) | (b2 << 2) | ((b3 & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X' && b.length >= 30) {
    return { format: 'webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  }
  return { format: 'webp' };
}

function bmp(b: Uint8Array): SniffedImage | undefined {
  if (ascii(b, 0, 2) !== 'BM' || b.length < 26) return undefined;
  return { format: 'bmp', width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevs',
  'mif1',
  'msf1',
]);

/**
 * AVIF shares the ISO-BMFF box layout with HEIF, and some AVIF files carry the generic 'mif1'
 * major brand; their compatible brands say 'avif' or 'avis'. The service does not take AVIF.
 */
export function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || ascii(b, 4, 4) !== 'ftyp') return false;
  // The ftyp box: size (4 bytes), 'ftyp', major brand, minor version, compatible brands.
  const end = Math.min(b.length, u32be(b, 0), 256);
  for (let i = 8; i + 4 <= end; i += 4) {
    if (i === 12) continue; // minor version, not a brand
    const brand = ascii(b, i, 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

function heic(b: Uint8Array): SniffedImage | undefined {
  if (ascii(b, 4, 4) !== 'ftyp' || !HEIF_BRANDS.has(ascii(b, 8, 4)) || isAvif(b)) return undefined;
  const { width, height, sequence } = readHeif(b);
  return {
    format: 'heic',
    ...(width && height ? { width, height } : {}),
    ...(sequence ? { sequence } : {}),
  };
}

export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? bmp(bytes) ?? heic(bytes);
}

/** The formats image plagiarism detection takes besides those above (the AI check takes neither). */
export type ExtraImageFormat = 'gif' | 'ico';

export interface SniffedExtraImage {
  format: ExtraImageFormat;
  width?: number;
  height?: number;
}

function gif(b: Uint8Array): SniffedExtraImage | undefined {
  const signature = ascii(b, 0, 6);
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return undefined;
  return b.length >= 10
    ? { format: 'gif', width: u16le(b, 6), height: u16le(b, 8) }
    : { format: 'gif' };
}

/**
 * An icon file: a directory of images, each BMP or PNG data. Its size is its largest entry's
 * (a PNG entry's header is the truth: the directory's bytes stop at 256).
 */
function ico(b: Uint8Array): SniffedExtraImage | undefined {
  const count = u16le(b, 4);
  if (u16le(b, 0) !== 0 || u16le(b, 2) !== 1 || count === 0 || b.length < 6 + 16 * count) {
    return undefined;
  }
  let best: { width: number; height: number } | undefined;
  for (let k = 0; k < count; k++) {
    const entry = 6 + 16 * k;
    const offset = u16le(b, entry + 12) + u16le(b, entry + 14) * 65536;
    const inner = png(b.subarray(offset, offset + 24));
    const width = inner?.width ?? ((b[entry] ?? 0) || 256);
    const height = inner?.height ?? ((b[entry + 1] ?? 0) || 256);
    if (!best || width * height > best.width * best.height) best = { width, height };
  }
  return { format: 'ico', ...best };
}

/** GIF or ICO, with the size when the header holds it. */
export function sniffExtraImage(bytes: Uint8Array): SniffedExtraImage | undefined {
  return gif(bytes) ?? ico(bytes);
}
