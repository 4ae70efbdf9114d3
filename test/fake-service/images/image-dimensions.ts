export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'bmp' | 'heic';

export interface ImageDimensions {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Raised when the bytes are not a supported image or the header is cut short. */
export class ImageFormatError extends Error {}

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.toString('latin1', start, start + length);
}

function need(bytes: Buffer, length: number, what: string): void {
  if (bytes.length < length) throw new ImageFormatError(`Truncated ${what} header.`);
}

function png(bytes: Buffer): ImageDimensions {
  need(bytes, 24, 'PNG');
  if (ascii(bytes, 12, 4) !== 'IHDR') throw new ImageFormatError('PNG without IHDR.');
  return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** SOF markers carry the frame size; all others are skipped by their length. */
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpeg(bytes: Buffer): ImageDimensions {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new ImageFormatError('Corrupt JPEG marker.');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image or start of scan before a frame
    const length = bytes.readUInt16BE(offset + 2);
    if (SOF_MARKERS.has(marker)) {
      need(bytes, offset + 9, 'JPEG SOF');
      return {
        format: 'jpeg',
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    }
    offset += 2 + length;
  }
  throw new ImageFormatError('JPEG without a frame header.');
}

function webp(bytes: Buffer): ImageDimensions {
  need(bytes, 16, 'WebP');
  const chunk = ascii(bytes, 12, 4);
  need(bytes, chunk === 'VP8L' ? 25 : 30, 'WebP');
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) {
      throw new ImageFormatError('WebP VP8 without start code.');
    }
    return {
      format: 'webp',
      width: bytes.readUInt16LE(26) & 0x3fff,
      height: bytes.readUInt16LE(28) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) throw new ImageFormatError('WebP VP8L without signature.');
    const bits = bytes.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return {
      format: 'webp',
      width: bytes.readUIntLE(24, 3) + 1,
      height: bytes.readUIntLE(27, 3) + 1,
    };
  }
  throw new ImageFormatError(`Unknown WebP chunk ${JSON.stringify(chunk)}.`);
}

function bmp(bytes: Buffer): ImageDimensions {
  need(bytes, 26, 'BMP');
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize === 12) {
    return { format: 'bmp', width: bytes.readUInt16LE(18), height: bytes.readUInt16LE(20) };
  }
  // Negative height means top-down rows; the size is the magnitude.
  return {
    format: 'bmp',
    width: Math.abs(bytes.readInt32LE(18)),
    height: Math.abs(bytes.readInt32LE(22)),
  };
}

const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'heif',
]);
/** Boxes on the way to `ispe`: meta (a full box) › iprp › ipco. */
const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };

/**
 * Walks ISO-BMFF boxes to every `ispe` (image spatial extents) property and
 * takes the largest: the primary image or grid, not a thumbnail or tile.
 */
function heic(bytes: Buffer): ImageDimensions {
  let best: ImageDimensions | undefined;
  const walk = (start: number, end: number, depth: number): void => {
    let offset = start;
    for (let guard = 0; offset + 8 <= end && guard < 10_000; guard += 1) {
      let size = bytes.readUInt32BE(offset);
      const type = ascii(bytes, offset + 4, 4);
      let header = 8;
      if (size === 1) {
        need(bytes, offset + 16, 'HEIF box');
        size = Number(bytes.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) {
        size = end - offset;
      }
      if (size < header || offset + size > end) break;
      if (type === 'ispe' && size >= header + 12) {
        const width = bytes.readUInt32BE(offset + header + 4);
        const height = bytes.readUInt32BE(offset + header + 8);
        if (!best || width * height > best.width * best.height)
          best = { format: 'heic', width, height };
      }
      const skip = CONTAINERS[type];
      if (skip !== undefined && depth < 4) walk(offset + header + skip, offset + size, depth + 1);
      offset += size;
    }
  };
  walk(0, bytes.length, 0);
  if (!best) throw new ImageFormatError('HEIF without an ispe box.');
  return best;
}

/** Reads the pixel size from the file header, by magic bytes, not by file name. */
export function readImageDimensions(bytes: Buffer): ImageDimensions {
  try {
    return detect(bytes);
  } catch (error) {
    // Buffer reads past the end throw RangeError: a cut-off header.
    if (error instanceof RangeError) throw new ImageFormatError('Truncated image header.');
    throw error;
  }
}

function detect(bytes: Buffer): ImageDimensions {
  if (
    bytes.length >= 8 &&
    bytes.readUInt32BE(0) === 0x89504e47 &&
    bytes.readUInt32BE(4) === 0x0d0a1a0a
  ) {
    return png(bytes);
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpeg(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return webp(bytes);
  if (bytes.length >= 2 && ascii(bytes, 0, 2) === 'BM') return bmp(bytes);
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) {
    return heic(bytes);
  }
  throw new ImageFormatError('Unsupported image format.');
}
