/**
 * Decides what to do with an image before it is sent, against the limits of the endpoint it goes
 * to (the AI check's in src/api/validation/image.ts, the web search's in plagiarism-image.ts):
 * refuse it (too small: no request, no credit), send it as it is, or re-encode it (scaled down,
 * converted, or both) and ask again.
 *
 * Re-encoding is a loop the caller drives: encode to the plan, then call `fitToLimits` with the
 * new facts until it says 'send'. The loop ends: a format is converted at most once, and each
 * byte-driven step shrinks the pixel count by at least BYTE_HEADROOM.
 */
import { isAvif, sniffImage, type ImageFormat } from '../../api/validation/image-sniff.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_LONG_SIDE,
  IMAGE_MAX_SHORT_SIDE,
  IMAGE_MIN_SIDE,
  refused,
} from '../../api/validation/image.ts';
import { sniffExtraImage } from '../../api/validation/image-sniff.ts';
import {
  PLAGIARISM_MAX_BYTES,
  PLAGIARISM_MAX_PIXELS,
  type PlagiarismFormat,
} from '../../api/validation/plagiarism-image.ts';
import { detailWords, err, ok, type CatalogueKey, type Result } from '../../core/errors.ts';
import type { FitReason } from '../../shared/image/fit-reasons.ts';

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

export type FitPlan<F extends string = ImageFormat> =
  | { action: 'send'; format: F; width: number; height: number }
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

/** One endpoint's image limits, and how it reads a file's format. */
export interface EndpointImageLimits<F extends string> {
  /** What cannot be done, in refusals: "checked", "searched for on the web". */
  purpose: string;
  /** The refusal of a size that cannot be read, in the catalogue's words (it names `purpose`). */
  sizeUnknownWords: CatalogueKey;
  minSide: number;
  maxLongSide: number;
  maxShortSide: number;
  maxPixels: number;
  /** Files of this many bytes or more are refused. */
  maxBytes: number;
  /** The real format when the endpoint takes it, else undefined (to be converted). */
  accepted: (head: Uint8Array, mime?: string) => F | undefined;
  /** What a re-encode of this format writes. */
  encodeAs: (format: F) => EncodeFormat;
  /** Whether the EXIF orientation must be applied (a mask must line up with what is shown). */
  upright: boolean;
}

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

/** The real format when the AI check accepts it, else undefined (to be converted). */
export function acceptedFormat(head: Uint8Array, mime?: string): ImageFormat | undefined {
  if (isAvif(head)) return undefined;
  const sniffed = sniffImage(head)?.format;
  if (sniffed) return sniffed;
  // As checkImage does: an unrecognised header is trusted only when declared HEIF.
  const declared = mime?.toLowerCase().trim();
  return declared === 'image/heic' || declared === 'image/heif' ? 'heic' : undefined;
}

/** The AI check: 512 px to 6000x4500 px, under 32,000,000 bytes, its five formats. */
export const AI_CHECK_LIMITS: EndpointImageLimits<ImageFormat> = {
  purpose: 'checked',
  sizeUnknownWords: 'error_imageSizeUnknown',
  minSide: IMAGE_MIN_SIDE,
  maxLongSide: IMAGE_MAX_LONG_SIDE,
  maxShortSide: IMAGE_MAX_SHORT_SIDE,
  maxPixels: IMAGE_MAX_LONG_SIDE * IMAGE_MAX_SHORT_SIDE,
  maxBytes: IMAGE_MAX_BYTES,
  accepted: acceptedFormat,
  encodeAs: (format) => ENCODE_AS[format],
  upright: true,
};

/** The web search's decodable formats (camera RAW is taken by name and never decoded here). */
export type WebSearchFormat = Exclude<PlagiarismFormat, 'raw'>;

/**
 * The web search: no minimum side, at most 75 megapixels, under 20 MB, and GIF and ICO besides
 * the AI check's formats (HEIC not). No mask is drawn, so the pixels go as stored.
 */
