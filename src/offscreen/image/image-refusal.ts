/**
 * Why an image cannot be checked, in words that name the real reason and what to do: its format,
 * its size, or what the browser cannot do with it. Used when the worker cannot decode the file
 * (so cannot convert or scale it) or cannot read it at all. Each refusal carries its words for
 * the reader's language; its English `message` is for the log. Pure.
 */
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_LONG_SIDE,
  IMAGE_MAX_SHORT_SIDE,
  megabytes as megabytesNumber,
  refused,
} from '../../api/validation/image.ts';
import { detailWords, type AppError, type DetailWords } from '../../core/errors.ts';
import type { FitReason } from '../../shared/image/fit-reasons.ts';
import { FORMAT_NAMES, type RecognisedImage } from './image-format.ts';

const LIMIT = `${IMAGE_MAX_LONG_SIDE}x${IMAGE_MAX_SHORT_SIDE} px (27 MP)`;
const SAVE_AS = 'Save it as PNG or JPEG, then check that copy.';

const megapixels = (width: number, height: number): string =>
  `${((width * height) / 1e6).toFixed(1)} MP`;
const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
/** Megapixels to one decimal, as a number the reader's language writes. */
const megapixelsNumber = (width: number, height: number): number =>
  Math.round((width * height) / 1e5) / 10;

const refuse = (message: string, words: DetailWords): AppError => refused('image', message, words);

/** The file could not be opened and its size is unknown. */
export function unreadableImage(image: RecognisedImage): AppError {
  if (image.format === 'tiff') {
    return refuse(
      `This is a TIFF image, which the service does not take and browsers cannot convert. ${SAVE_AS}`,
      detailWords('error_imageTiff'),
    );
  }
  if (image.sequence) return sequenceImage();
  if (image.format === 'heic') {
    return refuse(
      'The size of this HEIC image could not be read, and the browser cannot open HEIC to find ' +
        `out. Save it as JPEG, then check that copy.`,
      detailWords('error_imageHeicSizeUnknown'),
    );
  }
  if (image.format) {
    return refuse(
      `This ${FORMAT_NAMES[image.format]} file could not be opened: it may be damaged or cut ` +
        `short. Open it and save it again, for example as PNG or JPEG, then check that copy.`,
      detailWords('error_imageDamaged', FORMAT_NAMES[image.format]),
    );
  }
  return refuse(
    'This file is not an image the browser can open (PNG, JPEG, WebP, BMP, HEIC, GIF, AVIF, ' +
      `SVG or ICO). If it is a picture in another format, ${SAVE_AS.toLowerCase()}`,
    detailWords('error_imageNotOpenable'),
  );
}

export function sequenceImage(): AppError {
  return refuse(
    'This HEIF file is an image sequence (a burst or a Live Photo), not a single picture. ' +
      'Export the frame you want as JPEG or PNG, then check that.',
    detailWords('error_imageSequence'),
  );
}

/**
 * The image would have to be converted or scaled before sending, and the browser cannot open
 * it to do so (HEIC in most browsers, or a picture too large for it to decode).
 */
export function cannotRefit(
  image: RecognisedImage,
  size: { width: number; height: number },
  byteLength: number,
  reasons: readonly FitReason[],
): AppError {
  const format = image.format ? FORMAT_NAMES[image.format] : undefined;
  const name = format ?? 'image';
  const heic = image.format === 'heic';
  const dimensions = `${size.width}x${size.height} px (${megapixels(size.width, size.height)})`;
  const why = heic
    ? 'and the browser cannot open HEIC images to scale them down'
    : 'and it is too large for the browser to open and scale down';
  if (reasons.includes('dimensions')) {
    // Sides as written, not grouped as a count is (6000, not 6,000).
    const args = [
      String(size.width),
      String(size.height),
      megapixelsNumber(size.width, size.height),
      String(IMAGE_MAX_LONG_SIDE),
      String(IMAGE_MAX_SHORT_SIDE),
      megapixelsNumber(IMAGE_MAX_LONG_SIDE, IMAGE_MAX_SHORT_SIDE),
    ];
    return refuse(
      `This ${name} is ${dimensions}, more than the ${LIMIT} the service takes, ${why}. ` +
        `Save a copy of at most ${LIMIT}${heic ? ' as JPEG' : ''}, then check that.`,
      heic
        ? detailWords('error_heicTooBigToScale', ...args)
        : format
          ? detailWords('error_imageTooBigToScale', ...args, format)
          : detailWords('error_imageTooBigToScaleUnnamed', ...args),
    );
  }
  if (reasons.includes('bytes')) {
    const args = [megabytesNumber(byteLength), megabytesNumber(IMAGE_MAX_BYTES)];
    return refuse(
      `This ${name} file is ${megabytes(byteLength)}, over the ${megabytes(IMAGE_MAX_BYTES)} ` +
        `the service takes, ${why}. Save a smaller copy, then check that.`,
      heic
        ? detailWords('error_heicTooHeavyToScale', ...args)
        : format
          ? detailWords('error_imageTooHeavyToScale', ...args, format)
          : detailWords('error_imageTooHeavyToScaleUnnamed', ...args),
    );
  }
  return refuse(
    `The service does not take ${name} images and the browser could not open this one to ` +
      `convert it. ${SAVE_AS}`,
    format
      ? detailWords('error_imageFormatNotConverted', format)
      : detailWords('error_imageKindNotConverted'),
  );
}
