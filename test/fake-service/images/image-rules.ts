import { badRequest, missingParameter, type ServiceError } from '../core/service-error.ts';
import { ImageFormatError, readImageDimensions, type ImageDimensions } from './image-dimensions.ts';

/** The alias and the full dated name both select the one documented model. */
export const IMAGE_MODEL_FULL_NAME = 'ai-image-1-ultra-01-09-2025';
export const IMAGE_MODELS = new Set(['ai-image-1-ultra', IMAGE_MODEL_FULL_NAME]);

export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.bmp', '.webp', '.heic', '.heif'];
/**
 * "Under 32 MB" is not said to be decimal or binary; the double takes the strict reading, so a
 * client that assumes the lenient one is caught here rather than by the real service.
 */
export const MAX_IMAGE_BYTES = 32_000_000;
export const MIN_SIDE = 512;
/** 6000x4500 in either orientation, and never over 27 megapixels. */
export const MAX_LONG_SIDE = 6000;
export const MAX_SHORT_SIDE = 4500;
export const MAX_FILENAME = 255;
export const MAX_OBJECTS = 3;

type Check<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

const fail = (error: ServiceError): { ok: false; error: ServiceError } => ({ ok: false, error });

export function checkFilename(filename: unknown): ServiceError | undefined {
  if (filename === undefined || filename === null || filename === '')
    return missingParameter('filename');
  if (typeof filename !== 'string') return badRequest('filename must be a string.');
  if (filename.length > MAX_FILENAME) {
    return badRequest(`filename is longer than ${MAX_FILENAME} characters.`, [
      { param: 'filename', message: 'Too long.' },
    ]);
  }
  const lower = filename.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension))) {
    return badRequest(`Unsupported file extension. Allowed: ${IMAGE_EXTENSIONS.join(' ')}.`, [
      { param: 'filename', message: 'Unsupported extension.' },
    ]);
  }
  return undefined;
}

export function checkModel(model: unknown): ServiceError | undefined {
  if (model === undefined || model === null || model === '') return missingParameter('model');
  if (typeof model !== 'string' || !IMAGE_MODELS.has(model)) {
    return badRequest(`Unknown model. Use ai-image-1-ultra.`, [
      { param: 'model', message: 'Unknown model.' },
    ]);
  }
  return undefined;
}

/** Size, format and pixel limits of the image bytes. */
export function checkImage(bytes: Buffer): Check<ImageDimensions> {
  if (bytes.length === 0) return fail(missingParameter('image'));
  if (bytes.length >= MAX_IMAGE_BYTES)
    return fail(badRequest('The image must be smaller than 32 MB (32,000,000 bytes).'));
  let dimensions: ImageDimensions;
  try {
    dimensions = readImageDimensions(bytes);
  } catch (error) {
    if (error instanceof ImageFormatError)
      return fail(badRequest(`Cannot process the image: ${error.message}`));
    throw error;
  }
  const { width, height } = dimensions;
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < MIN_SIDE) {
    return fail(
      badRequest(`The image is ${width}x${height}; the minimum is ${MIN_SIDE}x${MIN_SIDE}.`),
    );
  }
  if (long > MAX_LONG_SIDE || short > MAX_SHORT_SIDE) {
    return fail(
      badRequest(
        `The image is ${width}x${height}; the maximum is ${MAX_LONG_SIDE}x${MAX_SHORT_SIDE}.`,
      ),
    );
  }
  return { ok: true, value: dimensions };
}

/** objectDetection: an array (or its JSON text) of up to 3 `{object}` entries. */
export function checkObjects(raw: unknown): Check<string[]> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch {
      return fail(badRequest('objectDetection must be a JSON array.'));
    }
  }
  if (!Array.isArray(parsed)) return fail(badRequest('objectDetection must be an array.'));
  if (parsed.length > MAX_OBJECTS)
    return fail(badRequest(`objectDetection allows at most ${MAX_OBJECTS} objects.`));
  const names: string[] = [];
  for (const entry of parsed) {
    const name: unknown =
      entry && typeof entry === 'object' ? (entry as { object?: unknown }).object : undefined;
    if (typeof name !== 'string' || name.length === 0) {
      return fail(badRequest('Each objectDetection entry needs an object name.'));
    }
    names.push(name);
  }
  return { ok: true, value: names };
}

/** "true"/"false" from a form, or a JSON boolean. */
export function parseFlag(raw: unknown): boolean {
  return raw === true || raw === 'true' || raw === 'True';
}
