import * as v from 'valibot';
import {
  AiLanguageSchema,
  ApiKeySchema,
  CreditLimitSchema,
  EmailSchema,
  ModerationLabelsSchema,
  SensitivitySchema,
  HistoryDaysSchema,
  SettingsSchema,
  ServiceUrlSchema,
} from '../settings/settings.ts';
import { AccountCheckSchema } from '../settings/account-check.ts';
import { LOCKABLE_FIELDS } from '../settings/lockable-fields.ts';
import { LANGUAGE_SETTING_CHOICES } from '../i18n/languages.ts';
import { defineProtocol } from './define.ts';

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

export const accountProtocol = defineProtocol({
  'account/get': {
    request: v.object({}),
    response: AccountStatusSchema,
    from: pagesOnly,
  },
  /**
   * Saves the e-mail and, when given, a new key (without `key` the stored key is kept), then
   * signs in once to learn whether the service accepts them: the answer's `check` says.
   */
  'account/save-credentials': {
    request: v.object({ email: EmailSchema, key: v.optional(ApiKeySchema) }),
    response: AccountStatusSchema,
    from: pagesOnly,
  },
  /** Removes the key, the token and the e-mail. */
  'account/forget': {
    request: v.object({}),
    response: AccountStatusSchema,
    from: pagesOnly,
  },
  'settings/save': {
    request: v.object({
      apiBaseUrl: v.optional(ServiceUrlSchema),
      authBaseUrl: v.optional(ServiceUrlSchema),
      sandbox: v.optional(v.boolean()),
      sensitivity: v.optional(SensitivitySchema),
      aiLanguage: v.optional(AiLanguageSchema),
      moderationLabels: v.optional(ModerationLabelsSchema),
      confirmCreditsAbove: v.optional(CreditLimitSchema),
      maxCreditsPerCheck: v.optional(CreditLimitSchema),
      explainAi: v.optional(v.boolean()),
      uiLanguage: v.optional(v.picklist(LANGUAGE_SETTING_CHOICES)),
      historyDays: v.optional(HistoryDaysSchema),
    }),
    response: AccountStatusSchema,
    from: pagesOnly,
  },
});
