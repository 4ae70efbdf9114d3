import { setItem } from '../../platform/item-storage.ts';
import { checkUpdatesItem } from '../../shared/extension-items.ts';

/** Tells open pages (through storage.onChanged) that these checks changed. */
export async function announceUpdate(ids: string[]): Promise<void> {
  await setItem(checkUpdatesItem, { at: Date.now(), ids });
}
