import * as v from 'valibot';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { defineItem } from '../../shared/items/item-definition.ts';
import type { MarkLayer } from '../../shared/text-checks/highlight-names.ts';
import { exclusive } from './exclusive.ts';
import { latestFor } from './latest-checks.ts';
import { latestScanFor } from './latest-scan.ts';
import { openHistoryStore } from '../stores/history-store.ts';

/**
 * The checks whose marks the user took off a tab's page (the popup's Clear, or the legend's). A
 * refresh of the tab paints its latest checks again whenever one of them finishes, so without
 * this a scan's passages came back when a check finished beside it, and a check that finished
 * just before the user's Clear was painted again just after it. A new check (a new id) paints;
 * "Show on page" lifts it. Session storage: a worker woken later still knows.
 */
const clearedByTabItem = defineItem<Record<string, string[]>>({
  key: 'marks.clearedByTab',
  area: 'session',
  schema: v.record(v.string(), v.array(v.string())),
  fallback: {},
});

/** Enough for every check a tab's page shows at once; the oldest go first. */
const MOST_PER_TAB = 64;

function update(tabId: number, change: (ids: readonly string[]) => string[]): Promise<void> {
  return exclusive(clearedByTabItem.key, async () => {
    const all = await getItem(clearedByTabItem);
    const next = change(all[tabId] ?? []).slice(-MOST_PER_TAB);
    const others = Object.fromEntries(Object.entries(all).filter(([tab]) => tab !== String(tabId)));
    await setItem(clearedByTabItem, next.length > 0 ? { ...others, [tabId]: next } : others);
  });
}

export function markCleared(tabId: number, ids: readonly string[]): Promise<void> {
  return update(tabId, (kept) => [...kept.filter((id) => !ids.includes(id)), ...ids]);
}

/**
 * The user cleared a layer of a tab's page: a scan's passages, or the marks of the tab's latest
 * checks that have finished (one still running shows its marks when it finishes: they are news).
 */
export async function markLayerCleared(tabId: number, layer: MarkLayer): Promise<void> {
  if (layer === 'scan') {
    const scan = await latestScanFor(tabId);
    await markCleared(tabId, scan === undefined ? [] : [scan]);
    return;
  }
  const store = await openHistoryStore();
  const latest = await Promise.all((await latestFor(tabId)).map((id) => store.get(id)));
  await markCleared(
    tabId,
    latest.flatMap((check) => (check?.status === 'done' ? [check.id] : [])),
  );
}

export function liftCleared(tabId: number, ids: readonly string[]): Promise<void> {
  return update(tabId, (kept) => kept.filter((id) => !ids.includes(id)));
}

export async function clearedIn(tabId: number): Promise<ReadonlySet<string>> {
  return new Set((await getItem(clearedByTabItem))[tabId] ?? []);
}

/** A closed tab shows nothing any more. */
export function forgetTabCleared(tabId: number): Promise<void> {
  return update(tabId, () => []);
}
