import * as v from 'valibot';
import { AI_TEXT_LANGUAGES } from '../../api/validation/text-languages.ts';
// The ids alone: the labels' names and colours are for the views that show them.
import { MODERATION_LABELS as MODERATION_LABEL_IDS } from '../../api/endpoints/moderation-label-ids.ts';
import { LANGUAGE_SETTING_CHOICES } from '../i18n/languages.ts';
import { parseTrustedUrl } from '../net/trusted-url.ts';

/** The service's production addresses ({base_url} and {auth_url} of the spec). */
export const PRODUCTION_API_URL = 'https://api.copyleaks.com';
export const PRODUCTION_AUTH_URL = 'https://id.copyleaks.com';

/**
 * A service address: https anywhere, or plain http on this machine only (the local service).
 * Stored without a trailing slash and without path, query or fragment.
 */
export function normalizeServiceUrl(input: string): string | undefined {
  return parseTrustedUrl(input)?.origin;
}

export const ServiceUrlSchema = v.pipe(
  v.string(),
  v.transform((input) => normalizeServiceUrl(input) ?? ''),
  v.nonEmpty('Use an https:// address, or http:// on 127.0.0.1 or localhost.'),
);

/** 1 catches unedited LLM text only (fewest false alarms), 3 also heavily edited LLM text. */
export const SensitivitySchema = v.picklist([1, 2, 3]);

/** `auto` lets the service detect the language. */
export const AiLanguageSchema = v.picklist(['auto', ...AI_TEXT_LANGUAGES]);

/** How many days finished checks are kept in history; 0 keeps them until the user clears them. */
export const HISTORY_DAYS = [7, 30, 90, 365, 0] as const;
export const HistoryDaysSchema = v.picklist(HISTORY_DAYS);
export type HistoryDays = (typeof HISTORY_DAYS)[number];

/** A number of credits the user sets for the cost guard of text checks. */
export const CreditLimitSchema = v.pipe(
  v.number(),
  v.integer('Use a whole number of credits.'),
  v.minValue(0, 'Use 0 or more credits.'),
  v.maxValue(1_000_000, 'That is more credits than one check can need.'),
);

export const ModerationLabelsSchema = v.pipe(
  v.array(v.picklist(MODERATION_LABEL_IDS)),
  v.minLength(1, 'Choose at least one moderation label.'),
);

/**
 * Settings any extension page may read. Secrets (API key, token) are kept elsewhere. Fields
 * added after the first release have defaults, so settings saved by an older version still load.
 */
export const SettingsSchema = v.object({
  apiBaseUrl: ServiceUrlSchema,
  authBaseUrl: ServiceUrlSchema,
  /** Mock results and no credits spent. On until the user turns it off. */
  sandbox: v.boolean(),
  /** AI text detection sensitivity. @default 2 */
  sensitivity: v.optional(SensitivitySchema, 2),
  /** Language of checked text for AI detection. @default 'auto' */
  aiLanguage: v.optional(AiLanguageSchema, 'auto'),
  /** Labels text moderation looks for. @default all ten */
  moderationLabels: v.optional(ModerationLabelsSchema, () => [...MODERATION_LABEL_IDS]),
  /** A text check estimated above this many credits waits for a yes in the popup. @default 20 */
  confirmCreditsAbove: v.optional(CreditLimitSchema, 20),
  /** What one check (one click) may spend at most; a costlier one is refused. @default 200 */
  maxCreditsPerCheck: v.optional(CreditLimitSchema, 200),
  /**
   * Ask AI text detection why it called text AI (AI Logic, `explain`): the phrases shown on the
   * page and in the popup. On by default: the service documents no extra charge for it. Settings
   * saved before it existed read as on. @default true
   */
  explainAi: v.optional(v.boolean(), true),
  /** The extension's language: `auto` follows the browser's. @default 'auto' */
  uiLanguage: v.optional(v.picklist(LANGUAGE_SETTING_CHOICES), 'auto'),
  /**
   * Finished checks older than this many days are forgotten (0: kept until cleared). Three months
   * by default: long enough to find last term's check, short enough not to keep a reading record
   * for ever. @default 90
   */
  historyDays: v.optional(HistoryDaysSchema, 90),
});

export type Settings = v.InferOutput<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  apiBaseUrl: PRODUCTION_API_URL,
  authBaseUrl: PRODUCTION_AUTH_URL,
  sandbox: true,
  sensitivity: 2,
  aiLanguage: 'auto',
  moderationLabels: [...MODERATION_LABEL_IDS],
  confirmCreditsAbove: 20,
  maxCreditsPerCheck: 200,
  explainAi: true,
  uiLanguage: 'auto',
  historyDays: 90,
};

/** The origin pattern to ask host access for, e.g. `http://127.0.0.1/*` (ports are not part of it). */
export function hostPermissionPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Whether an address is one of the service's own, which the manifest already grants. */
export function isProductionOrigin(origin: string): boolean {
  return origin === PRODUCTION_API_URL || origin === PRODUCTION_AUTH_URL;
}
