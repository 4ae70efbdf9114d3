import { fromBase64 } from '../../core/base64.ts';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';
import { appError, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { ADDRESS_REFUSED_CODE } from '../../shared/checks/image-results.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';

export interface ImageFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** Declared type (Content-Type), possibly empty. */
  mime: string;
}

/**
 * The bytes of an image on a page. The worker fetches web and data: images itself (no cookies:
 * what anyone would get); when that fails (the site refuses other origins, the image needs the
 * page's cookies, or it is a blob: only the page can open) the content script reads it there.
 */
export async function readImage(
  frame: TabFrame,
  src: string,
  pageUrl: string | undefined,
): Promise<Result<ImageFile>> {
  if (!src.startsWith('blob:')) {
    try {
      const response = await fetch(src, { credentials: 'omit', referrerPolicy: 'no-referrer' });
      // Redirects are followed by the browser; where they ended must pass the same rule.
      const landed = redirectRefused(response, pageUrl);
      if (landed) return err(landed);
      if (response.ok) {
        const mime = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
        return ok({ bytes: new Uint8Array(await response.arrayBuffer()), mime });
      }
    } catch {
      // Cross-origin without CORS, or offline: the page may still read it.
    }
  }
  const read = await askTab(frame, 'content/read-image', { src });
  if (!read.ok)
    return read.error.kind === 'permission' ? err(needsHostAccess(src) ?? read.error) : read;
  const bytes = fromBase64(read.value.base64);
  if (!bytes) return err(appError('internal', 'The page sent the image in an unreadable form.'));
  return ok({ bytes, mime: read.value.mime });
}

function redirectRefused(response: Response, pageUrl: string | undefined): AppError | undefined {
  if (!response.redirected) return undefined;
  const verdict = imageAddressVerdict(response.url, pageUrl);
  return verdict.ok
    ? undefined
    : appError('invalid-input', `The image's address redirected elsewhere: ${verdict.reason}`, {
        field: 'image',
        code: ADDRESS_REFUSED_CODE,
      });
}

/**
 * The image's site lets neither us nor the page read it from elsewhere (no CORS). With host
 * access to that site the worker can; the user grants it from the popup, one site at a time.
 */
function needsHostAccess(src: string): AppError | undefined {
  const url = URL.canParse(src) ? new URL(src) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') return undefined;
  return appError(
    'permission',
    `${url.host} does not let other sites read this image. Allow Authenticity Lens to read ` +
      `images from ${url.host}, then check it again.`,
    { code: HOST_ACCESS_CODE },
  );
}
