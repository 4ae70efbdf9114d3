import { ownBytes } from '../page/own-bytes.ts';
import { toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import { MAX_IMAGE_BYTES as MAX_BYTES } from '../../shared/image/max-image-bytes.ts';

/**
 * Reads an image as the page can: with the page's cookies, and blob: addresses that only this
 * page can open. Used when the worker cannot fetch the image itself.
 */
export async function readImageBytes(
  src: string,
): Promise<Result<{ base64: string; mime: string }>> {
  let response: Response;
  try {
    response = await fetch(src, { credentials: 'include' });
  } catch {
    // Told to the worker as a value (its check fails with it, and the worker logs that).
    return err(
      appError(
        'permission',
        'The image could not be read from this page (the site does not allow it).',
      ),
    );
  }
  if (response.redirected && !imageAddressVerdict(response.url, location.href).ok) {
    return err(
      appError('invalid-input', 'The image address redirected into a local network; not read.', {
        field: 'image',
      }),
    );
  }
  if (!response.ok) {
    return err(appError('not-found', `The image could not be loaded (HTTP ${response.status}).`));
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_BYTES) return err(tooLarge(declared));
  const bytes = ownBytes(await response.arrayBuffer());
  if (bytes.length > MAX_BYTES) return err(tooLarge(bytes.length));
  const mime = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  return ok({ base64: toBase64(bytes), mime });
}

function tooLarge(bytes: number) {
  const mb = (bytes / 1024 / 1024).toFixed(0);
  return appError(
    'invalid-input',
    `The image file is ${mb} MB; files over ${MAX_BYTES / 1024 / 1024} MB are not read.`,
    {
      field: 'image',
    },
  );
}
