/**
 * Typed access to extension storage. Each key is declared once with `defineItem` (in
 * src/shared/extension-items.ts). Secrets are not here: src/background/secrets keeps them.
 */
import { browser } from './browser.ts';
import { readItemValue, type StorageItem } from '../shared/items/item-definition.ts';

export async function getItem<T>(item: StorageItem<T>): Promise<T> {
  const stored = await browser.storage[item.area].get(item.key);
  return readItemValue(item, stored[item.key]);
}

export async function setItem<T>(item: StorageItem<T>, value: T): Promise<void> {
  await browser.storage[item.area].set({ [item.key]: value });
}

export async function removeItem<T>(item: StorageItem<T>): Promise<void> {
  await browser.storage[item.area].remove(item.key);
}

/** Calls back with the new value whenever the item changes, until the signal aborts. */
export function watchItem<T>(
  item: StorageItem<T>,
  callback: (value: T) => void,
  signal: AbortSignal,
): void {
  const listener = (changes: Record<string, { newValue?: unknown }>, area: string): void => {
    const change = changes[item.key];
    if (area === item.area && change) callback(readItemValue(item, change.newValue));
  };
  browser.storage.onChanged.addListener(listener);
  signal.addEventListener('abort', () => browser.storage.onChanged.removeListener(listener), {
    once: true,
  });
}

/**
 * Keeps every storage area away from content scripts (and so from a compromised renderer of a
 * web page): only extension pages and the worker may read it. Chrome supports this for `local`
 * since 2024; where it does not, the promise rejects and we carry on with the default.
 */
export async function restrictStorageToExtension(): Promise<void> {
  for (const area of ['local', 'session'] as const) {
    const storageArea = browser.storage[area] as { setAccessLevel?: (o: object) => Promise<void> };
    try {
      await storageArea.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });
    } catch {
      // Older browsers: content scripts could read `local`; secrets are never sent to them anyway.
    }
  }
}
