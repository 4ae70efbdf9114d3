/**
 * Image checks from the service's limits: PNG, JPEG, WebP, BMP or HEIC/HEIF; at least 512x512
 * and at most 6000x4500 px (either orientation, 27 megapixels); under 32,000,000 bytes; a filename of at
 * most 255 characters with an accepted extension. Size comes from the header when it can be read,
 * else from what the caller declared; when neither is known the service decides.
 */
import {
  detailWords,
  err,
  ok,
  type AppError,
  type DetailWords,
  type Result,
} from '../../core/errors.ts';
import { invalidInput } from '../errors.ts';
import { sniffImage, type ImageFormat } from './image-sniff.ts';

export const IMAGE_MIN_SIDE = 512;
export const IMAGE_MAX_LONG_SIDE = 6000;
export const IMAGE_MAX_SHORT_SIDE = 4500;
/** "Under 32 MB": read the strict way (decimal), so it holds whichever the service means. */
export const IMAGE_MAX_BYTES = 32_000_000;
export const FILENAME_MAX = 255;
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.bmp', '.webp', '.heic', '.heif'];

export interface ImageInput {
  bytes: Uint8Array;
  filename: string;
  /** Declared type, used when the header is not recognised (some HEIF variants). */
  mime?: string;
  width?: number;
  height?: number;
}

export interface CheckedImage {
  bytes: Uint8Array;
  filename: string;
  format: ImageFormat;
  mime: string;
  width?: number;
  height?: number;
}

export const MIME_OF: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  bmp: 'image/bmp',
  heic: 'image/heic',
};

/** Checks an async-submit filename or a sync upload filename against an extension list. */
/** An `invalid-input` error with its English message (for the log) and its catalogue words. */
export const refused = (field: string, message: string, words: DetailWords): AppError => ({
  ...invalidInput(field, message),
  words,
});

/** Megabytes to one decimal, as a number the reader's language writes. */
export const megabytes = (bytes: number): number => Math.round(bytes / 1e5) / 10;

export function checkFilename(
  filename: unknown,
  extensions: readonly string[],
  field = 'filename',
): AppError | undefined {
  if (typeof filename !== 'string' || filename.trim() === '') {
    return refused(
      field,
      'The image needs a file name, such as photo.jpg.',
      detailWords('error_imageNoFileName'),
    );
  }
  if (filename.length > FILENAME_MAX) {
    return refused(
      field,
      `The file name can be at most ${FILENAME_MAX} characters; it has ${filename.length}.`,
      detailWords('error_fileNameTooLong', FILENAME_MAX, filename.length),
    );
  }
  const dot = filename.lastIndexOf('.');
  const extension = dot >= 0 ? filename.slice(dot).toLowerCase() : '';
  if (!extensions.includes(extension)) {
    return refused(
      field,
      `The file name must end in one of ${extensions.join(' ')}; "${filename}" does not.`,
      detailWords('error_fileNameExtension', extensions.join(' '), filename),
    );
  }
  return undefined;
}

function formatFromMime(mime: string | undefined): ImageFormat | undefined {
  const type = mime?.toLowerCase().trim();
  if (type === 'image/heic' || type === 'image/heif') return 'heic';
  return (Object.keys(MIME_OF) as ImageFormat[]).find((format) => MIME_OF[format] === type);
}

function checkSize(width: number, height: number): AppError | undefined {
  const size = `${width}x${height} px`;
  // Sides as written, not grouped as a count is (6000, not 6,000).
  const [w, h] = [String(width), String(height)];
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) {
    return refused(
      'image',
      `The image must be at least 512x512 px; this one is ${size}.`,
      detailWords('error_imageTooSmall', String(IMAGE_MIN_SIDE), w, h),
    );
  }
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long > IMAGE_MAX_LONG_SIDE || short > IMAGE_MAX_SHORT_SIDE) {
    return refused(
      'image',
      `The image can be at most 6000x4500 px; this one is ${size}.`,
      detailWords(
        'error_imageTooBig',
        String(IMAGE_MAX_LONG_SIDE),
        String(IMAGE_MAX_SHORT_SIDE),
        w,
        h,
      ),
    );
  }
  return undefined;
}

export function checkImage(input: ImageInput): Result<CheckedImage> {
  if (!(input.bytes instanceof Uint8Array) || input.bytes.length === 0) {
    return err(refused('image', 'The image is empty.', detailWords('error_imageEmpty')));
  }
  if (input.bytes.length >= IMAGE_MAX_BYTES) {
    const mb = (input.bytes.length / 1e6).toFixed(1);
    return err(
      refused(
        'image',
        `The image must be under 32,000,000 bytes (32 MB); this one is ${mb} MB.`,
        detailWords(
          'error_imageTooLarge',
          IMAGE_MAX_BYTES,
          megabytes(IMAGE_MAX_BYTES),
          megabytes(input.bytes.length),
        ),
      ),
    );
  }
  const nameError = checkFilename(input.filename, IMAGE_EXTENSIONS);
  if (nameError) return err(nameError);
  const sniffed = sniffImage(input.bytes);
  const declared = formatFromMime(input.mime);
  // An unrecognised header is only trusted when declared HEIF, whose brands vary.
  const format = sniffed?.format ?? (declared === 'heic' ? declared : undefined);
  if (!format) {
    return err(
      refused(
        'image',
        'The file is not a PNG, JPEG, WebP, BMP or HEIC image.',
        detailWords('error_imageNotFormat'),
      ),
    );
  }
  const width = sniffed?.width ?? input.width;
  const height = sniffed?.height ?? input.height;
  if (width !== undefined && height !== undefined) {
    const sizeError = checkSize(width, height);
    if (sizeError) return err(sizeError);
  }
  return ok({
    bytes: input.bytes,
    filename: input.filename,
    format,
    mime: MIME_OF[format],
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
  });
}
