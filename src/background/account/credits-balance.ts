import { ok, type Result } from '../../core/errors.ts';
import { isLowBalance, type CreditsView } from '../../shared/scans/credits-view.ts';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { apiClient } from './api-session.ts';
import { effectiveAccount } from '../settings/effective-settings.ts';
import { blockedCache, shouldFetchCredits, type CreditsCache } from './credits-policy.ts';
import { creditsCacheItem } from './credits-items.ts';

let inFlight: Promise<Result<CreditsView>> | undefined;

function view(cache: CreditsCache, stale: boolean): CreditsView {
  return {
    state: 'known',
    amount: cache.amount,
    fetchedAt: cache.fetchedAt,
    low: isLowBalance(cache.amount),
    stale,
  };
}

/**
 * The credit balance, from the session cache while it is fresh. Several popups asking at once
 * share one request; after a 429 the last balance is shown and the service left alone a while.
 */
export function creditBalance(refresh: boolean): Promise<Result<CreditsView>> {
  inFlight ??= readBalance(refresh).finally(() => (inFlight = undefined));
  return inFlight;
}

async function readBalance(refresh: boolean): Promise<Result<CreditsView>> {
  const [{ email, key }, cache] = await Promise.all([
    effectiveAccount(),
    getItem(creditsCacheItem),
  ]);
  if (!email || !key) return ok({ state: 'no-account' });
  const now = Date.now();
  if (cache && !shouldFetchCredits(cache, email, now, refresh))
    return ok(view(cache, cache.blockedUntil !== undefined && now < cache.blockedUntil));
  const answer = await (await apiClient()).getCredits();
  if (answer.ok) {
    const fresh: CreditsCache = { email, amount: answer.value.Amount, fetchedAt: Date.now() };
    await setItem(creditsCacheItem, fresh);
    return ok(view(fresh, false));
  }
  if (answer.error.kind === 'rate-limited') {
    const blocked = blockedCache(cache, email, now, answer.error.retryAfterMs);
    if (blocked) {
      await setItem(creditsCacheItem, blocked);
      return ok(view(blocked, true));
    }
  }
  return answer;
}
