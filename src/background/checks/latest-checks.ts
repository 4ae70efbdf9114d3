import * as v from 'valibot';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { defineItem } from '../../shared/item-definition.ts';

/** Per tab, the ids of the checks last started there, so the popup opens on them. */
const latestByTabItem = defineItem<Record<string, string[]>>({
  key: 'checks.latestByTab',
  area: 'session',
  schema: v.record(v.string(), v.array(v.string())),
  fallback: {},
});

export async function setLatest(tabId: number, ids: string[]): Promise<void> {
  const all = await getItem(latestByTabItem);
  await setItem(latestByTabItem, { ...all, [tabId]: ids });
}

export async function latestFor(tabId: number): Promise<string[]> {
  return (await getItem(latestByTabItem))[tabId] ?? [];
}

export async function forgetTab(tabId: number): Promise<void> {
  const all = await getItem(latestByTabItem);
  delete all[tabId];
  await setItem(latestByTabItem, all);
}
