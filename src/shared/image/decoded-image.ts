import { toBase64 } from '../../core/base64.ts';

/** An image's bytes as found (fetched by the worker, or read by the page). */
export interface ImageFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** Declared type (Content-Type), possibly empty. */
  mime: string;
}

export interface DecodedImage {
  bitmap: ImageBitmap;
  width: number;
  height: number;
}

/** The picture as the page shows it (turned by its EXIF orientation), or undefined. */
export async function decodeImage(file: ImageFile): Promise<DecodedImage | undefined> {
  try {
    const bitmap = await createImageBitmap(new Blob([file.bytes], { type: file.mime }), {
      imageOrientation: 'from-image',
    });
    return { bitmap, width: bitmap.width, height: bitmap.height };
  } catch {
    // Formats the browser cannot decode (HEIC in Chrome) may still be sent as they are.
    return undefined;
  }
}

/** Long side of the popup's preview; its display is about 360 px wide. */
const PREVIEW_SIDE = 720;

/**
 * A small JPEG of the picture as shown (data: URL), for the popup to draw results over without
 * loading the page's address from the extension's origin.
 */
export async function previewOf(bitmap: ImageBitmap): Promise<string | undefined> {
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
