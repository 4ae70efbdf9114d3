import * as v from 'valibot';
import { SettingsSchema } from '../settings/settings.ts';
import { AccountCheckSchema } from '../settings/account-check.ts';
import { LOCKABLE_FIELDS } from '../settings/lockable-fields.ts';
import { defineProtocol } from './define.ts';

// Apart from the account's changes (account.ts): the popup's first screen asks only this, and
// carries only its schema (platform/messaging.ts), not those of the settings page's requests.

/** What pages may know about the account: never the key or the token themselves. */
export const AccountStatusSchema = v.object({
  email: v.nullable(v.string()),
  hasKey: v.boolean(),
  settings: SettingsSchema,
  /** Address patterns the user still has to grant host access to for the configured service. */
  missingHostAccess: v.array(v.string()),
  /** Whether the service accepted this account at the last sign-in; null until one was tried. */
  check: v.nullable(v.pick(AccountCheckSchema, ['state', 'at', 'message'])),
  /** What the organisation's policy locks: pages disable it and say "Set by your organisation". */
  managed: v.object({
    /** Setting fields (of the settings and the scan settings) the user may not change. */
    locked: v.array(v.picklist(LOCKABLE_FIELDS)),
    /** The e-mail is the policy's. */
    email: v.boolean(),
    /** The API key is the policy's (never sent: only that it is). */
    apiKey: v.boolean(),
  }),
});
export type AccountStatus = v.InferOutput<typeof AccountStatusSchema>;

const pagesOnly = ['extension-page'] as const;

export const accountStatusProtocol = defineProtocol({
  'account/get': {
    request: v.object({}),
    response: AccountStatusSchema,
    from: pagesOnly,
  },
});
