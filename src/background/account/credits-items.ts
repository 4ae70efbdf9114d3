/** Worker-only storage of the credit balance (no page reads it directly). */
import * as v from 'valibot';
import { defineItem } from '../../shared/items/item-definition.ts';
import type { CreditsCache } from './credits-policy.ts';

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
