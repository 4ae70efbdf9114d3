import { useEffect } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';

/** Each look may wait this long at the relay (a long poll, answered at the first event). */
const WAIT_SECONDS = 8;
/** A look that came back this fast found nothing to wait on (relay down): pause before the next. */
const FAST_ANSWER_MS = 500;
const PAUSE_MS = 2_000;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * While the popup shows a heatmap on its way, asks the worker to look at the relay now, so it
 * appears without waiting for the worker's next alarm. The record itself refreshes through the
 * check-update announcements, so this only drives the looking.
 */
export function useHeatmapFollow(checkId: string, waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const stop = new AbortController();
    // The loop awaits only sendToBackground and a pause, neither of which rejects.
    void (async () => {
      while (!stop.signal.aborted) {
        const started = Date.now();
        const r = await sendToBackground('images/follow-heatmap', {
          id: checkId,
          waitSeconds: WAIT_SECONDS,
        });
        const phase = r.ok ? r.value.check?.heatmap?.phase : undefined;
        if (stop.signal.aborted || (r.ok && phase !== 'waiting')) return;
        if (Date.now() - started < FAST_ANSWER_MS) await pause(PAUSE_MS);
      }
    })();
    return () => stop.abort();
  }, [checkId, waiting]);
}
