import { ok, type Result } from '../../core/errors.ts';
import type { ScanSettingsStatus } from '../../shared/messages/index.ts';
import type { ScanSettingsPatch } from '../../shared/scans/scan-settings.ts';
import { ScanSettingsSchema } from '../../shared/scans/scan-settings.ts';
import { hostPermissionPattern } from '../../shared/settings/settings.ts';
import { browser } from '../../platform/browser.ts';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { scanSettingsItem } from '../../shared/items/extension-items.ts';
import { relayTokenItem } from '../stores/secret-items.ts';
import { getSecret, removeSecret, setSecret } from '../stores/secret-store.ts';
import * as v from 'valibot';

async function missingRelayAccess(relayUrl: string): Promise<string[]> {
  if (!relayUrl) return [];
  const pattern = hostPermissionPattern(relayUrl);
  return (await browser.permissions.contains({ origins: [pattern] })) ? [] : [pattern];
}

export async function scanSettingsStatus(): Promise<Result<ScanSettingsStatus>> {
  const [settings, token] = await Promise.all([
    getItem(scanSettingsItem),
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
    const current = await getItem(scanSettingsItem);
    const patch = Object.fromEntries(
      Object.entries(request.settings).filter(([, value]) => value !== undefined),
    );
    const next = v.parse(ScanSettingsSchema, { ...current, ...patch });
    movedRelay = next.relayUrl !== current.relayUrl;
    await setItem(scanSettingsItem, next);
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
