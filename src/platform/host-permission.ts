import { browser } from './browser.ts';
import {
  hostPermissionPattern,
  isProductionOrigin,
  normalizeServiceUrl,
} from '../shared/settings/settings.ts';

/**
 * Asks the user for host access to service addresses other than the production ones. Must run
 * first thing in a click handler: the browser only shows the prompt during a user gesture.
 */
export async function requestHostAccess(addresses: string[]): Promise<boolean> {
  const patterns = addresses
    .map((address) => normalizeServiceUrl(address))
    .filter((origin): origin is string => origin !== undefined && !isProductionOrigin(origin))
    .map(hostPermissionPattern);
  if (patterns.length === 0) return true;
  try {
    return await browser.permissions.request({ origins: [...new Set(patterns)] });
  } catch {
    // Not requestable (no user gesture, not among the optional ones): the caller says access is missing.
    return false;
  }
}

/**
 * Asks for host access to the site of an address (https, or http on loopback): an image's, or
 * a frame's whose text or images the user wants checked.
 */
export async function requestSiteAccess(src: string): Promise<boolean> {
  const url = URL.canParse(src) ? new URL(src) : undefined;
  if (!url) return false;
  try {
    return await browser.permissions.request({ origins: [hostPermissionPattern(url.origin)] });
  } catch {
    // Not among the optional host permissions (plain http off this machine): cannot be granted.
    return false;
  }
}

/** Asks for host access to these patterns at once (one prompt); false when refused or not askable. */
export async function requestOrigins(origins: string[]): Promise<boolean> {
  try {
    return await browser.permissions.request({ origins });
  } catch {
    // Not among the optional host permissions, or no user gesture: not granted.
    return false;
  }
}

/**
 * Whether the extension may read the site of an address (granted in the manifest or by the
 * user). A temporary `activeTab` grant is not reported: ask only after a request failed.
 */
export async function hasSiteAccess(address: string): Promise<boolean> {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (!url) return false;
  try {
    return await browser.permissions.contains({ origins: [hostPermissionPattern(url.origin)] });
  } catch {
    // A pattern the browser will not even look up (not among the optional ones): not granted.
    return false;
  }
}
