/**
 * "Stop waiting" on one scan under way. One not sent yet is not sent; one the service has cannot
 * be called back (the API has no cancel), so the extension stops waiting for it and says what that
 * means. The record stays in history as cancelled, and no notification follows.
 */
import { appError } from '../../core/errors.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { exclusive } from '../engine/exclusive.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { scanChanged } from './scan-changes.ts';

/** The scan as stopped; none when it had ended already (or is not in history). */
export async function stopScan(id: string): Promise<UrlScanCheck | undefined> {
  const store = await openHistoryStore();
  // The scan's own lock, which its follow, confirmation and export take.
  return exclusive(id, async () => {
    const before = await store.getOf('url-scan', id);
    if (!before?.scan || before.status === 'done' || before.status === 'failed') return undefined;
    const sent = before.status === 'running' || before.scan.submittedAt !== undefined;
    const after = await store.updateOf('url-scan', id, (r) =>
      r.scan
        ? {
            ...r,
            status: 'failed',
            updatedAt: Date.now(),
            error: appError(
              'cancelled',
              sent
                ? 'You stopped waiting for this scan. The service may still finish it, and charge for it.'
                : 'Cancelled before it was sent: nothing was spent.',
            ),
            scan: { ...r.scan, phase: 'finished' },
          }
        : r,
    );
    if (after) await scanChanged(before, after);
    return after;
  });
}
