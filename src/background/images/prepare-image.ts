import { MIME_OF } from '../../api/validation/image.ts';
import { toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { readOrientation } from '../../shared/image/exif-orientation.ts';
import { acceptedFormat, fitToLimits, type FitReason } from '../../shared/image/fit-to-limits.ts';
import { imageFilename } from '../../shared/image/image-filename.ts';
import { pngInsideIcon, recogniseImage } from '../../shared/image/image-format.ts';
import { cannotRefit, sequenceImage, unreadableImage } from '../../shared/image/image-refusal.ts';
import type { ImageFile } from './image-source.ts';

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

/** Long side of the popup's preview; its display is about 360 px wide. */
const PREVIEW_SIDE = 720;

/** A scaled photo keeps its quality; 0.92 is visually lossless and far smaller than PNG. */
const QUALITY = 0.92;
/** fitToLimits converges in two or three passes; more means something is wrong. */
const MAX_PASSES = 5;

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
  const decoded = await decode(file);
  const natural =
    decoded ??
    (image.width && image.height ? { width: image.width, height: image.height } : undefined);
  if (!natural) return err(unreadableImage(image));
  let bytes = file.bytes;
  let mime = file.mime;
  let size = natural;
  const originalFormat = acceptedFormat(bytes.subarray(0, 512), mime);
  let refit: FitReason[] | undefined;
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const plan = fitToLimits({
        ...size,
        byteLength: bytes.length,
        head: bytes.subarray(0, 512),
        mime,
        orientation: readOrientation(bytes),
      });
      if (!plan.ok) return plan;
      refit ??= plan.value.action === 'send' ? [] : plan.value.reasons;
      if (plan.value.action === 'send') {
        const format = plan.value.format;
        const preview = decoded ? await previewOf(decoded.bitmap) : undefined;
        return ok({
          ...(preview ? { preview } : {}),
          bytes,
          mime: MIME_OF[format],
          filename: imageFilename(src, format),
          naturalWidth: natural.width,
          naturalHeight: natural.height,
          width: size.width,
          height: size.height,
          // An icon's PNG is sent, not the file at its address (which a heatmap would need).
          original: icon
            ? { refit: ['format', ...refit.filter((r) => r !== 'format')] }
            : { ...(originalFormat ? { format: originalFormat } : {}), refit },
        });
      }
      if (!decoded) return err(cannotRefit(image, size, bytes.length, plan.value.reasons));
      const { width, height } = plan.value;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return err(appError('internal', 'No canvas to scale the image with.'));
      // The bitmap is upright already; the canvas writes no EXIF, so the copy is upright too.
      context.drawImage(decoded.bitmap, 0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: plan.value.mime, quality: QUALITY });
      bytes = new Uint8Array(await blob.arrayBuffer());
      mime = blob.type;
      size = { width, height };
    }
  } finally {
    decoded?.bitmap.close();
  }
  return err(appError('internal', 'The image could not be fitted to the service’s limits.'));
}

async function decode(
  file: ImageFile,
): Promise<{ bitmap: ImageBitmap; width: number; height: number } | undefined> {
  try {
    // As the page shows it: turned by its EXIF orientation.
    const bitmap = await createImageBitmap(new Blob([file.bytes], { type: file.mime }), {
      imageOrientation: 'from-image',
    });
    return { bitmap, width: bitmap.width, height: bitmap.height };
  } catch {
    // Formats the browser cannot decode (HEIC in Chrome) may still be sent as they are.
    return undefined;
  }
}

async function previewOf(bitmap: ImageBitmap): Promise<string | undefined> {
  try {
    const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return `data:image/jpeg;base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
  } catch {
    return undefined; // the popup then shows the result without the picture
  }
}
