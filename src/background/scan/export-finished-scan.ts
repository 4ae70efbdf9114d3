/**
 * Asks the service to export a finished scan to the relay and keeps the request on the record;
 * used by the popup's export and by the follower (a text scan's passages). The caller holds the
 * record's lock.
 */
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { exportIdOf } from '../../shared/scans/url-scan-state.ts';
import { apiClient } from '../account/api-session.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { scanChanged } from './scan-changes.ts';
import { requestScanExport } from './scan-export.ts';

function exportNumber(record: UrlScanCheck): number {
  const match = /-x(\d+)$/.exec(record.scan?.export?.exportId ?? '');
  return match ? Number(match[1]) + 1 : 1;
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
