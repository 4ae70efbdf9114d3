import { fromBase64, toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { MAX_SVG_BYTES } from '../../shared/image/svg-raster.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';
import type { ImageFile } from './image-source.ts';

/** An SVG image drawn into a PNG by the page it is on (see content/images/svg-drawing.ts). */
export async function svgToPng(
  frame: TabFrame,
  file: ImageFile,
  src: string,
): Promise<Result<ImageFile>> {
  if (file.bytes.length > MAX_SVG_BYTES) {
    return err(
      appError('invalid-input', 'This SVG image is too large to convert for checking.', {
        field: 'image',
      }),
    );
  }
  const drawn = await askTab(frame, 'content/draw-svg', { base64: toBase64(file.bytes), src });
  if (!drawn.ok) return drawn;
  const bytes = fromBase64(drawn.value.base64);
  if (!bytes) return err(appError('internal', 'The page sent the drawing in an unreadable form.'));
  return ok({ bytes, mime: 'image/png' });
}
