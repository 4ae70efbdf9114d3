import { describe, expect, it } from 'vitest';
import {
  CREDITS_BACKOFF_MS,
  CREDITS_MIN_REFRESH_MS,
  CREDITS_TTL_MS,
  blockedCache,
  shouldFetchCredits,
} from '../../../../src/background/account/credits-policy.ts';
import { isLowBalance } from '../../../../src/shared/scans/credits-view.ts';
import { isFresh } from '../../../../src/background/stores/ttl-cache.ts';

const NOW = 1_700_000_000_000;
const EMAIL = 'a@example.test';

describe('TTL cache', () => {
  it('is fresh from its fetch time until the TTL, never for a future fetch time', () => {
    expect(isFresh(null, NOW, 1000)).toBe(false);
    expect(isFresh({ fetchedAt: NOW }, NOW, 1000)).toBe(true);
    expect(isFresh({ fetchedAt: NOW - 999 }, NOW, 1000)).toBe(true);
    expect(isFresh({ fetchedAt: NOW - 1000 }, NOW, 1000)).toBe(false);
    expect(isFresh({ fetchedAt: NOW + 5 }, NOW, 1000)).toBe(false);
  });
});

describe('credit balance refresh policy', () => {
  const cache = { email: EMAIL, amount: 120, fetchedAt: NOW };

  it('fetches without a cache, for another account, or once the minute is over', () => {
    expect(shouldFetchCredits(null, EMAIL, NOW, false)).toBe(true);
    expect(shouldFetchCredits(cache, 'b@example.test', NOW, false)).toBe(true);
    expect(shouldFetchCredits(cache, EMAIL, NOW + CREDITS_TTL_MS - 1, false)).toBe(false);
    expect(shouldFetchCredits(cache, EMAIL, NOW + CREDITS_TTL_MS, false)).toBe(true);
  });

  it('honours a refresh only when the balance is not brand new', () => {
    expect(shouldFetchCredits(cache, EMAIL, NOW + 1_000, true)).toBe(false);
    expect(shouldFetchCredits(cache, EMAIL, NOW + CREDITS_MIN_REFRESH_MS, true)).toBe(true);
  });

  it('after a 429 keeps the last balance and waits, at least the backoff', () => {
    const blocked = blockedCache(cache, EMAIL, NOW, 1_000);
    expect(blocked).toMatchObject({ amount: 120, blockedUntil: NOW + CREDITS_BACKOFF_MS });
    expect(shouldFetchCredits(blocked, EMAIL, NOW + CREDITS_TTL_MS * 2, true)).toBe(false);
    expect(shouldFetchCredits(blocked, EMAIL, NOW + CREDITS_BACKOFF_MS, false)).toBe(true);
    expect(blockedCache(cache, EMAIL, NOW, 10 * CREDITS_BACKOFF_MS)?.blockedUntil).toBe(
      NOW + 10 * CREDITS_BACKOFF_MS,
    );
    expect(blockedCache(null, EMAIL, NOW, undefined)).toBeNull();
  });

  it('warns under 50 credits', () => {
    expect(isLowBalance(49)).toBe(true);
    expect(isLowBalance(50)).toBe(false);
  });
});
