import { setItem } from '../../platform/item-storage.ts';
import { checkUpdatesItem } from '../../shared/items/check-updates-item.ts';

/**
 * The last `at` announced. The browser fires storage.onChanged only when a value changes, so
 * two announcements of the same checks within one millisecond (a check refused before any
 * request, a paint report right after the result) must still differ, or pages miss the last.
 */
let lastAt = 0;

/** Tells open pages (through storage.onChanged) that these checks changed. */
export async function announceUpdate(ids: string[]): Promise<void> {
  lastAt = Math.max(Date.now(), lastAt + 1);
  await setItem(checkUpdatesItem, { at: lastAt, ids });
}
