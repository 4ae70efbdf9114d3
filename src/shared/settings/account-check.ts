/**
 * Whether the service accepted the saved account, as last learned from a real sign-in: when the
 * account is saved (one sign-in, within the 12 per 15 minutes), and at every sign-in after.
 * Pages show this instead of assuming a saved key works. Pure.
 */
import * as v from 'valibot';
import type { AppError, Result } from '../../core/errors.ts';

export const ACCOUNT_CHECK_STATES = ['verified', 'rejected', 'unverified'] as const;

export const AccountCheckSchema = v.object({
  /** verified: signed in; rejected: the service refused the e-mail and key; unverified: not known. */
  state: v.picklist(ACCOUNT_CHECK_STATES),
  at: v.number(),
  /** Why, when not verified. */
  message: v.optional(v.string()),
  /** The account and sign-in address it was learned for: e-mail and login address. */
  subject: v.string(),
});
export type AccountCheck = v.InferOutput<typeof AccountCheckSchema>;

export const accountSubject = (email: string, authBaseUrl: string): string =>
  `${email.trim().toLowerCase()} ${authBaseUrl}`;

/** What a sign-in's outcome says about the account. */
export function accountCheckFrom(
  outcome: Result<unknown, AppError>,
  subject: string,
  at: number,
): AccountCheck {
  if (outcome.ok) return { state: 'verified', at, subject };
  const { kind, code, message } = outcome.error;
  if (kind === 'auth' && code !== 'no-credentials') {
    return { state: 'rejected', at, subject, message };
  }
  return { state: 'unverified', at, subject, message };
}