export const WEB_SEARCH_LIMITS: EndpointImageLimits<WebSearchFormat> = {
  purpose: 'searched for on the web',
  sizeUnknownWords: 'error_webImageSizeUnknown',
  minSide: 1,
  maxLongSide: Number.POSITIVE_INFINITY,
  maxShortSide: Number.POSITIVE_INFINITY,
  maxPixels: PLAGIARISM_MAX_PIXELS,
  maxBytes: PLAGIARISM_MAX_BYTES,
  accepted: (head) => {
    if (isAvif(head)) return undefined;
    const known = sniffImage(head)?.format;
    if (known) return known === 'heic' ? undefined : known;
    return sniffExtraImage(head)?.format;
  },
  encodeAs: (format) => (format === 'jpeg' || format === 'webp' ? format : 'png'),
  upright: false,
};

const isSide = (value: number): boolean => Number.isInteger(value) && value > 0;

/** Scaled side, floored, but not below the exact value by float noise (6000/7000*7000). */
const scaleSide = (side: number, scale: number): number => Math.floor(side * scale + 1e-6);

export function fitToLimits(facts: ImageFacts): Result<FitPlan>;
export function fitToLimits<F extends string>(
  facts: ImageFacts,
  limits: EndpointImageLimits<F>,
): Result<FitPlan<F>>;
export function fitToLimits(
  facts: ImageFacts,
  limits: EndpointImageLimits<string> = AI_CHECK_LIMITS as EndpointImageLimits<string>,
): Result<FitPlan<string>> {
  const { width, height, byteLength } = facts;
  if (!isSide(width) || !isSide(height) || !(byteLength >= 0)) {
    const message = `The image size could not be read, so it cannot be ${limits.purpose}.`;
    return err(refused('image', message, detailWords(limits.sizeUnknownWords)));
  }
  const size = `${width}x${height} px`;
  // Sides as written, not grouped as a count is (6000, not 6,000).
  const [w, h, minSide] = [String(width), String(height), String(limits.minSide)];
  if (Math.min(width, height) < limits.minSide) {
    const min = `${limits.minSide}x${limits.minSide} px`;
    return err(
      refused(
        'image',
        `The image must be at least ${min}; this one is ${size}.`,
        detailWords('error_imageTooSmall', minSide, w, h),
      ),
    );
  }
  const format = limits.accepted(facts.head, facts.mime);
  const reasons: FitReason[] = [];
  if (!format) reasons.push('format');

  const long = Math.max(width, height);
  const short = Math.min(width, height);
  let scale = Math.min(
    1,
    limits.maxLongSide / long,
    limits.maxShortSide / short,
    Math.sqrt(limits.maxPixels / (width * height)),
  );
  if (scale < 1) reasons.push('dimensions');

  if (byteLength >= limits.maxBytes) {
    reasons.push('bytes');
    // Re-encoding the same format predicts the size; a format change (BMP to PNG, HEIC to JPEG)
    // does not, so that first pass keeps the pixels and the next call decides.
    if (format && limits.encodeAs(format) === format) {
      scale = Math.min(scale, Math.sqrt((BYTE_HEADROOM * limits.maxBytes) / byteLength));
    }
  }

  if (limits.upright && facts.orientation !== undefined && facts.orientation > 1) {
    reasons.push('orientation');
  }

  if (reasons.length === 0 && format) return ok({ action: 'send', format, width, height });

  const target = { width: scaleSide(width, scale), height: scaleSide(height, scale) };
  if (Math.min(target.width, target.height) < limits.minSide) {
    const scaled = `${target.width}x${target.height} px`;
    const message = `The image is ${size}: scaled down to fit the service's limits it would be ${scaled}, under the ${limits.minSide} px minimum side.`;
    const words = detailWords(
      'error_imageTooNarrowToScale',
      w,
      h,
      String(target.width),
      String(target.height),
      minSide,
    );
    return err(refused('image', message, words));
  }
  const encodeAs = format ? limits.encodeAs(format) : 'png';
  return ok({
    action: 'encode',
    format: encodeAs,
    mime: ENCODE_MIME[encodeAs],
    ...target,
    reasons,
  });
}
