/**
 * Worker-only storage of plagiarism scans: caches of service answers and the per-tab latest
 * scan. Declared here, like latest-checks.ts, because no page reads them directly.
 */
import * as v from 'valibot';
import { defineItem } from '../../shared/item-definition.ts';
import type { CreditsCache } from '../credits/credits-policy.ts';

/** The credit balance, for about a minute; session storage: it means nothing after a restart. */
export const creditsCacheItem = defineItem<CreditsCache | null>({
  key: 'credits.balance',
  area: 'session',
  schema: v.nullable(
    v.object({
      email: v.string(),
      amount: v.number(),
      fetchedAt: v.number(),
      blockedUntil: v.optional(v.number()),
    }),
  ),
  fallback: null,
});

/** The OCR language list, per service address, for a day (it grows slowly). */
export const ocrLanguagesItem = defineItem<{
  apiBaseUrl: string;
  languages: string[];
  fetchedAt: number;
} | null>({
  key: 'ocr.languages',
  area: 'local',
  schema: v.nullable(
    v.object({ apiBaseUrl: v.string(), languages: v.array(v.string()), fetchedAt: v.number() }),
  ),
  fallback: null,
});

/** Per tab, the id of the plagiarism scan last started there. */
export const latestScanByTabItem = defineItem<Record<string, string>>({
  key: 'scans.latestByTab',
  area: 'session',
  schema: v.record(v.string(), v.string()),
  fallback: {},
});
