/**
 * SVG images are vector drawings the service does not take, and a service worker cannot draw
 * them (createImageBitmap refuses SVG there), so the page draws them into a PNG. This decides
 * whether a file is SVG and at what size to draw it, from its root element. Pure.
 */
import {
  IMAGE_MAX_LONG_SIDE,
  IMAGE_MAX_SHORT_SIDE,
  IMAGE_MIN_SIDE,
} from '../../api/validation/image.ts';
import type { MaskSize } from '../mask/rle.ts';

/** SVG sent to the page to draw is refused past this (drawings are rarely over a few MB). */
export const MAX_SVG_BYTES = 16 * 1024 * 1024;

const decoder = new TextDecoder();

/** The start of the file as text, enough to find the root element after any prolog. */
const head = (bytes: Uint8Array): string => decoder.decode(bytes.subarray(0, 4096));

export function isSvg(bytes: Uint8Array, mime: string): boolean {
  if (mime.toLowerCase().trim() === 'image/svg+xml') return true;
  const text = head(bytes)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!text.startsWith('<')) return false;
  return /<svg[\s>]/i.test(text.replace(/<!--[\s\S]*?-->/g, ''));
}

/** A length in user units (plain or px); other units (%, em) say nothing about the size. */
function length(value: string | undefined): number | undefined {
  const match = value ? /^\s*([\d.]+)\s*(px)?\s*$/i.exec(value) : null;
  const n = match ? Number(match[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** The drawing's own size: width and height, else the viewBox's, else unknown. */
export function svgIntrinsicSize(bytes: Uint8Array): MaskSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(head(bytes))?.[0];
  if (!tag) return undefined;
  const width = length(attribute(tag, 'width'));
  const height = length(attribute(tag, 'height'));
  const box = attribute(tag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxWidth = box?.length === 4 && (box[2] ?? 0) > 0 ? box[2] : undefined;
  const boxHeight = box?.length === 4 && (box[3] ?? 0) > 0 ? box[3] : undefined;
  if (width && height) return { width, height };
  if (boxWidth && boxHeight) {
    // One given side keeps the viewBox's proportions.
    if (width) return { width, height: (width * boxHeight) / boxWidth };
    if (height) return { width: (height * boxWidth) / boxHeight, height };
    return { width: boxWidth, height: boxHeight };
  }
  return undefined;
}

/**
 * The SVG with its root element set to draw `box` user units (the size the page shows it at)
 * into `size` pixels. A drawing with no size and no viewBox lays out in whatever viewport it is
 * given; without a viewBox, a larger viewport leaves it in one corner instead of scaling it.
 */
export function fitSvgTo(
  bytes: Uint8Array,
  box: MaskSize,
  size: MaskSize,
): Uint8Array<ArrayBuffer> {
  const text = decoder.decode(bytes);
  const match = /<svg\b[^>]*>/i.exec(text);
  if (!match) return new Uint8Array(bytes);
  let tag = match[0]
    .replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .replace(/\/?>$/, (end) => ` width="${size.width}" height="${size.height}"${end}`);
  if (!attribute(tag, 'viewBox')) {
    tag = tag.replace(/^<svg\b/i, `<svg viewBox="0 0 ${box.width} ${box.height}"`);
  }
  const fitted = text.slice(0, match.index) + tag + text.slice(match.index + match[0].length);
  return new TextEncoder().encode(fitted);
}

/** What a browser shows a drawing with no size at, unless the page's CSS says otherwise. */
export const DEFAULT_SVG_BOX: MaskSize = { width: 300, height: 150 };

/**
 * The size to draw at: the drawing's own size, scaled up (losslessly: it is vector) to the
 * service's 512 px minimum, and down within 6000x4500.
 */
export function svgRasterSize(intrinsic: MaskSize): MaskSize {
  const { width, height } = intrinsic;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const up = Math.max(1, IMAGE_MIN_SIDE / short);
  const down = Math.min(1, IMAGE_MAX_LONG_SIDE / (long * up), IMAGE_MAX_SHORT_SIDE / (short * up));
  const scale = up * down;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
