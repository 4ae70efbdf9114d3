import * as v from 'valibot';
import { LANGUAGE_SETTING_CHOICES } from '../i18n/languages.ts';
import { ACCOUNT_CHECK_STATES } from '../settings/account-check.ts';
import { defineProtocol } from './define.ts';

// The popup's first screen asks this, not the account's whole status (account-status.ts): it
// shows these fields only, and carrying the settings' schema (service addresses, credit limits,
// labels, policy locks) to check the rest came to most of a kilobyte before its first paint.

/** What the popup shows of the account: a part of `AccountStatus`, checked as strictly. */
export const AccountSummarySchema = v.object({
  email: v.nullable(v.string()),
  hasKey: v.boolean(),
  /** How the service answered the last sign-in; null until one was tried. */
  check: v.nullable(v.object({ state: v.picklist(ACCOUNT_CHECK_STATES) })),
  settings: v.object({
    sandbox: v.boolean(),
    uiLanguage: v.picklist(LANGUAGE_SETTING_CHOICES),
  }),
});
export type AccountSummary = v.InferOutput<typeof AccountSummarySchema>;

export const accountSummaryProtocol = defineProtocol({
  'account/summary': {
    request: v.object({}),
    response: AccountSummarySchema,
    from: ['extension-page'],
  },
});
