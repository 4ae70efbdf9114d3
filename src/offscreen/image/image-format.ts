/**
 * What kind of file an image is, including the formats the service does not take, so a refusal
 * can name it. Accepted formats come from the service client's sniffer; the others are known by
 * their first bytes (or, for SVG, its root element). Pure.
 */
import { isAvif, sniffImage, type SniffedImage } from '../../api/validation/image-sniff.ts';
import { isSvg } from '../../shared/image/svg-raster.ts';

export type FileFormat = SniffedImage['format'] | 'gif' | 'avif' | 'svg' | 'ico' | 'tiff';

export interface RecognisedImage {
  format: FileFormat | undefined;
  width?: number | undefined;
  height?: number | undefined;
  sequence?: boolean | undefined;
}

export const FORMAT_NAMES: Record<FileFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  bmp: 'BMP',
  heic: 'HEIC',
  gif: 'GIF',
  avif: 'AVIF',
  svg: 'SVG',
  ico: 'ICO',
  tiff: 'TIFF',
};

const ascii = (b: Uint8Array, i: number, n: number): string =>
  String.fromCharCode(...b.subarray(i, i + n));
const u16le = (b: Uint8Array, i: number): number => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, i: number): number => u16le(b, i) + u16le(b, i + 2) * 65536;

interface IconEntry {
  width: number;
  height: number;
  /** The picture's bytes when it is stored as a PNG file. */
  png: Uint8Array | undefined;
}

/** The pictures of an icon file (a stored PNG gives its own size), or undefined if not one. */
function iconEntries(b: Uint8Array): IconEntry[] | undefined {
  if (u16le(b, 0) !== 0 || u16le(b, 2) !== 1) return undefined;
  const count = u16le(b, 4);
  if (count === 0 || count > 256 || b.length < 6 + count * 16) return undefined;
  const entries: IconEntry[] = [];
  for (let i = 0; i < count; i++) {
    const entry = 6 + i * 16;
    const size = u32le(b, entry + 8);
    const offset = u32le(b, entry + 12);
    const data = b.subarray(offset, offset + size);
    const png = sniffImage(data.subarray(0, 32));
    entries.push(
      png?.format === 'png' && png.width && png.height
        ? { width: png.width, height: png.height, png: data }
        : { width: b[entry] || 256, height: b[entry + 1] || 256, png: undefined },
    );
  }
  return entries;
}

const largest = (entries: IconEntry[]): IconEntry | undefined =>
  entries.reduce<IconEntry | undefined>(
    (best, e) => (!best || e.width * e.height > best.width * best.height ? e : best),
    undefined,
  );

function ico(b: Uint8Array): RecognisedImage | undefined {
  const best = largest(iconEntries(b) ?? []);
  return best ? { format: 'ico', width: best.width, height: best.height } : undefined;
}

/**
 * The PNG file inside an icon file, when its largest picture is stored as one: the service takes
 * PNG, so it is sent as it is, with no conversion (which not every browser can do for icons).
 */
export function pngInsideIcon(bytes: Uint8Array): Uint8Array | undefined {
  return largest(iconEntries(bytes) ?? [])?.png;
}

export function recogniseImage(bytes: Uint8Array, mime = ''): RecognisedImage {
  if (isAvif(bytes)) return { format: 'avif' };
  const sniffed = sniffImage(bytes);
  if (sniffed) return sniffed;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    return { format: 'gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  const tiff = ascii(bytes, 0, 4);
  if (tiff === 'II*\0' || tiff === 'MM\0*') return { format: 'tiff' };
  const icon = ico(bytes);
  if (icon) return icon;
  if (isSvg(bytes, mime)) return { format: 'svg' };
  const declared = mime.toLowerCase().trim();
  if (declared === 'image/heic' || declared === 'image/heif') return { format: 'heic' };
  if (declared === 'image/tiff') return { format: 'tiff' };
  return { format: undefined };
}
