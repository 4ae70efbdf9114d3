import { err, ok, type Result } from '../../core/errors.ts';
import type { ScanSettingsStatus } from '../../shared/messages/index.ts';
import type { ScanSettingsPatch } from '../../shared/scans/scan-settings.ts';
import { ScanSettingsPatchSchema, ScanSettingsSchema } from '../../shared/scans/scan-settings.ts';
import { hostPermissionPattern } from '../../shared/settings/settings.ts';
import { browser } from '../../platform/browser.ts';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { scanSettingsItem } from '../stores/extension-items.ts';
import {
  changedFields,
  lockedChanges,
  setByPolicyError,
} from '../../shared/settings/locked-change.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { relayTokenItem } from '../stores/secret-items.ts';
import { getSecret, removeSecret, setSecret } from '../stores/secret-store.ts';
import * as v from 'valibot';

async function missingRelayAccess(relayUrl: string): Promise<string[]> {
  if (!relayUrl) return [];
  const pattern = hostPermissionPattern(relayUrl);
  return (await browser.permissions.contains({ origins: [pattern] })) ? [] : [pattern];
}

export async function scanSettingsStatus(): Promise<Result<ScanSettingsStatus>> {
  const [{ scan: settings }, token] = await Promise.all([
    effectiveSettings(),
    getSecret(relayTokenItem),
  ]);
  return ok({
    settings,
    hasRelayToken: token !== null,
    missingHostAccess: await missingRelayAccess(settings.relayUrl),
  });
}

export async function saveScanSettings(request: {
  settings?: ScanSettingsPatch | undefined;
  relayToken?: string | undefined;
  forgetRelayToken?: boolean | undefined;
}): Promise<Result<ScanSettingsStatus>> {
  let movedRelay = false;
  if (request.settings) {
    const [stored, before] = await Promise.all([getItem(scanSettingsItem), effectiveSettings()]);
    const patch = v.parse(ScanSettingsPatchSchema, request.settings);
    // The page offers no locked control: a save that changes one anyway is refused whole.
    const refused = lockedChanges(before.locked, before.scan, patch);
    if (refused.length > 0) return err(setByPolicyError(refused));
    const next = v.parse(ScanSettingsSchema, { ...stored, ...changedFields(before.scan, patch) });
    await setItem(scanSettingsItem, next);
    movedRelay = (await effectiveSettings()).scan.relayUrl !== before.scan.relayUrl;
  }
  // The relay token is for one relay: a new address forgets it unless a token comes with it.
  if (request.forgetRelayToken || (movedRelay && request.relayToken === undefined)) {
    await removeSecret(relayTokenItem);
  }
  if (!request.forgetRelayToken && request.relayToken !== undefined) {
    await setSecret(relayTokenItem, request.relayToken);
  }
  return scanSettingsStatus();
}
