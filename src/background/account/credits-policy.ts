import { isFresh } from '../stores/ttl-cache.ts';

/** The balance is reused this long; the credits endpoint has had a limit of 10 per 15 minutes. */
export const CREDITS_TTL_MS = 60_000;
/** Even an explicit refresh reuses a balance younger than this. */
export const CREDITS_MIN_REFRESH_MS = 15_000;
/** After a 429 without a stated wait, the balance is not asked for again for this long. */
export const CREDITS_BACKOFF_MS = 5 * 60_000;

export interface CreditsCache {
  email: string;
  amount: number;
  fetchedAt: number;
  /** Set after a 429: no request before this time. */
  blockedUntil?: number;
}

/**
 * Whether to ask the service or answer from the cache. The cache belongs to one account; a
 * refresh (after a scan, or the user's click) is honoured only when the cache is not brand new
 * and no 429 asked us to wait.
 */
export function shouldFetchCredits(
  cache: CreditsCache | null,
  email: string,
  now: number,
  refresh: boolean,
): boolean {
  if (!cache || cache.email !== email) return true;
  if (cache.blockedUntil !== undefined && now < cache.blockedUntil) return false;
  if (refresh) return !isFresh(cache, now, CREDITS_MIN_REFRESH_MS);
  return !isFresh(cache, now, CREDITS_TTL_MS);
}

/** The cache after a 429: keep the last balance, wait before asking again. */
export function blockedCache(
  cache: CreditsCache | null,
  email: string,
  now: number,
  retryAfterMs: number | undefined,
): CreditsCache | null {
  if (!cache || cache.email !== email) return null;
  return { ...cache, blockedUntil: now + Math.max(retryAfterMs ?? 0, CREDITS_BACKOFF_MS) };
}
