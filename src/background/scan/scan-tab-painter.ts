import { ok, type Result } from '../../core/errors.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { clearedIn } from '../engine/cleared-marks.ts';
import { latestScanFor } from '../engine/latest-scan.ts';
import { registerTabPainter } from '../engine/tab-refresh.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { paintSpans } from '../text/paint-text-marks.ts';

/**
 * Paints a scan's passages on the text it was read from, when that text is still on the page,
 * in the scan's own layer of marks: a check's marks there stay, and clearing one leaves the
 * other. Answers how many ranges were painted.
 */
export async function paintPassages(record: UrlScanCheck): Promise<Result<{ shown: number }>> {
  const { tabId, textId } = record.source;
  const passages = (record.result?.passages ?? []).filter((p) => p.inText !== false);
  // The page fought these marks until they were taken off: they are not put back for it.
  if (tabId === undefined || !textId || passages.length === 0 || record.marksRemovedAt) {
    return ok({ shown: 0 });
  }
  const painted = await paintSpans(
    frameOfSource(tabId, record.source),
    textId,
    'scan',
    passages.map((p) => ({ start: p.start, length: p.length, kind: 'match' as const })),
  );
  return painted.ok ? ok({ shown: painted.value.applied }) : painted;
}

/**
 * A scan is not among the tab's latest checks (it has its own latest, `latest-scan.ts`): the
 * passages of the tab's latest scan are painted, once read (scan-passages.ts asks) and with
 * every refresh of the tab's marks. A page that no longer holds their text answers so, unpainted.
 */
registerTabPainter(['url-scan'], async (_latest, tabId) => {
  const id = await latestScanFor(tabId);
  // Passages the user cleared stay off when a check beside them finishes.
  if (id !== undefined && (await clearedIn(tabId)).has(id)) return;
  const store = await openHistoryStore();
  const record = id === undefined ? undefined : await store.getOf('url-scan', id);
  if (record?.source.tabId === tabId) await paintPassages(record);
});
