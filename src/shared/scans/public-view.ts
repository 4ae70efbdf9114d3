/**
 * Whether the service, fetching a page's address without the user's cookies, would scan what the
 * user sees. The rule, in one sentence (the popup and README say it): the page's text is sent
 * instead of its address when the address is not on the public internet, or when the same
 * address opened without the user's cookies does not show the text the user sees. Pure.
 */
import { detailWords, type DetailWords } from '../../core/errors.ts';
import { hostClass } from '../net/address-rules.ts';

/** What an anonymous fetch of the page's address got, compared with what the user sees. */
export interface PublicView {
  /** HTTP status of the anonymous fetch (0: it failed). */
  status: number;
  /** Where the anonymous fetch ended up after redirects. */
  finalUrl: string;
  /** Share (0–1) of phrases of the user's text found in the anonymous copy; 1 when none sampled. */
  found: number;
}

export type PageRouteVerdict =
  | { route: 'url'; why: 'public' | 'unchecked' }
  | {
      route: 'text';
      why: 'not-public' | 'signed-in';
      /** What was seen, in English (kept with the scan, read in logs)… */
      detail: string;
      /** …and in the reader's language. */
      detailWords: DetailWords;
    };

/** Below this share of the user's phrases, the anonymous copy is another page (a sign-in, a paywall). */
export const SAME_PAGE_SHARE = 0.6;

const PHRASE_WORDS = 8;
const MAX_PHRASES = 24;

function normalWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** Up to 24 phrases of 8 words spread evenly over the text (fewer for a short text). */
export function samplePhrases(text: string): string[] {
  const words = normalWords(text);
  const windows = Math.floor(words.length / PHRASE_WORDS);
  const count = Math.min(MAX_PHRASES, windows);
  const phrases: string[] = [];
  for (let i = 0; i < count; i++) {
    const at = Math.floor((i * windows) / count) * PHRASE_WORDS;
    phrases.push(words.slice(at, at + PHRASE_WORDS).join(' '));
  }
  return phrases;
}

/** Share of the phrases that occur in `other` (compared as normalised words). */
export function shareFound(phrases: readonly string[], other: string): number {
  if (phrases.length === 0) return 1;
  const haystack = ` ${normalWords(other).join(' ')} `;
  const found = phrases.filter((p) => haystack.includes(` ${p} `)).length;
  return found / phrases.length;
}

function samePath(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return (
      x.origin === y.origin && x.pathname.replace(/\/+$/, '') === y.pathname.replace(/\/+$/, '')
    );
  } catch {
    return false; // not both addresses: treated as another page
  }
}

/** The route for a page at `url`, from what an anonymous fetch saw (undefined: it could not run). */
export function pageRouteRule(url: string, view: PublicView | undefined): PageRouteVerdict {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // Not an address: the caller refuses it before this.
  }
  if (hostClass(host) !== 'public') {
    return {
      route: 'text',
      why: 'not-public',
      detail: `${host || 'This address'} is not on the public internet, so the service cannot fetch it.`,
      detailWords: detailWords('scans_detailNotPublic', host || 'This address'),
    };
  }
  if (!view) return { route: 'url', why: 'unchecked' };
  if (view.status === 0) {
    return {
      route: 'text',
      why: 'signed-in',
      detail: 'Without your cookies the address could not be opened.',
      detailWords: detailWords('scans_detailUnreachable'),
    };
  }
  if (view.status < 200 || view.status >= 300) {
    return {
      route: 'text',
      why: 'signed-in',
      detail: `Without your cookies the address answers HTTP ${view.status}.`,
      detailWords: detailWords('scans_detailStatus', String(view.status)),
    };
  }
  if (!samePath(view.finalUrl, url)) {
    return {
      route: 'text',
      why: 'signed-in',
      detail: `Without your cookies the address leads to ${shortAddress(view.finalUrl)}.`,
      detailWords: detailWords('scans_detailElsewhere', shortAddress(view.finalUrl)),
    };
  }
  if (view.found < SAME_PAGE_SHARE) {
    return {
      route: 'text',
      why: 'signed-in',
      detail: `Without your cookies the address shows other text (${Math.round(view.found * 100)}% of what you see): the page needs your sign-in, or builds its text with scripts.`,
      detailWords: detailWords('scans_detailOtherText', Math.round(view.found * 100)),
    };
  }
  return { route: 'url', why: 'public' };
}

function shortAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`.slice(0, 120);
  } catch {
    return 'another page';
  }
}
