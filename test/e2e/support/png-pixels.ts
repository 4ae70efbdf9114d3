import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Rgb } from './overlay-pixels.ts';

/** An 8-bit RGB(A) PNG's pixels, as the browsers' screenshots write them (no interlace). */
export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  rgba: Uint8Array;
}

/** Reads a screenshot: 8-bit truecolour with or without alpha, filtered rows, no interlace. */
export async function readPng(path: string): Promise<Pixels> {
  const png = await readFile(path);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colour, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
    throw new Error(
      `Unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace}).`,
    );
  }
  const channels = colour === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
      chunks.push(png.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (out[i - channels] ?? 0) : 0;
      const b = up[i] ?? 0;
      const c = i >= channels ? (up[i - channels] ?? 0) : 0;
      const x = line[i] ?? 0;
      out[i] = (x + unfilter(filter ?? 0, a, b, c)) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba[p * 4] = rows[p * channels] ?? 0;
    rgba[p * 4 + 1] = rows[p * channels + 1] ?? 0;
    rgba[p * 4 + 2] = rows[p * channels + 2] ?? 0;
    rgba[p * 4 + 3] = channels === 4 ? (rows[p * channels + 3] ?? 0) : 255;
  }
  return { width, height, rgba };
}

function unfilter(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`Unknown PNG filter ${filter}.`);
  }
}

/** The colour at CSS pixel (x, y) of a screenshot taken at `scale` device pixels per CSS pixel. */
export function pixelAt(pixels: Pixels, x: number, y: number, scale = 1): Rgb {
  const at = (Math.round(y * scale) * pixels.width + Math.round(x * scale)) * 4;
  return { r: pixels.rgba[at] ?? 0, g: pixels.rgba[at + 1] ?? 0, b: pixels.rgba[at + 2] ?? 0 };
}

/**
 * The most common colour ("r,g,b") in a box of CSS pixels: the background a text is painted on,
 * whatever its letters cover.
 */
export function commonColour(pixels: Pixels, x: number, y: number, w: number, h: number): string {
  const counts = new Map<string, number>();
  for (let dy = 0; dy < h; dy++) {
    for (let dx = 0; dx < w; dx++) {
      const { r, g, b } = pixelAt(pixels, x + dx, y + dy);
      const key = `${r},${g},${b}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}
