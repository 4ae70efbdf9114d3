import { toBase64 } from '../../core/base64.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { exportIdOf } from '../../shared/scans/url-scan-state.ts';
import { reportFilename } from '../../shared/scans/report-filename.ts';
import { apiClient } from '../api-session.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { fetchExportPdf } from '../relay-client/relay-reader.ts';
import { exclusive } from '../exclusive.ts';
import { scanChanged } from './scan-changes.ts';
import { requestScanExport } from './scan-export.ts';
import { rescheduleFollow } from './scan-follower.ts';

/** Largest PDF passed to the popup (as base64 in a message). */
export const MAX_PDF_BYTES = 8 * 1024 * 1024;

function exportNumber(record: UrlScanCheck): number {
  const match = /-x(\d+)$/.exec(record.scan?.export?.exportId ?? '');
  return match ? Number(match[1]) + 1 : 1;
}

/** Exports a finished scan to the relay: every result, the crawled version and the PDF report. */
export async function exportUrlScan(id: string): Promise<Result<UrlScanCheck>> {
  const outcome = await exclusive(id, () => exportScanNow(id));
  await rescheduleFollow();
  return outcome;
}

/** The export itself; the caller holds the record's lock. */
export async function exportScanNow(id: string): Promise<Result<UrlScanCheck>> {
  const store = await openHistoryStore();
  const record = await store.getOf('url-scan', id);
  const result = record?.result;
  if (!record?.scan || record.status !== 'done' || !result) {
    return err(appError('not-ready', 'Only a finished scan can be exported.'));
  }
  const relay = await relayAccess();
  if (!relay.ok) return relay;
  const exportId = exportIdOf(id, exportNumber(record));
  const pdf = record.settings['pdfReport'] === true;
  const sent = await requestScanExport(await apiClient(), {
    scanId: id,
    exportId,
    resultIds: result.sources.map((s) => s.id),
    pdf,
    relay: relay.value,
  });
  if (!sent.ok) return sent;
  const now = Date.now();
  const next = await store.updateOf('url-scan', id, (r) =>
    r.scan
      ? {
          ...r,
          updatedAt: now,
          scan: {
            ...r.scan,
            export: {
              exportId,
              status: 'requested',
              requestedAt: now,
              pdf,
              pdfReady: false,
              delivered: 0,
            },
          },
        }
      : r,
  );
  if (!next) return err(appError('not-found', 'This scan is no longer in history.'));
  await scanChanged(record, next);
  return ok(next);
}

/** The exported PDF report, fetched from the relay here so the relay token never leaves the worker. */
export async function exportedPdf(
  id: string,
): Promise<Result<{ filename: string; base64: string; size: number }>> {
  const record = await (await openHistoryStore()).getOf('url-scan', id);
  const exported = record?.scan?.export;
  if (!record || !exported?.pdf) {
    return err(appError('not-ready', 'Export the scan with its PDF report first.'));
  }
  const relay = await relayAccess();
  if (!relay.ok) return relay;
  const bytes = await fetchExportPdf(relay.value, id, exported.exportId, MAX_PDF_BYTES);
  if (!bytes.ok) return bytes;
  return ok({
    filename: reportFilename(record.source.url ?? record.input, record.createdAt, 'pdf'),
    base64: toBase64(bytes.value),
    size: bytes.value.length,
  });
}

/** Asks the service to send the scan's status webhook again (only a finished scan can). */
export async function resendScanWebhook(id: string): Promise<Result<{ accepted: true }>> {
  const record = await (await openHistoryStore()).getOf('url-scan', id);
  if (!record?.scan) return err(appError('not-found', 'No such scan.'));
  const scanId = record.scan.phase === 'checking-credits' ? (record.scan.creditsScanId ?? id) : id;
  const sent = await (await apiClient()).resendWebhook(scanId);
  if (!sent.ok && sent.error.kind === 'not-ready') {
    return err({
      ...sent.error,
      message: 'The scan is not finished yet; its webhook can be resent once it has.',
    });
  }
  return sent;
}
