import { ownBytes } from '../page/own-bytes.ts';
import { fromBase64, toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import {
  DEFAULT_SVG_BOX,
  fitSvgTo,
  svgIntrinsicSize,
  svgRasterSize,
} from '../../shared/image/svg-raster.ts';
import type { MaskSize } from '../../shared/mask/rle.ts';
import { elementsShowing } from './image-targets.ts';

const cannotDraw = (why: string) =>
  err(
    appError('invalid-input', `This SVG image could not be converted for checking: ${why}`, {
      field: 'image',
    }),
  );

/** The largest box the page shows the drawing in: the size its user units are laid out at. */
function shownSize(src: string): MaskSize | undefined {
  let best: MaskSize | undefined;
  for (const element of elementsShowing(src)) {
    const rect = element.getBoundingClientRect();
    const size = { width: Math.round(rect.width), height: Math.round(rect.height) };
    if (
      size.width > 0 &&
      size.height > 0 &&
      (!best || size.width * size.height > best.width * best.height)
    ) {
      best = size;
    }
  }
  return best;
}

/**
 * Draws an SVG into a PNG. The worker cannot (no SVG decoding off the main thread); the page can.
 * The size is the drawing's own, else the size the page shows it at (a drawing with no size fills
 * whatever box it is given), scaled up to the service's minimum and within its maximum. The SVG
 * is loaded from a blob: address of this page, so the canvas stays readable; a page whose
 * security policy forbids blob: images gets a clear refusal.
 */
export async function drawSvg(request: {
  base64: string;
  src: string;
}): Promise<Result<{ base64: string; width: number; height: number }>> {
  const original = fromBase64(request.base64);
  if (!original) return cannotDraw('it arrived in an unreadable form.');
  const intrinsic = svgIntrinsicSize(original);
  const box = intrinsic ?? shownSize(request.src) ?? DEFAULT_SVG_BOX;
  const size = svgRasterSize(box);
  const bytes = intrinsic ? original : fitSvgTo(original, box, size);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'image/svg+xml' }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    try {
      await image.decode();
    } catch {
      // The worker's check fails with this reason, and the worker logs it.
      return cannotDraw('the browser could not draw it here (the page may forbid it).');
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return cannotDraw('no canvas is available on this page.');
    context.drawImage(image, 0, 0, size.width, size.height);
    const png = await new Promise<Blob | null>((resolve) => {
      try {
        canvas.toBlob(resolve, 'image/png');
      } catch {
        resolve(null); // a tainted canvas (an SVG that pulls in other sites' content)
      }
    });
    if (!png) return cannotDraw('the drawing could not be read back.');
    return ok({ base64: toBase64(ownBytes(await png.arrayBuffer())), ...size });
  } finally {
    URL.revokeObjectURL(url);
  }
}
