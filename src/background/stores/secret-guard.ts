/**
 * The start-up check before any secret is kept: the worker must be running in the extension's
 * own origin (so its IndexedDB is the extension's), and no secret may remain in `storage.local`
 * or `storage.sync`, where Firefox lets content scripts read them. Secrets that an older version
 * kept in `storage.local` are moved into the secret store first. Runs once per worker start.
 */
import { browser } from '../../platform/browser.ts';
import { openSecretDb } from './secret-db.ts';
import { SECRET_ITEMS } from './secret-items.ts';

export type SecretCheck = { safe: true } | { safe: false; why: string };

const EXTENSION_SCHEMES = new Set(['chrome-extension:', 'moz-extension:', 'safari-web-extension:']);

async function moveOutOfStorage(): Promise<SecretCheck> {
  const keys = SECRET_ITEMS.map((item) => item.key);
  const db = await openSecretDb();
  const local = await browser.storage.local.get(keys);
  for (const key of keys) {
    if (local[key] === undefined) continue;
    // A value already in the store is newer than one an older version left behind.
    if ((await db.get('secrets', key)) === undefined) await db.put('secrets', local[key], key);
  }
  await browser.storage.local.remove(keys);
  const areas = [browser.storage.local, ...(browser.storage.sync ? [browser.storage.sync] : [])];
  for (const area of areas) {
    const left = Object.keys(await area.get(keys));
    if (left.length > 0) {
      return {
        safe: false,
        why: `Secrets could not be removed from extension storage (${left.join(', ')}).`,
      };
    }
  }
  return { safe: true };
}

async function check(): Promise<SecretCheck> {
  const here = (globalThis as { location?: { protocol: string; host: string } }).location;
  // Compared by scheme and host: URL.origin is "null" for some extension schemes.
  const ours = new URL(browser.runtime.getURL('/'));
  if (
    !here ||
    !EXTENSION_SCHEMES.has(here.protocol) ||
    here.protocol !== ours.protocol ||
    here.host !== ours.host
  ) {
    return { safe: false, why: 'Secrets are kept only by the extension itself, not here.' };
  }
  if (typeof indexedDB === 'undefined') {
    return {
      safe: false,
      why: 'This browser gives the extension no private database (IndexedDB), so the API key cannot be kept safely. Check that the browser keeps site data for extensions.',
    };
  }
  return moveOutOfStorage();
}

let checked: Promise<SecretCheck> | undefined;

export function secretsAreSafe(): Promise<SecretCheck> {
  checked ??= check().catch((error: unknown): SecretCheck => ({
    safe: false,
    why: `The extension's private database could not be opened: ${error instanceof Error ? error.message : String(error)}`,
  }));
  return checked;
}
