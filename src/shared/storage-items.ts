import * as v from 'valibot';
import { DEFAULT_SETTINGS, SettingsSchema } from './settings.ts';
import { defineItem } from './storage-item.ts';

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
