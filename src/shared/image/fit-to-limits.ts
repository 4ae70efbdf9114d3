/**
 * Decides what to do with an image before it is sent for AI detection, against the service's
 * limits (src/api/validation/image.ts): refuse it (too small: no request, no credit), send it as
 * it is, or re-encode it (scaled down, converted, or both) and ask again.
 *
 * Re-encoding is a loop the caller drives: encode to the plan, then call `fitToLimits` with the
 * new facts until it says 'send'. The loop ends: a format is converted at most once, and each
 * byte-driven step shrinks the pixel count by at least BYTE_HEADROOM.
 */
import { invalidInput } from '../../api/errors.ts';
import { isAvif, sniffImage, type ImageFormat } from '../../api/validation/image-sniff.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_LONG_SIDE,
  IMAGE_MAX_SHORT_SIDE,
  IMAGE_MIN_SIDE,
} from '../../api/validation/image.ts';
import { err, ok, type Result } from '../../core/errors.ts';

export interface ImageFacts {
  /** Decoded pixel size (e.g. from createImageBitmap), which the header may not give. */
  width: number;
  height: number;
  /** Size of the file as it would be sent. */
  byteLength: number;
  /** The file's first bytes (the whole file will do), to recognise its real format. */
  head: Uint8Array;
  /** Declared type (Content-Type, Blob.type): trusted only for HEIF, whose brands vary. */
  mime?: string;
  /**
   * The file's EXIF orientation. Anything but 1 means the browser shows the pixels turned while
   * the service reads them as stored, so its mask would not line up: the upright pixels are sent.
   */
  orientation?: number | undefined;
}

/** What an OffscreenCanvas can write (convertToBlob): every re-encoded image is one of these. */
export type EncodeFormat = 'png' | 'jpeg' | 'webp';

export type FitReason =
  | 'format' // the service does not take this format (GIF, AVIF, SVG, ICO, ...)
  | 'dimensions' // over 6000x4500 px in either orientation
  | 'bytes' // 32,000,000 bytes or more
  | 'orientation'; // stored turned, shown upright by its EXIF orientation

export const FIT_REASONS: readonly FitReason[] = ['format', 'dimensions', 'bytes', 'orientation'];

export type FitPlan =
  | { action: 'send'; format: ImageFormat; width: number; height: number }
  | {
      action: 'encode';
      format: EncodeFormat;
      mime: string;
      width: number;
      height: number;
      reasons: FitReason[];
    };

/** Aim under the byte limit with room to spare: encoded sizes vary a little with content. */
const BYTE_HEADROOM = 0.9;
const MAX_PIXELS = IMAGE_MAX_LONG_SIDE * IMAGE_MAX_SHORT_SIDE;

const ENCODE_MIME: Record<EncodeFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * What a re-encode writes: the same format when a canvas can write it; BMP becomes PNG (lossless,
 * much smaller), HEIC becomes JPEG (photos), anything the service refuses becomes PNG.
 */
const ENCODE_AS: Record<ImageFormat, EncodeFormat> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  bmp: 'png',
  heic: 'jpeg',
};

/** The real format when the service accepts it, else undefined (to be converted). */
export function acceptedFormat(head: Uint8Array, mime?: string): ImageFormat | undefined {
  if (isAvif(head)) return undefined;
  const sniffed = sniffImage(head)?.format;
  if (sniffed) return sniffed;
  // As checkImage does: an unrecognised header is trusted only when declared HEIF.
  const declared = mime?.toLowerCase().trim();
  return declared === 'image/heic' || declared === 'image/heif' ? 'heic' : undefined;
}

const isSide = (value: number): boolean => Number.isInteger(value) && value > 0;

/** Scaled side, floored, but not below the exact value by float noise (6000/7000*7000). */
const scaleSide = (side: number, scale: number): number => Math.floor(side * scale + 1e-6);

export function fitToLimits(facts: ImageFacts): Result<FitPlan> {
  const { width, height, byteLength } = facts;
  if (!isSide(width) || !isSide(height) || !(byteLength >= 0)) {
    return err(invalidInput('image', 'The image size could not be read, so it cannot be checked.'));
  }
  const size = `${width}x${height} px`;
  if (Math.min(width, height) < IMAGE_MIN_SIDE) {
    const min = `${IMAGE_MIN_SIDE}x${IMAGE_MIN_SIDE} px`;
    return err(invalidInput('image', `The image must be at least ${min}; this one is ${size}.`));
  }
  const format = acceptedFormat(facts.head, facts.mime);
  const reasons: FitReason[] = [];
  if (!format) reasons.push('format');

  const long = Math.max(width, height);
  const short = Math.min(width, height);
  let scale = Math.min(
    1,
    IMAGE_MAX_LONG_SIDE / long,
    IMAGE_MAX_SHORT_SIDE / short,
    Math.sqrt(MAX_PIXELS / (width * height)),
  );
  if (scale < 1) reasons.push('dimensions');

  if (byteLength >= IMAGE_MAX_BYTES) {
    reasons.push('bytes');
    // Re-encoding the same format predicts the size; a format change (BMP to PNG, HEIC to JPEG)
    // does not, so that first pass keeps the pixels and the next call decides.
    if (format && ENCODE_AS[format] === format) {
      scale = Math.min(scale, Math.sqrt((BYTE_HEADROOM * IMAGE_MAX_BYTES) / byteLength));
    }
  }

  if (facts.orientation !== undefined && facts.orientation > 1) reasons.push('orientation');

  if (reasons.length === 0 && format) return ok({ action: 'send', format, width, height });

  const target = { width: scaleSide(width, scale), height: scaleSide(height, scale) };
  if (Math.min(target.width, target.height) < IMAGE_MIN_SIDE) {
    const scaled = `${target.width}x${target.height} px`;
    const message = `The image is ${size}: scaled down to fit the service's limits it would be ${scaled}, under the ${IMAGE_MIN_SIDE} px minimum side.`;
    return err(invalidInput('image', message));
  }
  const encodeAs = format ? ENCODE_AS[format] : 'png';
  return ok({
    action: 'encode',
    format: encodeAs,
    mime: ENCODE_MIME[encodeAs],
    ...target,
    reasons,
  });
}
