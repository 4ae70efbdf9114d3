/**
 * One request of a guarded fetch, never following a redirect. Where a redirect points is read
 * from its Location header where the runtime shows it (Node, tests), or, where the browser hides
 * it from an extension's fetch (an opaque redirect), from the browser's own record of the request
 * (redirect-watch.ts).
 */
import { REDIRECT_STATUSES, watchRedirect, type RedirectWatch } from './redirect-watch.ts';

export type HopStep =
  | { kind: 'answer'; response: Response }
  | { kind: 'redirect'; response: Response; location: string }
  | { kind: 'unseen' };

export type Hop = (url: string, init: RequestInit) => Promise<HopStep>;

/** The hop as the worker makes it. */
export const nextHop: Hop = (url, init) => hopWith(url, init, watchRedirect);

export async function hopWith(
  url: string,
  init: RequestInit,
  watch: (url: string) => RedirectWatch,
): Promise<HopStep> {
  // Watching starts before the request, so its redirect cannot pass unseen.
  const seen = watch(url);
  try {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      const location = await seen.location(init.signal ?? undefined);
      return location ? { kind: 'redirect', response, location } : { kind: 'unseen' };
    }
    const header = response.headers.get('location');
    if (REDIRECT_STATUSES.has(response.status) && header !== null && URL.canParse(header, url)) {
      return { kind: 'redirect', response, location: new URL(header, url).href };
    }
    return { kind: 'answer', response };
  } finally {
    seen.stop();
  }
}
