import { exportReplyOf, type DocExportReply } from '../../shared/google-docs/doc-export.ts';
import { docsAccessPatterns } from '../../shared/google-docs/google-doc.ts';
import { pageAddressVerdict } from '../../shared/net/address-rules.ts';
import { guardedFetch, type FetchFailure } from '../net/guarded-fetch.ts';

const TIMEOUT_MS = 30_000;
/** A document's plain text is far smaller; more is not a document's export. */
const MAX_EXPORT_BYTES = 32 * 1024 * 1024;
const NO_BODY = new Set([101, 204, 205, 304]);

/** Failures that mean the answer went where we may not follow: Google's sign-in, most likely. */
const SENT_AWAY = new Set<FetchFailure['why']>(['redirect-unseen', 'address']);

/** Whether `url` is under a host permission pattern such as `https://*.googleusercontent.com/*`. */
function underPattern(pattern: string, url: URL): boolean {
  const match = /^([a-z]+:)\/\/(\*\.)?([^/]+)\//.exec(pattern);
  if (!match) return false;
  const [, protocol, any, host = ''] = match;
  const hostname = url.hostname.toLowerCase();
  return (
    url.protocol === protocol && (hostname === host || (!!any && hostname.endsWith(`.${host}`)))
  );
}

/**
 * Docs' export read by the worker itself, for when Docs answers it from another address (its
 * download servers) that the document's page may not follow. Needs host access to Docs and to
 * those servers (asked of the user first). Only Docs and its download servers are asked, with the
 * session (guarded-fetch.ts): a redirect elsewhere, Google's sign-in, is not followed, and means
 * this session cannot open the document.
 */
export async function fetchDocExport(
  exportUrl: string,
  docUrl: string,
  title: string,
): Promise<DocExportReply> {
  const patterns = docsAccessPatterns(docUrl) ?? [];
  const inDocs = (hop: URL): boolean => patterns.some((pattern) => underPattern(pattern, hop));
  const fetched = await guardedFetch(exportUrl, {
    address: (hop) => {
      const verdict = pageAddressVerdict(hop, docUrl);
      return !verdict.ok || inDocs(new URL(verdict.url))
        ? verdict
        : { ok: false, reason: 'It is not Google Docs.' };
    },
    cookiesFor: inDocs,
    maxBytes: MAX_EXPORT_BYTES,
    deadlineMs: TIMEOUT_MS,
    cache: 'no-store',
  });
  if (!fetched.ok) {
    const redirectedAway = SENT_AWAY.has(fetched.error.why);
    return { status: 0, finalUrl: '', contentType: '', title, redirectedAway };
  }
  const { status, headers, bytes, url } = fetched.value;
  const response = new Response(NO_BODY.has(status) ? null : bytes, { status, headers });
  return exportReplyOf(response, url, title);
}
