/**
 * A document file at an address (a link right-clicked in a learning platform, a mail, a shared
 * folder), fetched through the one guarded path (guarded-fetch.ts): the page's address rule at
 * every redirect, the user's cookies only on the file's own origin (a submission behind the
 * platform's sign-in is fetched as the user sees it); a redirect to the platform's storage host
 * is followed without any cookies, and the storage host needs the extension's access like any
 * other site (document-fetch-failure.ts). The size is counted as it arrives and stopped at the
 * limit, a deadline for the whole fetch. A web page where a file was expected (a sign-in page, a
 * "file not found" page) is refused with that reason.
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { pageAddressVerdict } from '../../shared/net/address-rules.ts';
import { documentTooLarge, webPageNotFile } from '../../shared/documents/document-refusals.ts';
import { sniffDocument } from '../../shared/documents/sniff-document.ts';
import { fileNameOf } from '../../shared/documents/file-name.ts';
import { guardedFetch } from '../net/guarded-fetch.ts';
import { hasSiteAccess } from '../../platform/host-permission.ts';
import { documentFetchError } from './document-fetch-failure.ts';
import { webOrigin } from '../../shared/frames/frame-refusal.ts';
import { MAX_DOCUMENT_BYTES, type DocumentFile } from './read-document.ts';

/** Long enough for 40 MB on a slow line; a site that trickles is told apart by its pace. */
const DOCUMENT_DEADLINE_MS = 120_000;

export interface FetchDocumentOptions {
  /** The page the link is on: its network rule is the fetch's (a public page may not aim it at
   * the local network), and its site the tab's own (read by activeTab). The link's own address
   * for the rule when absent. */
  pageUrl?: string | undefined;
}

export async function fetchDocumentAt(
  url: string,
  options: FetchDocumentOptions = {},
): Promise<Result<DocumentFile>> {
  if (url.startsWith('file:')) {
    return err(
      appError(
        'permission',
        'This document is a file on this computer: open it in the browser, or drop it on ' +
          'Authenticity Lens, to check it.',
        { field: 'file' },
      ),
    );
  }
  const own = URL.canParse(url) ? new URL(url).origin : undefined;
  const fetched = await guardedFetch(url, {
    address: (hop) => pageAddressVerdict(hop, options.pageUrl ?? url),
    cookiesFor: (hop) => hop.origin === own,
    maxBytes: MAX_DOCUMENT_BYTES,
    deadlineMs: DOCUMENT_DEADLINE_MS,
  });
  if (!fetched.ok) {
    const { error } = fetched;
    return err(
      error.why === 'too-large'
        ? documentTooLarge(MAX_DOCUMENT_BYTES, error.declared)
        : await documentFetchError(error, hasSiteAccess, webOrigin(options.pageUrl)),
    );
  }
  const { status, bytes, headers } = fetched.value;
  const contentType = headers.get('content-type') ?? undefined;
  const name = fileNameOf(headers.get('content-disposition'), fetched.value.url);
  const failed = (): Result<never> =>
    err(
      appError('network', `The document could not be fetched: its site answered ${status}.`, {
        status,
        field: 'file',
      }),
    );
  // Not there, or the site failed: said as such (a sign-in's 401 and 403 are told below).
  if (status >= 400 && status !== 401 && status !== 403) return failed();
  const html = sniffDocument(bytes) === 'html' || /^text\/html\b/i.test(contentType ?? '');
  // A page of HTML is a document only when it is named as one (a saved essay.html); otherwise
  // the site answered with a page where the file was expected (its sign-in, its error page).
  if (html && !/\.x?html?$/i.test(name)) return err(webPageNotFile());
  if (status < 200 || status > 299) return failed();
  return ok({ bytes, name, contentType });
}
