/**
 * A linked document's failed fetch as the error the user can act on. A site the extension has
 * no host access to answers the worker's request (a CORS request from the extension's origin)
 * with nothing readable, which the browser reports as a plain network error: when the hop that
 * failed is on such a site, the user is told to allow that site (the popup offers it) rather than
 * "network". Decided only after the failure: `activeTab`'s grant (the tab's own site, after the
 * menu click) is not reported by `permissions.contains`, so nothing is refused before trying; and
 * a failure on the tab's own site is an outage, never a missing grant (activeTab covers it).
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';
import { webOrigin } from '../../shared/frames/frame-refusal.ts';
import { siteGrantable } from '../../shared/net/site-access.ts';
import { fetchFailureError } from '../net/fetch-failure.ts';
import type { FetchFailure } from '../net/guarded-fetch.ts';

/** Whether the extension may read an address's site (src/platform's `hasSiteAccess`). */
export type SiteAccess = (address: string) => Promise<boolean>;

export async function documentFetchError(
  failure: FetchFailure,
  hasAccess: SiteAccess,
  /** The origin of the tab the link is on, which `activeTab` lets the worker read. */
  tabOrigin?: string,
): Promise<AppError> {
  const site = failure.why === 'network' ? webOrigin(failure.url) : undefined;
  if (!site || site === tabOrigin || (await hasAccess(site))) {
    return fetchFailureError(failure, { field: 'file' });
  }
  const host = new URL(site).host;
  return siteGrantable(site)
    ? appError(
        'permission',
        `This document is on ${host}, which Authenticity Lens may not read yet. Allow ` +
          `Authenticity Lens to read files from ${host}, then check it again.`,
        {
          field: 'file',
          code: HOST_ACCESS_CODE,
          site,
          words: detailWords('error_fileSiteNotAllowed', host),
        },
      )
    : appError(
        'permission',
        `This document is on ${host}, a plain http site Authenticity Lens cannot be allowed to ` +
          'read. Download the file and drop it on Authenticity Lens to check it.',
        {
          field: 'file',
          code: HOST_ACCESS_CODE,
          site,
          words: detailWords('error_fileSiteNotGrantable', host),
        },
      );
}
