import { badRequest } from '../core/service-error.ts';
import { ImageFormatError, readImageDimensions } from '../images/image-dimensions.ts';
import type { OcrExtension } from './file-types.ts';

/** The image formats the OCR route takes. */
export type OcrImageKind = 'png' | 'jpeg' | 'bmp' | 'gif';

const KIND_OF_EXTENSION: Record<OcrExtension, OcrImageKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  bmp: 'bmp',
  gif: 'gif',
};

/** The format the bytes are, by their header (GIF by signature; the others as the AI check reads them). */
function sniff(bytes: Buffer): string | undefined {
  const signature = bytes.toString('latin1', 0, 6);
  if (signature === 'GIF87a' || signature === 'GIF89a') return 'gif';
  try {
    return readImageDimensions(bytes).format;
  } catch (error) {
    if (error instanceof ImageFormatError) return undefined;
    throw error;
  }
}

/**
 * The image's kind, when the bytes are an image of the kind the name says: a PNG named .jpg,
 * or text named .png, is refused, as the file's name is the type the service goes by.
 */
export function checkImageKind(extension: OcrExtension, bytes: Buffer): OcrImageKind {
  const expected = KIND_OF_EXTENSION[extension];
  if (sniff(bytes) !== expected) {
    const message = `The file is not a ${expected.toUpperCase()} image, as its name (.${extension}) says.`;
    throw badRequest(message, [{ param: 'base64', message }]);
  }
  return expected;
}
