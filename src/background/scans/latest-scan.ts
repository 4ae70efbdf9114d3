import { getItem, setItem } from '../../platform/item-storage.ts';
import { latestScanByTabItem } from './scan-items.ts';

export async function setLatestScan(tabId: number, id: string): Promise<void> {
  const all = await getItem(latestScanByTabItem);
  await setItem(latestScanByTabItem, { ...all, [tabId]: id });
}

export async function latestScanFor(tabId: number): Promise<string | undefined> {
  return (await getItem(latestScanByTabItem))[tabId];
}

export async function forgetLatestScan(id: string): Promise<void> {
  const all = await getItem(latestScanByTabItem);
  await setItem(
    latestScanByTabItem,
    Object.fromEntries(Object.entries(all).filter(([, scanId]) => scanId !== id)),
  );
}

/** A closed tab shows nothing any more; its scan stays in history. */
export async function forgetTabScan(tabId: number): Promise<void> {
  const all = await getItem(latestScanByTabItem);
  delete all[tabId];
  await setItem(latestScanByTabItem, all);
}
