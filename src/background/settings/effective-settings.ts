/**
 * The settings the worker goes by: the user's, with the organisation's policy laid over them.
 * Every reader of settings in the worker asks here, never storage directly, so checks, scans,
 * menus and the account session all follow a locked value.
 */
import { browser } from '../../platform/browser.ts';
import { getItem } from '../../platform/item-storage.ts';
import { emailItem, scanSettingsItem, settingsItem } from '../stores/extension-items.ts';
import {
  overlayAccount,
  overlaySettings,
  type EffectiveAccount,
  type EffectiveSettings,
} from '../../shared/settings/policy-overlay.ts';
import { apiKeyItem } from '../stores/secret-items.ts';
import { getSecret } from '../stores/secret-store.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { managedPolicy, onManagedPolicyChanged } from './managed-policy-reader.ts';

export async function effectiveSettings(): Promise<EffectiveSettings> {
  const [policy, settings, scan] = await Promise.all([
    managedPolicy(),
    getItem(settingsItem),
    getItem(scanSettingsItem),
  ]);
  return overlaySettings(policy, { settings, scan });
}

/** The account's e-mail and key in force: the policy's, or what the user saved. Worker only. */
export async function effectiveAccount(): Promise<EffectiveAccount> {
  const [policy, email, key] = await Promise.all([
    managedPolicy(),
    getItem(emailItem),
    getSecret(apiKeyItem),
  ]);
  return overlayAccount(policy, { email, key });
}

/** Calls back with the settings in force whenever the user's or the policy's change. */
export function watchEffectiveSettings(callback: (settings: EffectiveSettings) => void): void {
  const report = (): Promise<void> => effectiveSettings().then(callback);
  onManagedPolicyChanged(report);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && (settingsItem.key in changes || scanSettingsItem.key in changes)) {
      logIfRejected('settings', 'Following the settings in force', report());
    }
  });
}
