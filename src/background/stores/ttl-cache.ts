/** A value fetched from the service and when; what worker caches in storage keep. */
export interface Fetched {
  fetchedAt: number;
}

/**
 * Whether a cached value may still be used. A fetch time in the future (the clock was set back)
 * counts as stale, so a bad clock cannot freeze a value forever.
 */
export function isFresh(entry: Fetched | null | undefined, now: number, ttlMs: number): boolean {
  if (!entry) return false;
  const age = now - entry.fetchedAt;
  return age >= 0 && age < ttlMs;
}
