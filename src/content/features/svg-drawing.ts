import { fromBase64, toBase64 } from '../../shared/bytes-base64.ts';
import { appError, err, ok, type Result } from '../../shared/errors.ts';

const cannotDraw = (why: string) =>
  err(
    appError('invalid-input', `This SVG image could not be converted for checking: ${why}`, {
      field: 'image',
    }),
  );

/**
 * Draws an SVG into a PNG of the given size. The worker cannot (no SVG decoding off the main
 * thread); the page can. The SVG is loaded from a blob: address of this page, so the canvas
 * stays readable; a page whose security policy forbids blob: images gets a clear refusal.
 */
export async function drawSvg(request: {
  base64: string;
  width: number;
  height: number;
}): Promise<Result<{ base64: string }>> {
  const bytes = fromBase64(request.base64);
  if (!bytes) return cannotDraw('it arrived in an unreadable form.');
  const url = URL.createObjectURL(new Blob([bytes], { type: 'image/svg+xml' }));
  try {
    const image = new Image(request.width, request.height);
    image.src = url;
    try {
      await image.decode();
    } catch {
      return cannotDraw('the browser could not draw it here (the page may forbid it).');
    }
    const canvas = document.createElement('canvas');
    canvas.width = request.width;
    canvas.height = request.height;
    const context = canvas.getContext('2d');
    if (!context) return cannotDraw('no canvas is available on this page.');
    context.drawImage(image, 0, 0, request.width, request.height);
    const png = await new Promise<Blob | null>((resolve) => {
      try {
        canvas.toBlob(resolve, 'image/png');
      } catch {
        resolve(null); // a tainted canvas (an SVG that pulls in other sites' content)
      }
    });
    if (!png) return cannotDraw('the drawing could not be read back.');
    return ok({ base64: toBase64(new Uint8Array(await png.arrayBuffer())) });
  } finally {
    URL.revokeObjectURL(url);
  }
}
