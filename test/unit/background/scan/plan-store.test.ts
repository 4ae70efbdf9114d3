import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPlans,
  keepPlan,
  PLAN_TTL_MS,
  planById,
  planFor,
  sameText,
} from '../../../../src/background/scan/plan-store.ts';
import type { PagePlan } from '../../../../src/background/scan/scan-starts.ts';

const URL_A = 'https://news.example.com/a';
const SEEN = 'The page as the user sees it, public and the same without cookies.';

const READ = { textId: 't1', text: SEEN, mappable: true, url: URL_A, title: 'A', frameId: 0 };
const byAddress: PagePlan = { route: 'url', url: URL_A, title: 'A', why: 'public', read: READ };
const asText: PagePlan = { route: 'text', why: 'signed-in', read: READ };
const chosen: PagePlan = { route: 'url', url: URL_A, title: 'A', why: 'chosen' };
const pdf: PagePlan = { route: 'file', pdf: { url: 'https://x.example/a.pdf', title: 'A' } };

const keep = (plan: PagePlan, at = 1_000, tabId = 7, choice = 'auto' as const) =>
  keepPlan({ tabId, address: URL_A, choice, plan }, at);

afterEach(forgetPlans);

describe('the plans the popup showed', () => {
  it('are kept under ids of their own, found by id for their tab only', async () => {
    const a = await keep(byAddress, 1_000, 7);
    const b = await keep(byAddress, 1_000, 8);
    expect(a.id).toMatch(/^[\w-]{8,40}$/);
    expect(b.id).not.toBe(a.id);
    expect(planById(a.id, 7, 1_000)).toBe(a);
    expect(planById(a.id, 8, 1_000)).toBeUndefined();
    expect(planById('not-a-plan-id', 7, 1_000)).toBeUndefined();
  });

  it('expire: an old plan is not run, nor shown again', async () => {
    const kept = await keep(byAddress, 1_000);
    expect(planById(kept.id, 7, 1_000 + PLAN_TTL_MS - 1)).toBe(kept);
    expect(planById(kept.id, 7, 1_000 + PLAN_TTL_MS)).toBeUndefined();
    expect(planFor(7, URL_A, 'auto', 1_000 + PLAN_TTL_MS - 1)).toBe(kept);
    expect(planFor(7, URL_A, 'auto', 1_000 + PLAN_TTL_MS)).toBeUndefined();
    // A clock set back does not keep a plan forever.
    expect(planById(kept.id, 7, 999)).toBeUndefined();
  });

  it('are shown again for the same tab, address and choice; a new one replaces the old', async () => {
    const first = await keep(byAddress);
    expect(planFor(7, URL_A, 'auto', 2_000)).toBe(first);
    expect(planFor(7, URL_A, 'text', 2_000)).toBeUndefined();
    expect(planFor(7, 'https://news.example.com/b', 'auto', 2_000)).toBeUndefined();
    const second = await keep(asText, 3_000);
    expect(planFor(7, URL_A, 'auto', 3_000)).toBe(second);
    expect(planById(first.id, 7, 3_000)).toBeUndefined();
  });

  it('match only the text they were decided on, by its fingerprint', async () => {
    for (const plan of [byAddress, asText]) {
      const kept = await keep(plan);
      expect(kept.fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(await sameText(kept, SEEN)).toBe(true);
      expect(await sameText(kept, `${SEEN} Signed in as Ada.`)).toBe(false);
      expect(await sameText(kept, SEEN.replace('public', 'private'))).toBe(false);
    }
  });

  it('that read no text (an address chosen, a PDF) have no fingerprint to match', async () => {
    for (const plan of [chosen, pdf]) {
      const kept = await keep(plan);
      expect(kept.fingerprint).toBeUndefined();
      expect(await sameText(kept, 'anything')).toBe(true);
    }
  });

  it('are few: the oldest goes first', async () => {
    const first = await keep(byAddress, 1_000, 1);
    for (let tab = 2; tab <= 8; tab++) await keep(byAddress, 1_000, tab);
    expect(planById(first.id, 1, 1_000)).toBe(first);
    await keep(byAddress, 1_000, 9);
    expect(planById(first.id, 1, 1_000)).toBeUndefined();
  });
});
