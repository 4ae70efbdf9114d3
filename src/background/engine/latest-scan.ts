import { getItem, setItem } from '../../platform/item-storage.ts';
import { exclusive } from './exclusive.ts';
import * as v from 'valibot';
import { defineItem } from '../../shared/items/item-definition.ts';

/** Per tab, the id of the plagiarism scan last started there. */
export const latestScanByTabItem = defineItem<Record<string, string>>({
  key: 'scans.latestByTab',
  area: 'session',
  schema: v.record(v.string(), v.string()),
  fallback: {},
});

/**
 * Every change reads the map of all tabs and writes it back, so changes run one at a time: a
 * tab closing while another starts a scan would otherwise write back a map without them.
 */
export function setLatestScan(tabId: number, id: string): Promise<void> {
  return exclusive(latestScanByTabItem.key, async () => {
    const all = await getItem(latestScanByTabItem);
    await setItem(latestScanByTabItem, { ...all, [tabId]: id });
  });
}

export async function latestScanFor(tabId: number): Promise<string | undefined> {
  return (await getItem(latestScanByTabItem))[tabId];
}

export function forgetLatestScan(id: string): Promise<void> {
  return exclusive(latestScanByTabItem.key, async () => {
    const all = await getItem(latestScanByTabItem);
    await setItem(
      latestScanByTabItem,
      Object.fromEntries(Object.entries(all).filter(([, scanId]) => scanId !== id)),
    );
  });
}

/** A closed tab shows nothing any more; its scan stays in history. */
export function forgetTabScan(tabId: number): Promise<void> {
  return exclusive(latestScanByTabItem.key, async () => {
    const all = await getItem(latestScanByTabItem);
    delete all[tabId];
    await setItem(latestScanByTabItem, all);
  });
}
