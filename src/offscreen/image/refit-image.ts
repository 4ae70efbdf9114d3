import { appError, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { readOrientation } from './exif-orientation.ts';
import { fitToLimits, type EndpointImageLimits } from './fit-to-limits.ts';
import type { FitReason } from '../../shared/image/fit-reasons.ts';

export interface FittedImage<F extends string> {
  bytes: Uint8Array<ArrayBuffer>;
  mime: string;
  format: F;
  width: number;
  height: number;
  /** Why it was re-encoded; empty when sent as found. */
  refit: FitReason[];
}

/** A scaled photo keeps its quality; 0.92 is visually lossless and far smaller than PNG. */
const QUALITY = 0.92;
/** fitToLimits converges in two or three passes; more means something is wrong. */
const MAX_PASSES = 5;

/**
 * Re-encodes a file with an OffscreenCanvas (scaled, converted, turned upright) until it fits one
 * endpoint's limits, as `fitToLimits` plans each pass. `bitmap` is the decoded picture, upright;
 * without it only a file that fits as it is can be sent, and `cannotRefit` says why not.
 */
export async function refitImage<F extends string>(
  file: { bytes: Uint8Array<ArrayBuffer>; mime: string; width: number; height: number },
  bitmap: ImageBitmap | undefined,
  limits: EndpointImageLimits<F>,
  cannotRefit: (reasons: FitReason[]) => AppError,
): Promise<Result<FittedImage<F>>> {
  let { bytes, mime } = file;
  let size = { width: file.width, height: file.height };
  let refit: FitReason[] | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const plan = fitToLimits(
      {
        ...size,
        byteLength: bytes.length,
        head: bytes.subarray(0, 512),
        mime,
        orientation: readOrientation(bytes),
      },
      limits,
    );
    if (!plan.ok) return plan;
    refit ??= plan.value.action === 'send' ? [] : plan.value.reasons;
    if (plan.value.action === 'send') {
      return ok({ bytes, mime, format: plan.value.format, ...size, refit });
    }
    if (!bitmap) return err(cannotRefit(plan.value.reasons));
    const { width, height } = plan.value;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return err(appError('internal', 'No canvas to scale the image with.'));
    // The bitmap is upright already; the canvas writes no EXIF, so the copy is upright too.
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: plan.value.mime, quality: QUALITY });
    bytes = new Uint8Array(await blob.arrayBuffer());
    mime = blob.type;
    size = { width, height };
  }
  return err(appError('internal', 'The image could not be fitted to the service’s limits.'));
}
