/**
 * Google Docs' plain-text export of the document this page shows, fetched from the page itself:
 * same origin, so the user's own session goes with it and nothing else is asked. What the answer
 * means is decided by the worker (shared/google-docs/doc-export.ts).
 */
import { exportReplyOf, type DocExportReply } from '../../shared/google-docs/doc-export.ts';

const TIMEOUT_MS = 30_000;

export async function readDocExport(path: string): Promise<DocExportReply> {
  const url = new URL(path, location.origin).href;
  const title = document.title;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const ask = (redirect: RequestRedirect): Promise<Response> =>
    fetch(url, { credentials: 'include', cache: 'no-store', redirect, signal: controller.signal });
  try {
    return await exportReplyOf(await ask('follow'), url, title);
  } catch {
    // A redirect to another site (Google's sign-in) is refused to a page's fetch: ask once more
    // without following, to tell "sent away to sign in" from "no network".
    const redirectedAway = await ask('manual')
      .then((r) => r.type === 'opaqueredirect')
      .catch(() => false);
    return { status: 0, finalUrl: '', contentType: '', title, redirectedAway };
  } finally {
    clearTimeout(timer);
  }
}
