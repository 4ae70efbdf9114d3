/**
 * The plans the popup showed for "Scan this page", each under an id the popup's Scan sends back,
 * so the click runs the plan the user read and decides nothing again. A plan keeps what it was
 * decided on: the tab and its address, the route choice, the text read and its fingerprint. It is
 * kept a few minutes in the worker's memory (a restart forgets it: the user is asked again); the
 * same tab, address and choice get the same plan meanwhile, so reopening the popup does not read
 * or fetch the page again.
 */
import type { PageRouteChoice } from '../../shared/scans/scan-route.ts';
import { isFresh } from '../stores/ttl-cache.ts';
import type { ReadFromTab } from '../sources/read-from-tab.ts';
import type { PagePlan } from './scan-starts.ts';

export interface KeptPlan {
  id: string;
  tabId: number;
  /** The tab's address when the plan was made ('' when the worker may not see it). */
  address: string;
  choice: PageRouteChoice;
  plan: PagePlan;
  /** SHA-256 of the text the plan was decided on; none when it read none (a PDF, an address chosen). */
  fingerprint: string | undefined;
  madeAt: number;
}

export const PLAN_TTL_MS = 5 * 60_000;
/** Few: a plan holds the page's text. */
const MAX_PLANS = 8;
const plans = new Map<string, KeptPlan>();

/** The page's read a plan was decided on: what must not have changed when it runs. */
export function readOfPlan(plan: PagePlan): ReadFromTab | undefined {
  return plan.route === 'text' ? plan.read : plan.route === 'url' ? plan.read : undefined;
}

export async function fingerprintOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Keeps a new plan under a new id, in place of an older one for the same tab, address and choice. */
export async function keepPlan(
  made: { tabId: number; address: string; choice: PageRouteChoice; plan: PagePlan },
  now = Date.now(),
): Promise<KeptPlan> {
  const text = readOfPlan(made.plan)?.text;
  const kept: KeptPlan = {
    ...made,
    id: crypto.randomUUID(),
    fingerprint: text === undefined ? undefined : await fingerprintOf(text),
    madeAt: now,
  };
  for (const old of plans.values()) {
    if (old.tabId === made.tabId && old.address === made.address && old.choice === made.choice) {
      plans.delete(old.id);
    }
  }
  plans.set(kept.id, kept);
  // The oldest go first: a map iterates in insertion order.
  while (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value as string);
  return kept;
}

const fresh = (kept: KeptPlan, now: number): boolean =>
  isFresh({ fetchedAt: kept.madeAt }, now, PLAN_TTL_MS);

/** The plan with this id, unless it expired or was made for another tab. */
export function planById(id: string, tabId: number, now = Date.now()): KeptPlan | undefined {
  const kept = plans.get(id);
  return kept && kept.tabId === tabId && fresh(kept, now) ? kept : undefined;
}

/** The fresh plan already made for this tab, address and choice, if any. */
export function planFor(
  tabId: number,
  address: string,
  choice: PageRouteChoice,
  now = Date.now(),
): KeptPlan | undefined {
  for (const kept of plans.values()) {
    if (kept.tabId === tabId && kept.address === address && kept.choice === choice) {
      return fresh(kept, now) ? kept : undefined;
    }
  }
  return undefined;
}

/** Whether `text` is the text the plan was decided on (always, for a plan that read none). */
export async function sameText(kept: KeptPlan, text: string): Promise<boolean> {
  return kept.fingerprint === undefined || kept.fingerprint === (await fingerprintOf(text));
}

/** Forgets every plan (tests; a worker restart does the same). */
export function forgetPlans(): void {
  plans.clear();
}
