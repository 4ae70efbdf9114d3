import { useEffect } from 'preact/hooks';

/** Each look may wait this long at the relay (a long poll, answered at the first event). */
export const FOLLOW_WAIT_SECONDS = 8;
/** A look that came back this fast found nothing to wait on (relay down): pause before the next. */
const FAST_ANSWER_MS = 500;
const PAUSE_MS = 2_000;

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The popup's one follow loop: while it shows a result on its way by webhook (a scan's, a
 * heatmap, a video's), asks the worker to look at the relay now, so it appears without waiting
 * for the worker's next alarm. The record itself refreshes through the check-update
 * announcements, so this mostly drives the looking. `look` long-polls once and answers whether
 * the result is still awaited (it may show what it got unless `signal` says the popup moved on);
 * it must not reject.
 */
export function useRelayFollow(
  key: string,
  waiting: boolean,
  look: (signal: AbortSignal) => Promise<boolean>,
): void {
  useEffect(() => {
    if (!waiting) return;
    const stop = new AbortController();
    void (async () => {
      while (!stop.signal.aborted) {
        const started = Date.now();
        const stillWaiting = await look(stop.signal);
        if (stop.signal.aborted || !stillWaiting) return;
        if (Date.now() - started < FAST_ANSWER_MS) await pause(PAUSE_MS);
      }
    })();
    return () => stop.abort();
    // `look` is made anew each render; the key says which result is followed.
  }, [key, waiting]);
}
