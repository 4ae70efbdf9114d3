import { fromBase64 } from '../../core/base64.ts';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';
import { appError, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { ADDRESS_REFUSED_CODE } from '../../shared/checks/image-results.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import type { TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { guardedFetch, type FetchFailure } from '../net/guarded-fetch.ts';
import { fetchFailureError } from '../net/fetch-failure.ts';
import type { ImageFile } from '../../shared/image/decoded-image.ts';
import { MAX_IMAGE_BYTES } from '../../shared/image/max-image-bytes.ts';

const IMAGE_DEADLINE_MS = 60_000;
const REFUSALS = new Set<FetchFailure['why']>(['address', 'too-large', 'too-many-redirects']);

export type { ImageFile };

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
    const fetched = await guardedFetch(src, {
      // Every redirect must pass the same rule as the address the page gave.
      address: (hop) => imageAddressVerdict(hop, pageUrl),
      cookiesFor: () => false,
      maxBytes: MAX_IMAGE_BYTES,
      deadlineMs: IMAGE_DEADLINE_MS,
    });
    if (fetched.ok && fetched.value.status >= 200 && fetched.value.status <= 299) {
      const mime = fetched.value.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      return ok({ bytes: fetched.value.bytes, mime });
    }
    // Refused by the rule or too large: the page is not asked to fetch it instead. Anything
    // else (no CORS, a status, a redirect the worker could not see) the page may still read.
    if (!fetched.ok && REFUSALS.has(fetched.error.why)) {
      return err(fetchFailureError(fetched.error, { field: 'image', code: ADDRESS_REFUSED_CODE }));
    }
  }
  const read = await askTab(frame, 'content/read-image', { src });
  if (!read.ok)
    return read.error.kind === 'permission' ? err(needsHostAccess(src) ?? read.error) : read;
  const bytes = fromBase64(read.value.base64);
  if (!bytes) return err(appError('internal', 'The page sent the image in an unreadable form.'));
  return ok({ bytes, mime: read.value.mime });
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
