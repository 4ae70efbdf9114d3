import { heifFile } from '../../../support/heif-file.ts';
/** Minimal image headers of each accepted format, enough for sniffing size and type. */
function be32(value: number): number[] {
  return [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}
function le16(value: number): number[] {
  return [value & 255, (value >>> 8) & 255];
}
function le24(value: number): number[] {
  return [value & 255, (value >>> 8) & 255, (value >>> 16) & 255];
}
function le32(value: number): number[] {
  return [...le16(value & 0xffff), ...le16((value >>> 16) & 0xffff)];
}
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));
const pad = (bytes: number[], length = 64): Uint8Array =>
  Uint8Array.from([...bytes, ...new Array<number>(Math.max(0, length - bytes.length)).fill(0)]);

export function png(width: number, height: number): Uint8Array {
  return pad([
    0x89,
    ...ascii('PNG'),
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...be32(13),
    ...ascii('IHDR'),
    ...be32(width),
    ...be32(height),
    8,
    2,
  ]);
}

export function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
  const app0 = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0, 17, 8, ...be32((height << 16) | width).slice(0, 4), 3];
  return pad([0xff, 0xd8, ...app0, ...sof0]);
}

export function webpLossy(width: number, height: number): Uint8Array {
  const head = [...ascii('RIFF'), ...le32(100), ...ascii('WEBP'), ...ascii('VP8 '), ...le32(80)];
  return pad([...head, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)]);
}

export function webpLossless(width: number, height: number): Uint8Array {
  const w = width - 1;
  const h = height - 1;
  const bits = [w & 0xff, ((w >> 8) & 0x3f) | ((h & 0x3) << 6), (h >> 2) & 0xff, (h >> 10) & 0x0f];
  return pad([
    ...ascii('RIFF'),
    ...le32(100),
    ...ascii('WEBP'),
    ...ascii('VP8L'),
    ...le32(80),
    0x2f,
    ...bits,
  ]);
}

export function webpExtended(width: number, height: number): Uint8Array {
  const head = [...ascii('RIFF'), ...le32(100), ...ascii('WEBP'), ...ascii('VP8X'), ...le32(10)];
  return pad([...head, 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}

export function bmp(width: number, height: number): Uint8Array {
  const header = [...ascii('BM'), ...le32(1000), 0, 0, 0, 0, ...le32(54), ...le32(40)];
  return pad([...header, ...le32(width), ...le32(-height >>> 0)]);
}

/** A single-picture HEIC container (see test/support/heif-file.ts for tiled ones). */
export function heic(width: number, height: number): Uint8Array {
  return heifFile({ width, height });
}

export function gif(width: number, height: number): Uint8Array {
  return pad([...ascii('GIF89a'), ...le16(width), ...le16(height)]);
}

/** An icon file of one entry holding a PNG of this size (the directory says 0, "256 or more"). */
export function icoWithPng(width: number, height: number): Uint8Array {
  const entry = [0, 0, 0, 0, ...le16(1), ...le16(32), ...le32(64), ...le32(22)];
  return Uint8Array.from([...[0, 0, ...le16(1), ...le16(1)], ...entry, ...png(width, height)]);
}
