import { toBase64 } from '../../core/base64.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { reportFilename } from '../../shared/scans/report-filename.ts';
import { apiClient } from '../account/api-session.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { fetchExportPdf } from '../relay-client/relay-reader.ts';
import { exclusive } from '../engine/exclusive.ts';
import { exportScanNow } from './export-finished-scan.ts';
import { rescheduleFollow } from './scan-follower.ts';

/** Largest PDF passed to the popup (as base64 in a message). */
export const MAX_PDF_BYTES = 8 * 1024 * 1024;

/** Exports a finished scan to the relay: every result, the crawled version and the PDF report. */
export async function exportUrlScan(id: string): Promise<Result<UrlScanCheck>> {
  const outcome = await exclusive(id, () => exportScanNow(id));
  await rescheduleFollow();
  return outcome;
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
