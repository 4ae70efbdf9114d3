import { jpegComments } from '../images/jpeg-comments.ts';
import { pngTextChunks } from '../images/png-text-chunks.ts';
import type { OcrImageKind } from './image-kind.ts';

/**
 * The double's OCR: it does not look at pixels. An image's text is the value of a PNG tEXt or
 * iTXt chunk with the keyword "Description" (the first one), or the JPEG's comment (COM)
 * segments, joined by new lines. BMP and GIF never carry text here. An image without any gives
 * '' and so fails the scan with "No text was found in the image.".
 */
export function imageText(kind: OcrImageKind, bytes: Buffer): string {
  if (kind === 'png') {
    const chunk = pngTextChunks(bytes).find(
      (c) => (c.type === 'tEXt' || c.type === 'iTXt') && c.keyword === 'Description',
    );
    return chunk?.text ?? '';
  }
  if (kind === 'jpeg') {
    // The provenance stand-in (image-provenance.ts) is metadata, not text in the picture.
    return jpegComments(bytes)
      .filter((comment) => !comment.startsWith('c2pa:'))
      .join('\n');
  }
  return '';
}
