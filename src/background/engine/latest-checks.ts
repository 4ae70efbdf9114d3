import * as v from 'valibot';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { defineItem } from '../../shared/items/item-definition.ts';
import { exclusive } from './exclusive.ts';

/** Per tab, the ids of the checks last started there, so the popup opens on them. */
const latestByTabItem = defineItem<Record<string, string[]>>({
  key: 'checks.latestByTab',
  area: 'session',
  schema: v.record(v.string(), v.array(v.string())),
  fallback: {},
});

/**
 * Every change reads the map of all tabs and writes it back, so changes run one at a time: a
 * tab closing while another stores its checks would otherwise write back a map without them.
 */
export function setLatest(tabId: number, ids: string[]): Promise<void> {
  return exclusive(latestByTabItem.key, async () => {
    const all = await getItem(latestByTabItem);
    await setItem(latestByTabItem, { ...all, [tabId]: ids });
  });
}

export async function latestFor(tabId: number): Promise<string[]> {
  return (await getItem(latestByTabItem))[tabId] ?? [];
}

export function forgetTab(tabId: number): Promise<void> {
  return exclusive(latestByTabItem.key, async () => {
    const all = await getItem(latestByTabItem);
    delete all[tabId];
    await setItem(latestByTabItem, all);
  });
}
