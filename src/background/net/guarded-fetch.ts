/**
 * The one way the worker fetches what a page points it at (a PDF, an image, Docs' export): the
 * browser would follow redirects wherever they lead, with the user's cookies at every hop, so a
 * public page could aim the extension's request at a bank or at the local network. Here every
 * hop is followed by hand: its address must pass the caller's rule, cookies go only to the
 * addresses the caller names and only until the chain has been anywhere else (a platform's file
 * kept on its storage host is fetched there without any cookies, nor are they sent again on the
 * way back: that site chose the rest of the chain), no hop sends a Referer, bytes are counted as
 * they arrive and stopped at the limit, and the whole fetch has a deadline.
 */
import type { AddressVerdict } from '../../shared/net/address-rules.ts';
import { nextHop, type Hop } from './fetch-hop.ts';

export interface FetchRule {
  /** The address rule every hop must pass (the page's network rule). */
  address: (url: string) => AddressVerdict;
  /** Whether a request to this address goes with the user's cookies (until a hop did not). */
  cookiesFor: (url: URL) => boolean;
  /** Bytes of the answer's body read at most; more is a failure, not a cut. */
  maxBytes: number;
  /** For the whole fetch: every hop and the body. */
  deadlineMs: number;
  maxRedirects?: number;
  cache?: RequestCache;
  /** The least a body must bring in each window (default: 16 KB every 10 s). */
  pace?: { windowMs: number; minBytes: number };
}

export type FetchFailure =
  | { why: 'address'; url: string; reason: string }
  | { why: 'too-many-redirects'; url: string; limit: number }
  /** The browser hid where a redirect points, and the worker could not see it either. */
  | { why: 'redirect-unseen'; url: string }
  /** `declared`: the size the site said it would send; absent when the download was stopped. */
  | { why: 'too-large'; url: string; limit: number; declared?: number }
  | { why: 'timeout'; url: string; ms: number }
  /** The body came slower than the rule's pace: a site that trickles is not waited for. */
  | { why: 'too-slow'; url: string; windowMs: number; minBytes: number }
  | { why: 'network'; url: string };

export interface Fetched {
  /** Where the answer came from, after the redirects. */
  url: string;
  status: number;
  headers: Headers;
  bytes: Uint8Array<ArrayBuffer>;
}

export type FetchOutcome = { ok: true; value: Fetched } | { ok: false; error: FetchFailure };

const REDIRECT_LIMIT = 10;
/** Far below any real connection; a byte every few seconds is an attack or a dead server. */
const PACE = { windowMs: 10_000, minBytes: 16 * 1024 };

const fail = (error: FetchFailure): FetchOutcome => ({ ok: false, error });

export async function guardedFetch(
  address: string,
  rule: FetchRule,
  hop: Hop = nextHop,
): Promise<FetchOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), rule.deadlineMs);
  let url = address;
  try {
    const limit = rule.maxRedirects ?? REDIRECT_LIMIT;
    let cookies = true;
    for (let redirects = 0; ; redirects++) {
      const verdict = rule.address(url);
      if (!verdict.ok) return fail({ why: 'address', url, reason: verdict.reason });
      url = verdict.url;
      cookies &&= rule.cookiesFor(new URL(url));
      const step = await hop(url, {
        credentials: cookies ? 'include' : 'omit',
        cache: rule.cache ?? 'default',
        referrerPolicy: 'no-referrer',
        signal: controller.signal,
      });
      if (step.kind === 'unseen') return fail({ why: 'redirect-unseen', url });
      if (step.kind === 'redirect') {
        step.response.body?.cancel().catch(() => undefined);
        if (redirects >= limit) return fail({ why: 'too-many-redirects', url: address, limit });
        url = step.location;
        continue;
      }
      const pace = rule.pace ?? PACE;
      const body = await readCapped(step.response, rule.maxBytes, pace);
      if (body.ok === 'slow') return fail({ why: 'too-slow', url, ...pace });
      if (!body.ok) {
        const { declared } = body;
        return fail({ why: 'too-large', url, limit: rule.maxBytes, ...(declared && { declared }) });
      }
      return {
        ok: true,
        value: {
          url,
          status: step.response.status,
          headers: step.response.headers,
          bytes: body.value,
        },
      };
    }
  } catch {
    return controller.signal.aborted
      ? fail({ why: 'timeout', url, ms: rule.deadlineMs })
      : fail({ why: 'network', url });
  } finally {
    clearTimeout(timer);
  }
}

type Capped =
  { ok: true; value: Uint8Array<ArrayBuffer> } | { ok: false; declared?: number } | { ok: 'slow' };

/**
 * The body, read piece by piece and given up past `max` (a stream need not say its length) or
 * when a window of `pace` brings too little.
 */
async function readCapped(
  response: Response,
  max: number,
  pace: { windowMs: number; minBytes: number },
): Promise<Capped> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) {
    response.body?.cancel().catch(() => undefined);
    return { ok: false, declared };
  }
  if (!response.body) return { ok: true, value: new Uint8Array(0) };
  const reader = response.body.getReader();
  const pieces: Uint8Array[] = [];
  let total = 0;
  let windowStart = 0;
  let slow = false;
  const watch = setInterval(() => {
    if (total - windowStart >= pace.minBytes) {
      windowStart = total;
      return;
    }
    slow = true;
    reader.cancel().catch(() => undefined);
  }, pace.windowMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (slow) return { ok: 'slow' };
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel().catch(() => undefined);
        return { ok: false };
      }
      pieces.push(value);
    }
  } finally {
    clearInterval(watch);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const piece of pieces) {
    bytes.set(piece, at);
    at += piece.byteLength;
  }
  return { ok: true, value: bytes };
}
