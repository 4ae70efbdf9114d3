import { crc32, deflateSync } from 'node:zlib';
import type { Evaluator } from '../browsers/driver.ts';
import { jpegWithOrientation } from '../../support/exif.ts';
import { heifFile } from '../../support/heif-file.ts';

/** The picture every oriented photo shows on screen: four coloured quadrants, 768x576. */
export const UPRIGHT = { width: 768, height: 576 };
export const QUADRANTS = {
  topLeft: [220, 40, 40],
  topRight: [40, 170, 60],
  bottomLeft: [40, 70, 210],
  bottomRight: [235, 200, 40],
} as const;

/**
 * How to draw the upright picture into the stored pixels for each EXIF orientation: the canvas
 * transform taking shown coordinates to stored ones (the inverse of what a viewer applies).
 * W and H are the stored width and height.
 */
function storedTransform(
  o: number,
  W: number,
  H: number,
): [number, number, number, number, number, number] {
  switch (o) {
    case 2:
      return [-1, 0, 0, 1, W, 0];
    case 3:
      return [-1, 0, 0, -1, W, H];
    case 4:
      return [1, 0, 0, -1, 0, H];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, -1, 1, 0, 0, H];
    case 7:
      return [0, -1, -1, 0, W, H];
    case 8:
      return [0, 1, -1, 0, W, 0];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

const fromBase64 = (base64: string): Uint8Array => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * A camera photo: JPEG pixels stored as the sensor saw them, with the EXIF orientation that
 * turns them into the upright quadrant picture on screen.
 */
export async function orientedPhoto(page: Evaluator, orientation: number): Promise<Uint8Array> {
  const turned = orientation >= 5;
  const W = turned ? UPRIGHT.height : UPRIGHT.width;
  const H = turned ? UPRIGHT.width : UPRIGHT.height;
  const base64 = await page.evaluate(
    async ({ W, H, matrix, up, q }) => {
      const canvas = new OffscreenCanvas(W, H);
      const context = canvas.getContext('2d')!;
      context.setTransform(...matrix);
      const half = { w: up.width / 2, h: up.height / 2 };
      const fill = (rgb: readonly number[], x: number, y: number): void => {
        context.fillStyle = `rgb(${rgb.join(',')})`;
        context.fillRect(x, y, half.w, half.h);
      };
      fill(q.topLeft, 0, 0);
      fill(q.topRight, half.w, 0);
      fill(q.bottomLeft, 0, half.h);
      fill(q.bottomRight, half.w, half.h);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { W, H, matrix: storedTransform(orientation, W, H), up: UPRIGHT, q: QUADRANTS },
  );
  return jpegWithOrientation(fromBase64(base64), orientation);
}

/** The colour at the middle of each quadrant of a picture, as the browser decodes it. */
export async function quadrantColours(
  page: Evaluator,
  bytes: Uint8Array,
): Promise<{ width: number; height: number; colours: number[][] }> {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (fx: number, fy: number): number[] =>
      [
        ...context.getImageData(Math.floor(bitmap.width * fx), Math.floor(bitmap.height * fy), 1, 1)
          .data,
      ].slice(0, 3);
    return {
      width: bitmap.width,
      height: bitmap.height,
      colours: [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)],
    };
  }, Buffer.from(bytes).toString('base64'));
}

/** Share of the picture's pixels that are opaque, as the browser decodes it. */
export async function opaqueShare(page: Evaluator, bytes: Uint8Array): Promise<number> {
  return page.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let opaque = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] === 255) opaque++;
    return opaque / (pixels.length / 4);
  }, Buffer.from(bytes).toString('base64'));
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose header says 65536x65536 (4.3 gigapixels) with a valid but short first row of
 * pixel data, as a panorama export or a decompression bomb would: no browser will decode it.
 */
export function hugePng(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(65536, 0);
  header.writeUInt32BE(65536, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(65536 * 3 + 1))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** An RGB PNG made in Node, its colours changing across it (so a mask has something to cover). */
export function gradientPng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, (y * 255) / height, 120], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/** A baseline TIFF, 600x600 uncompressed RGB, as scanners write. */
export function tiffScan(): Uint8Array {
  const width = 600;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3, 0x80);
  const entries: [number, number, number][] = [
    [256, 3, width], // ImageWidth
    [257, 3, height], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 2], // Photometric: RGB
    [273, 4, 8], // StripOffsets: right after the header
    [277, 3, 3], // SamplesPerPixel
    [278, 3, height], // RowsPerStrip
    [279, 4, pixels.length], // StripByteCounts
  ];
  const ifd = Buffer.alloc(2 + entries.length * 12 + 4);
  ifd.writeUInt16LE(entries.length, 0);
  entries.forEach(([tag, type, value], i) => {
    const at = 2 + i * 12;
    ifd.writeUInt16LE(tag, at);
    ifd.writeUInt16LE(type, at + 2);
    ifd.writeUInt32LE(1, at + 4);
    if (type === 3) ifd.writeUInt16LE(value, at + 8);
    else ifd.writeUInt32LE(value, at + 8);
  });
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(8 + pixels.length, 4);
  return Buffer.concat([header, pixels, ifd]);
}

/** An icon file holding one picture stored as PNG (as favicons and app icons are). */
export function icoHolding(png: Uint8Array): Uint8Array {
  const head = Buffer.alloc(6 + 16);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  // Width and height 0 mean 256 or more; the PNG says the rest.
  head.writeUInt16LE(1, 6 + 4);
  head.writeUInt16LE(32, 6 + 6);
  head.writeUInt32LE(png.length, 6 + 8);
  head.writeUInt32LE(22, 6 + 12);
  return Buffer.concat([head, png]);
}

/** An iPhone-style HEIC: a 48 MP picture stored as a grid of 512x512 tiles. */
export const heicGrid = (): Uint8Array => heifFile({ width: 8064, height: 6048, tile: 512 });
/** A HEIF image sequence (a burst), with no single primary picture. */
export const heifSequence = (): Uint8Array => heifFile({ width: 0, height: 0, sequence: true });

/** A drawing with no width, height or viewBox, laid out in 400x200 user units. */
export const svgWithoutSize = (): Uint8Array =>
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg"><rect x="0" y="0" width="400" height="200" fill="#2a6"/>' +
      '<circle cx="200" cy="100" r="80" fill="#fc3"/></svg>',
  );
