/**
 * The popup asks how "Scan this page" would send the page each time it opens; deciding reads the
 * page and opens its address once without cookies. The answer is kept a few minutes per tab,
 * address and choice (in the worker's memory: a restart asks again), so reopening the popup does
 * not fetch the page again.
 */
import type { ResponseOf } from '../../shared/messages/define.ts';
import type { BackgroundProtocol } from '../../shared/messages/index.ts';
import { isFresh } from '../../shared/scans/ttl-cache.ts';

type Plan = ResponseOf<BackgroundProtocol, 'scans/plan'>;

const TTL_MS = 3 * 60_000;
const MAX_ENTRIES = 20;
const plans = new Map<string, { plan: Plan; fetchedAt: number }>();

export function planKey(tabId: number, url: string, choice: string): string {
  return `${tabId}\u0000${url}\u0000${choice}`;
}

export function knownPlan(key: string, now = Date.now()): Plan | undefined {
  const entry = plans.get(key);
  return entry && isFresh(entry, now, TTL_MS) ? entry.plan : undefined;
}

export function keepPlan(key: string, plan: Plan, now = Date.now()): void {
  plans.delete(key);
  plans.set(key, { plan, fetchedAt: now });
  // The oldest go first: a map iterates in insertion order.
  while (plans.size > MAX_ENTRIES) plans.delete(plans.keys().next().value as string);
}
