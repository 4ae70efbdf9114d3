import { openHistoryStore } from '../stores/history-store.ts';
import { latestScanFor } from '../engine/latest-scan.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { latestFor } from '../engine/latest-checks.ts';

/**
 * Keeps, on the tab's latest checks and scan painted from the text read under `textId`, that the
 * page changed their marks (the first time only) and, when `removed`, that they were taken off the
 * page for it, so the popup and history say so. Answers how many records that changed; a text the
 * tab no longer shows results for is nobody's (0).
 */
export async function keepMarksChanged(
  tabId: number,
  textId: string,
  removed = false,
): Promise<number> {
  const scan = await latestScanFor(tabId);
  const ids = [...(await latestFor(tabId)), ...(scan ? [scan] : [])];
  const store = await openHistoryStore();
  const changed: string[] = [];
  for (const id of ids) {
    const record = await store.get(id);
    if (record?.source.textId !== textId) continue;
    const known = record.marksChangedAt !== undefined;
    if (known && (!removed || record.marksRemovedAt !== undefined)) continue;
    const at = Date.now();
    await store.update(id, (r) => ({
      ...r,
      marksChangedAt: r.marksChangedAt ?? at,
      ...(removed ? { marksRemovedAt: r.marksRemovedAt ?? at } : {}),
    }));
    changed.push(id);
  }
  if (changed.length > 0) await announceUpdate(changed);
  return changed.length;
}
