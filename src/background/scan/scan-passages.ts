/**
 * The exact passages a scan matched. The completed webhook names the sources only; where each
 * matches is in its exported result. So a finished scan with sources is exported to the relay at
 * once, and once the export is in, each result is read and its ranges placed in our copy of the
 * text (the text sent, or the page: as read for the scan, or as it reads now when it changed) and
 * kept on the record, then painted on the page the text came from by the scan's painter
 * (scan-tab-painter.ts), in a layer of their own beside a check's marks. A PDF's or an image's
 * are quoted only.
 */
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { browser } from '../../platform/browser.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { passagesOf, placePassages } from './matched-passages.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import type { ScanPassage } from '../../shared/scans/url-scan-result.ts';
import { nextStepAfter } from '../engine/failure-policy.ts';
import { repaintTab } from '../engine/tab-refresh.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { fetchExportCrawledText, fetchExportResult } from '../relay-client/relay-reader.ts';
import { exportScanNow } from './export-finished-scan.ts';
import { scanChanged } from './scan-changes.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { pageUnchanged } from '../sources/page-unchanged.ts';
import { takePageCopy } from './page-copies.ts';

/** A finished scan with sources whose passages were not asked for yet. */
export function wantsPassages(record: UrlScanCheck): boolean {
  const result = record.result;
  return (
    record.status === 'done' &&
    !!result &&
    result.sources.length > 0 &&
    result.passagesState === undefined &&
    record.cachedFrom === undefined
  );
}

/** The export asked for by `askForPassages` has ended (delivered, or given up). */
export function passagesArrived(record: UrlScanCheck): boolean {
  const state = record.scan?.export?.status;
  return (
    record.result?.passagesState === 'reading' && (state === 'completed' || state === 'failed')
  );
}

async function setPassages(
  record: UrlScanCheck,
  change: Pick<NonNullable<UrlScanCheck['result']>, 'passages' | 'passagesState'>,
  /** The page text the passages were placed in, read just now (a scan by address). */
  textId?: string,
): Promise<UrlScanCheck> {
  const store = await openHistoryStore();
  const next = await store.updateOf('url-scan', record.id, (r) =>
    r.result
      ? {
          ...r,
          ...(textId ? { source: { ...r.source, textId } } : {}),
          result: { ...r.result, ...change },
          updatedAt: Date.now(),
        }
      : r,
  );
  if (!next) return record;
  await scanChanged(record, next);
  return next;
}

/** A passing fault of the export is tried again on later follows, for this long. */
const EXPORT_PATIENCE_MS = 6 * 60 * 60_000;

/**
 * Exports the scan's results to the relay (the caller holds the record's lock). A passing fault
 * (the export's own rate limit, the service busy, offline) leaves it to the next follow.
 */
export async function askForPassages(record: UrlScanCheck): Promise<UrlScanCheck> {
  const exported = await exportScanNow(record.id);
  if (exported.ok) return setPassages(exported.value, { passagesState: 'reading' });
  const now = Date.now();
  const since = record.scan?.submittedAt ?? record.createdAt;
  const passing = !('final' in nextStepAfter(exported.error, 1, now));
  if (passing && now - since < EXPORT_PATIENCE_MS) return record;
  return setPassages(record, { passagesState: 'failed' });
}

/** Reads every delivered result of the export, keeps the passages and paints them. */
export async function readPassages(record: UrlScanCheck): Promise<UrlScanCheck> {
  const exportId = record.scan?.export?.exportId;
  const relay = await relayAccess();
  if (!exportId || !relay.ok || !record.result) {
    return setPassages(record, { passagesState: 'failed' });
  }
  // The document as the service read it: its passages' offsets count in it.
  const crawled = await fetchExportCrawledText(relay.value, record.id, exportId);
  const serviceText = crawled.ok ? crawled.value : undefined;
  const ours = await ourCopy(record);
  const ourText = ours?.text;
  const limit = (serviceText ?? ourText)?.length ?? Number.MAX_SAFE_INTEGER;
  const found: ScanPassage[] = [];
  let read = 0;
  for (const source of record.result.sources) {
    const exported = await fetchExportResult(relay.value, record.id, exportId, source.id);
    if (!exported.ok) continue; // not delivered: its passages stay unknown
    read += 1;
    found.push(...passagesOf(source.id, exported.value, limit));
  }
  const next = await setPassages(
    record,
    {
      passages: placePassages(found, serviceText, ourText),
      passagesState: read > 0 ? 'read' : 'failed',
    },
    ours?.textId,
  );
  if (next.source.tabId !== undefined) await repaintTab(next.source.tabId, ['url-scan']);
  return next;
}

/**
 * The text passages are placed in, and the name of its map on the page: the text sent; for a
 * scan by address, while the tab still shows it, the page's readable text as read for the scan's
 * plan when the page has not changed since, else as it reads now.
 */
async function ourCopy(
  record: UrlScanCheck,
): Promise<{ text: string; textId?: string | undefined } | undefined> {
  const route = routeOf(record).route;
  if (route === 'text') return { text: record.input, textId: record.source.textId };
  const tabId = record.source.tabId;
  if (route !== 'url' || tabId === undefined) return undefined;
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  if (tab?.url !== record.input) return undefined; // the tab shows another page now
  const frame = frameOfSource(tabId, record.source);
  // The page as read for the scan's plan, unless it changed since.
  const copy = takePageCopy(record.id);
  if (copy && (await pageUnchanged(frame, copy.textId))) return copy;
  const read = await askTab(frame, 'content/read-text', {
    source: 'page',
  });
  if (!read.ok || !read.value.mappable) return undefined;
  return { text: read.value.text, textId: read.value.textId };
}
