import { MIME_OF } from '../../api/validation/image.ts';
import { err, ok, type Result } from '../../core/errors.ts';
import { acceptedFormat, AI_CHECK_LIMITS } from './fit-to-limits.ts';
import type { FitReason } from '../../shared/image/fit-reasons.ts';
import { imageFilename } from '../../shared/image/image-filename.ts';
import { pngInsideIcon, recogniseImage } from './image-format.ts';
import { cannotRefit, sequenceImage, unreadableImage } from './image-refusal.ts';
import { decodeImage, previewOf, type ImageFile } from '../../shared/image/decoded-image.ts';
import { refitImage } from './refit-image.ts';

export interface PreparedImage {
  bytes: Uint8Array<ArrayBuffer>;
  mime: string;
  filename: string;
  /** The image as the browser shows it (EXIF orientation applied). */
  naturalWidth: number;
  naturalHeight: number;
  /** The size sent, which is the mask's size. */
  width: number;
  height: number;
  /** The file as found: its format when the service takes it, and why it was re-encoded. */
  original: { format?: string; refit: FitReason[] };
  /**
   * A small JPEG of the picture as shown (data: URL), for the popup to draw the mask over
   * without loading the page's address from the extension's origin.
   */
  preview?: string;
}

/**
 * Makes an image fit the service: refused with its size when under 512 px (nothing sent);
 * scaled down with an OffscreenCanvas, keeping its aspect ratio, when over 6000x4500 px or
 * 32,000,000 bytes; converted to PNG when the service does not take its format (GIF, AVIF, ICO
 * …); turned upright when its EXIF orientation says the browser shows it turned, so the mask
 * lands where the user sees the picture. What cannot be done is refused with its real reason.
 */
export async function prepareImage(found: ImageFile, src: string): Promise<Result<PreparedImage>> {
  const icon = pngInsideIcon(found.bytes);
  const file = icon ? { bytes: new Uint8Array(icon), mime: 'image/png' } : found;
  const image = recogniseImage(file.bytes, file.mime);
  if (image.format === 'tiff') return err(unreadableImage(image));
  if (image.sequence) return err(sequenceImage());
  const decoded = await decodeImage(file);
  const natural =
    decoded ??
    (image.width && image.height ? { width: image.width, height: image.height } : undefined);
  if (!natural) return err(unreadableImage(image));
  const originalFormat = acceptedFormat(file.bytes.subarray(0, 512), file.mime);
  try {
    const fitted = await refitImage(
      { bytes: file.bytes, mime: file.mime, width: natural.width, height: natural.height },
      decoded?.bitmap,
      AI_CHECK_LIMITS,
      (reasons) => cannotRefit(image, natural, file.bytes.length, reasons),
    );
    if (!fitted.ok) return fitted;
    const { bytes, format, width, height, refit } = fitted.value;
    const preview = decoded ? await previewOf(decoded.bitmap) : undefined;
    return ok({
      ...(preview ? { preview } : {}),
      bytes,
      mime: MIME_OF[format],
      filename: imageFilename(src, format),
      naturalWidth: natural.width,
      naturalHeight: natural.height,
      width,
      height,
      // An icon's PNG is sent, not the file at its address (which a heatmap would need).
      original: icon
        ? { refit: ['format', ...refit.filter((r) => r !== 'format')] }
        : { ...(originalFormat ? { format: originalFormat } : {}), refit },
    });
  } finally {
    decoded?.bitmap.close();
  }
}
