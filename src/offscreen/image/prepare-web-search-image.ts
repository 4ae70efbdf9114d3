import { invalidInput } from '../../api/errors.ts';
import { checkPlagiarismImage } from '../../api/validation/plagiarism-image.ts';
import { detailWords, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { WEB_SEARCH_LIMITS } from './fit-to-limits.ts';
import { imageFilename } from '../../shared/image/image-filename.ts';
import { recogniseImage } from './image-format.ts';
import { decodeImage, previewOf, type ImageFile } from '../../shared/image/decoded-image.ts';
import type { PreparedImage } from './prepare-image.ts';
import { refitImage } from './refit-image.ts';

/**
 * Makes an image fit the web search, whose limits are its own (under 20 MB, at most 75 MP, GIF
 * and ICO taken, HEIC not, no minimum side). A file that fits goes as found, byte for byte, so
 * its exact copies are found as exact; anything else the browser can open is converted or scaled
 * down; what it cannot open is refused with the endpoint's reason. Nothing is sent either way.
 */
export async function prepareWebSearchImage(
  file: ImageFile,
  src: string,
): Promise<Result<PreparedImage>> {
  const decoded = await decodeImage(file);
  try {
    const header = recogniseImage(file.bytes, file.mime);
    // Upright when decoded, as a re-encode draws it; the pixel count is the same either way.
    const size =
      decoded ??
      (header.width && header.height ? { width: header.width, height: header.height } : undefined);
    // Why the endpoint would refuse the file as found (when it cannot be converted).
    const refusal = (): AppError => {
      const asIs = checkPlagiarismImage({
        bytes: file.bytes,
        filename: imageFilename(src, 'png'),
        ...(size ? { width: size.width, height: size.height } : {}),
      });
      return asIs.ok
        ? {
            ...invalidInput(
              'image',
              'The browser could not open this image to search the web for it.',
            ),
            words: detailWords('error_webSearchCannotOpen'),
          }
        : asIs.error;
    };
    if (!size) return err(refusal());
    const fitted = await refitImage(
      { bytes: file.bytes, mime: file.mime, width: size.width, height: size.height },
      decoded?.bitmap,
      WEB_SEARCH_LIMITS,
      refusal,
    );
    if (!fitted.ok) return fitted;
    const { bytes, format, width, height, refit } = fitted.value;
    const filename = imageFilename(src, format);
    // The endpoint's own rules, once more, on exactly what goes.
    const checked = checkPlagiarismImage({ bytes, filename, width, height });
    if (!checked.ok) return checked;
    const preview = decoded ? await previewOf(decoded.bitmap) : undefined;
    return ok({
      ...(preview ? { preview } : {}),
      bytes,
      mime: checked.value.mime,
      filename,
      naturalWidth: size.width,
      naturalHeight: size.height,
      width,
      height,
      original: { ...(refit.length === 0 ? { format } : {}), refit },
    });
  } finally {
    decoded?.bitmap.close();
  }
}
