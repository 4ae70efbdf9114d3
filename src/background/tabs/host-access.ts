import { browser } from '../../platform/browser.ts';
import {
  hostPermissionPattern,
  isProductionOrigin,
  type Settings,
} from '../../shared/settings/settings.ts';

/** Patterns of configured service origins that the manifest does not grant and the user has not. */
export async function missingHostAccess(settings: Settings): Promise<string[]> {
  const origins = [settings.apiBaseUrl, settings.authBaseUrl].filter((o) => !isProductionOrigin(o));
  const patterns = [...new Set(origins.map(hostPermissionPattern))];
  const missing: string[] = [];
  for (const pattern of patterns) {
    if (!(await browser.permissions.contains({ origins: [pattern] }))) missing.push(pattern);
  }
  return missing;
}
