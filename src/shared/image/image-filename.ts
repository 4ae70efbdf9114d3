/**
 * A filename the service accepts for an image: at most 255 characters, plain ASCII letters,
 * digits, dots, dashes and underscores, ending in the extension of the format actually sent
 * (a converted GIF must not arrive as photo.gif). The stem comes from the image's URL when it
 * has a meaningful one; data: and blob: sources have none.
 */
import type { ImageFormat } from '../../api/validation/image-sniff.ts';
import { FILENAME_MAX } from '../../api/validation/image.ts';
import { lastSegment } from './last-segment.ts';

/** One of IMAGE_EXTENSIONS per format; the unit test checks the service accepts each. */
export const FORMAT_EXTENSION: Record<ImageFormat, string> = {
  png: '.png',
  jpeg: '.jpg',
  webp: '.webp',
  bmp: '.bmp',
  heic: '.heic',
};

/** Formats only the web search takes as they are. */
export const WEB_SEARCH_EXTENSION = { gif: '.gif', ico: '.ico' } as const;
type WebSearchOnlyFormat = keyof typeof WEB_SEARCH_EXTENSION;

const FALLBACK_STEM = 'image';

/** Extensions of image files, stripped from the stem so `photo.gif` becomes `photo.png`. */
const IMAGE_SUFFIX =
  /\.(png|apng|jpe?g|jfif|pjpeg|pjp|webp|bmp|dib|heic|heif|avif|gif|svg|svgz|ico|cur|tiff?)$/i;

/** Accents dropped (é to e), everything else outside [A-Za-z0-9._-] folded into single dashes. */
function safeStem(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[.\-_]+|[.\-_]+$/g, '');
}

/** A clean filename for an image from `source` (URL, data: or blob:) sent as `format`. */
export function imageFilename(source: string, format: ImageFormat | WebSearchOnlyFormat): string {
  const extension =
    format === 'gif' || format === 'ico' ? WEB_SEARCH_EXTENSION[format] : FORMAT_EXTENSION[format];
  const stem = safeStem(lastSegment(source).replace(IMAGE_SUFFIX, ''));
  // Cut to fit, then trim again so the cut does not leave "photo-.png".
  const fitted = stem.slice(0, FILENAME_MAX - extension.length).replace(/[.\-_]+$/, '');
  return `${fitted || FALLBACK_STEM}${extension}`;
}
