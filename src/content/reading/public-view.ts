/**
 * What the page's address shows to someone without the user's cookies: the content script
 * fetches it (same origin, so the site answers as to any visitor) with credentials left out, and
 * compares the text with what the user sees. The worker decides the route from this.
 */
import { samplePhrases, shareFound, type PublicView } from '../../shared/scans/public-view.ts';

const TIMEOUT_MS = 15_000;
/** Enough of a page to find its text; a larger answer is cut, not refused. */
const MAX_CHARS = 4_000_000;

/** The visible text of an HTML document, without scripts, styles and templates. */
function htmlText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, noscript, template, svg')) node.remove();
  return doc.body?.textContent ?? doc.documentElement.textContent ?? '';
}

export async function publicView(seenText: string): Promise<PublicView> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(location.href, {
      credentials: 'omit',
      cache: 'no-store',
      // Redirects on the page's own site are followed (to its sign-in page, say); one that
      // leaves the site is refused before it is asked: a public page may not aim this request
      // at another site or the local network.
      mode: 'same-origin',
      redirect: 'follow',
      signal: controller.signal,
    });
    const body = (await response.text()).slice(0, MAX_CHARS);
    const type = response.headers.get('content-type') ?? '';
    const text = /html|xml/i.test(type) || /^\s*</.test(body) ? htmlText(body) : body;
    return {
      status: response.status,
      finalUrl: response.url || location.href,
      found: shareFound(samplePhrases(seenText), text),
    };
  } catch {
    // Refused, sent to another site, offline or too slow: the site did not answer an anonymous
    // visitor with this page.
    return { status: 0, finalUrl: location.href, found: 0 };
  } finally {
    clearTimeout(timer);
  }
}
