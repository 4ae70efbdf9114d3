import * as v from 'valibot';
import { AccountCheckSchema, type AccountCheck } from '../../shared/settings/account-check.ts';
import { DEFAULT_SETTINGS, SettingsSchema } from '../../shared/settings/settings.ts';
import { DEFAULT_SCAN_SETTINGS, ScanSettingsSchema } from '../../shared/scans/scan-settings.ts';
import { defineItem } from '../../shared/items/item-definition.ts';

/** Non-secret settings; extension pages read them through the worker. */
export const settingsItem = defineItem({
  key: 'settings',
  area: 'local',
  schema: SettingsSchema,
  fallback: DEFAULT_SETTINGS,
});

/** The account e-mail. Not a secret on its own, but kept with the account, cleared with it. */
export const emailItem = defineItem<string | null>({
  key: 'account.email',
  area: 'local',
  schema: v.nullable(v.string()),
  fallback: null,
});

/** Whether the service accepted the saved account at the last sign-in (worker writes it). */
export const accountCheckItem = defineItem<AccountCheck | null>({
  key: 'account.check',
  area: 'local',
  schema: v.nullable(AccountCheckSchema),
  fallback: null,
});

/** Plagiarism scan options and the relay address (the relay token is a secret, kept apart). */
export const scanSettingsItem = defineItem({
  key: 'scans.settings',
  area: 'local',
  schema: ScanSettingsSchema,
  fallback: DEFAULT_SCAN_SETTINGS,
});
