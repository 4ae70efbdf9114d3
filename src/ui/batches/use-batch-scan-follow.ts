import { useEffect } from 'preact/hooks';
import type { BatchView } from '../../shared/batches/batch-record.ts';
import { sendToBackground } from '../../platform/messaging.ts';

/** How long one look at the relay may wait for a scan's answer (the most `scans/poll` takes). */
const WAIT_SECONDS = 8;
/** A look answered sooner than this (nothing to wait on yet) waits before the next one. */
const QUICK_MS = 1000;

const final = (status: string): boolean => status === 'done' || status === 'failed';

/**
 * While a page shows a class set whose rows' plagiarism scans are out, it looks at the relay for
 * them, one at a time, as a scan's own view does: results then come as they arrive rather than
 * at the worker's next alarm (30 s at least). The table itself refreshes through the batch's
 * change announcements.
 */
export function useBatchScanFollow(batch: BatchView | null): void {
  const followId = batch?.rows.find(
    (row) =>
      row.status === 'checking' &&
      row.scanId !== undefined &&
      !row.summaries.some((s) => s.id === row.scanId && final(s.status)),
  )?.scanId;
  useEffect(() => {
    if (followId === undefined) return;
    const stop = new AbortController();
    void (async () => {
      while (!stop.signal.aborted) {
        const started = Date.now();
        const answer = await sendToBackground('scans/poll', {
          id: followId,
          waitSeconds: WAIT_SECONDS,
        });
        if (!answer.ok) return;
        // No record yet: the row's id is recorded before its scan is stored; asked again.
        const { scan } = answer.value;
        if (scan && final(scan.status)) return;
        if (Date.now() - started < QUICK_MS) {
          await new Promise((resolve) => setTimeout(resolve, QUICK_MS));
        }
      }
    })();
    return () => stop.abort();
  }, [followId]);
}
