import { htmlToText, looksLikeHtml } from '../content/html-text.ts';
import { headerRecord, sendRequest, UnreachableError } from '../delivery/outbound-http.ts';
import type { ScanSource, SourceRead } from './scan-source.ts';

const MAX_PAGE_BYTES = 10 * 1024 * 1024;

/** Fetches the page as the crawler would: the caller's verb, and only its headers when given. */
export async function crawl(source: Extract<ScanSource, { kind: 'url' }>): Promise<SourceRead> {
  const { url, verb, headers } = source;
  const metadata = { finalUrl: url, canonicalUrl: url };
  try {
    const response = await sendRequest(url, {
      method: (verb ?? 'GET').toUpperCase(),
      headers: headers
        ? headerRecord(headers)
        : { 'User-Agent': 'AuthenticityLensFakeCrawler/1.0' },
      timeoutMs: 30_000,
      maxBytes: MAX_PAGE_BYTES,
      maxRedirects: 5,
    });
    if (response.status < 200 || response.status >= 300)
      return { ok: false, message: `The URL answered HTTP ${response.status}.` };
    const body = response.body.toString('utf8');
    if (looksLikeHtml(response.headers['content-type'], body)) {
      return { ok: true, value: { text: htmlToText(body), html: body, metadata } };
    }
    return { ok: true, value: { text: body, metadata } };
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof UnreachableError
          ? `The URL is unreachable: ${error.message}`
          : String(error),
    };
  }
}
