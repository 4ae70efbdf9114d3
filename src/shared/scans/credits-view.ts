import * as v from 'valibot';

/** Under this many credits the popup warns. */
export const LOW_BALANCE_CREDITS = 50;

/** The balance as pages see it; `no-account` when no e-mail and key are saved (nothing shown). */
export const CreditsViewSchema = v.variant('state', [
  v.object({ state: v.literal('no-account') }),
  v.object({
    state: v.literal('known'),
    amount: v.number(),
    fetchedAt: v.number(),
    low: v.boolean(),
    /** The service asked us to wait; this is the last known balance. */
    stale: v.boolean(),
  }),
]);
export type CreditsView = v.InferOutput<typeof CreditsViewSchema>;

export function isLowBalance(amount: number): boolean {
  return amount < LOW_BALANCE_CREDITS;
}
