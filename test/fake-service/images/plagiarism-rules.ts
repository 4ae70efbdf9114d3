/**
 * Image plagiarism detection's own limits (service-facts §9): under 20 MB, at most 75 MP, no
 * minimum side; JPG/JPEG, PNG, GIF, BMP, WebP, ICO and camera RAW (taken by name: the double does
 * not read RAW headers). Stricter readings where the docs are vague, as for the AI check.
 */
import { badRequest, missingParameter, type ServiceError } from '../core/service-error.ts';
import { ImageFormatError, readImageDimensions } from './image-dimensions.ts';

export const PLAGIARISM_MAX_BYTES = 20_000_000;
export const PLAGIARISM_MAX_PIXELS = 75_000_000;
const RAW = ['.raw', '.dng', '.cr2', '.cr3', '.nef', '.arw', '.orf', '.rw2', '.raf'];
const EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp', '.ico', ...RAW];

export interface PlagiarismImage {
  /** Unknown for a RAW file. */
  width?: number;
  height?: number;
}

type Check<T> = { ok: true; value: T } | { ok: false; error: ServiceError };
const fail = (error: ServiceError): { ok: false; error: ServiceError } => ({ ok: false, error });

export function checkPlagiarismFilename(filename: unknown): ServiceError | undefined {
  if (filename === undefined || filename === null || filename === '')
    return missingParameter('filename');
  if (typeof filename !== 'string') return badRequest('filename must be a string.');
  const lower = filename.toLowerCase();
  if (!EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    return badRequest(`Unsupported file extension. Allowed: ${EXTENSIONS.join(' ')}.`, [
      { param: 'filename', message: 'Unsupported extension.' },
    ]);
  }
  return undefined;
}

/** GIF and ICO, which the AI check's reader does not take. */
function extraDimensions(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = bytes.subarray(0, 6).toString('latin1');
  if ((signature === 'GIF87a' || signature === 'GIF89a') && bytes.length >= 10) {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 22 && bytes.readUInt16LE(0) === 0 && bytes.readUInt16LE(2) === 1) {
    let best: { width: number; height: number } | undefined;
    for (let k = 0; k < bytes.readUInt16LE(4) && 6 + 16 * (k + 1) <= bytes.length; k++) {
      const entry = 6 + 16 * k;
      const offset = bytes.readUInt32LE(entry + 12);
      let size = { width: bytes[entry] || 256, height: bytes[entry + 1] || 256 };
      try {
        size = readImageDimensions(bytes.subarray(offset));
      } catch {
        // A BMP entry: the directory's size stands.
      }
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
    return best;
  }
  return undefined;
}

export function checkPlagiarismImage(bytes: Buffer, filename: string): Check<PlagiarismImage> {
  if (bytes.length === 0) return fail(missingParameter('image'));
  if (bytes.length >= PLAGIARISM_MAX_BYTES)
    return fail(badRequest('The image must be smaller than 20 MB (20,000,000 bytes).'));
  let size: { width: number; height: number; format?: string } | undefined = extraDimensions(bytes);
  if (!size) {
    try {
      size = readImageDimensions(bytes);
    } catch (error) {
      if (!(error instanceof ImageFormatError)) throw error;
      if (RAW.some((extension) => filename.toLowerCase().endsWith(extension)))
        return { ok: true, value: {} };
      return fail(badRequest(`Cannot process the image: ${error.message}`));
    }
  }
  if (size.format === 'heic') return fail(badRequest('Unsupported image format.'));
  if (size.width * size.height > PLAGIARISM_MAX_PIXELS) {
    return fail(
      badRequest(`The image is ${size.width}x${size.height}; the maximum is 75 megapixels.`),
    );
  }
  return { ok: true, value: { width: size.width, height: size.height } };
}
