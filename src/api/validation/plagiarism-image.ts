/**
 * Images for plagiarism detection ("where else is this image on the web"), from that endpoint's
 * own limits, which differ from the AI check's: under 20 MB, at most 75 megapixels (no minimum
 * side), and JPG, PNG, GIF, BMP, WebP, ICO or camera RAW. Size and format come from the header
 * where it can be read; a RAW file is taken by its name (its many formats are the service's to
 * read).
 */
import { detailWords, err, ok, type Result } from '../../core/errors.ts';
import { checkFilename, megabytes, refused } from './image.ts';
import { sniffExtraImage, sniffImage } from './image-sniff.ts';

/** "Under 20 MB", read the strict (decimal) way, as for the AI check's 32 MB. */
export const PLAGIARISM_MAX_BYTES = 20_000_000;
export const PLAGIARISM_MAX_PIXELS = 75_000_000;
export const RAW_EXTENSIONS = [
  '.raw',
  '.dng',
  '.cr2',
  '.cr3',
  '.nef',
  '.arw',
  '.orf',
  '.rw2',
  '.raf',
];
export const PLAGIARISM_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.gif',
  '.bmp',
  '.webp',
  '.ico',
  ...RAW_EXTENSIONS,
];

export type PlagiarismFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'ico' | 'raw';

const MIME: Record<PlagiarismFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  ico: 'image/x-icon',
  raw: 'application/octet-stream',
};

export interface PlagiarismImageInput {
  bytes: Uint8Array;
  filename: string;
  /** The size, when known otherwise (a RAW file's header is not read here). */
  width?: number;
  height?: number;
}

export interface CheckedPlagiarismImage {
  bytes: Uint8Array;
  filename: string;
  format: PlagiarismFormat;
  mime: string;
  width?: number;
  height?: number;
}

const extensionOf = (filename: string): string =>
  filename.slice(filename.lastIndexOf('.')).toLowerCase();

/** Refuses, with the reason, what the endpoint would refuse; nothing is sent then. */
export function checkPlagiarismImage(input: PlagiarismImageInput): Result<CheckedPlagiarismImage> {
  if (!(input.bytes instanceof Uint8Array) || input.bytes.length === 0) {
    return err(refused('image', 'The image is empty.', detailWords('error_imageEmpty')));
  }
  if (input.bytes.length >= PLAGIARISM_MAX_BYTES) {
    const mb = (input.bytes.length / 1e6).toFixed(1);
    return err(
      refused(
        'image',
        `To search the web for it, the image must be under 20 MB; this one is ${mb} MB.`,
        detailWords(
          'error_webImageTooLarge',
          megabytes(PLAGIARISM_MAX_BYTES),
          megabytes(input.bytes.length),
        ),
      ),
    );
  }
  const nameError = checkFilename(input.filename, PLAGIARISM_EXTENSIONS);
  if (nameError) return err(nameError);
  const known = sniffImage(input.bytes);
  // HEIC is the AI check's, not this endpoint's: refused below with its own words.
  const sniffed: { format: PlagiarismFormat; width?: number; height?: number } | undefined =
    known && known.format !== 'heic'
      ? { ...known, format: known.format }
      : sniffExtraImage(input.bytes);
  // A file is taken for RAW by its name only when its header is no other image's.
  const takenAsRaw = !known && RAW_EXTENSIONS.includes(extensionOf(input.filename));
  const format: PlagiarismFormat | undefined = sniffed?.format ?? (takenAsRaw ? 'raw' : undefined);
  if (!format) {
    return err(
      known?.format === 'heic'
        ? refused(
            'image',
            'The web search does not take HEIC images; save it as JPEG first.',
            detailWords('error_webImageHeic'),
          )
        : refused(
            'image',
            'The web search takes JPEG, PNG, GIF, BMP, WebP, ICO or camera RAW images; this file is none of them.',
            detailWords('error_webImageFormat'),
          ),
    );
  }
  const width = sniffed?.width ?? input.width;
  const height = sniffed?.height ?? input.height;
  if (width !== undefined && height !== undefined && width * height > PLAGIARISM_MAX_PIXELS) {
    const mp = ((width * height) / 1e6).toFixed(1);
    return err(
      refused(
        'image',
        `To search the web for it, the image can have at most 75 megapixels; this one is ${width}x${height} px (${mp} MP).`,
        detailWords(
          'error_webImageTooManyPixels',
          PLAGIARISM_MAX_PIXELS / 1e6,
          String(width),
          String(height),
          Math.round((width * height) / 1e5) / 10,
        ),
      ),
    );
  }
  return ok({
    bytes: input.bytes,
    filename: input.filename,
    format,
    mime: MIME[format],
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
  });
}
