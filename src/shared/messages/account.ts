import * as v from 'valibot';
import {
  AiLanguageSchema,
  CreditLimitSchema,
  ModerationLabelsSchema,
  SensitivitySchema,
  HistoryDaysSchema,
  ServiceUrlSchema,
} from '../settings/settings.ts';
import { ApiKeySchema, EmailSchema } from '../settings/account-credentials.ts';
import { LANGUAGE_SETTING_CHOICES } from '../i18n/languages.ts';
import { defineProtocol } from './define.ts';
import { AccountStatusSchema, accountStatusProtocol } from './account-status.ts';
import { accountSummaryProtocol } from './account-summary.ts';

const pagesOnly = ['extension-page'] as const;

export const accountProtocol = defineProtocol({
  ...accountStatusProtocol,
  ...accountSummaryProtocol,
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
