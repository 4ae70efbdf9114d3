import { browser } from '../../platform/browser.ts';

/**
 * Chrome stops an idle worker after 30 s, even with a fetch outstanding. While a check runs, a
 * cheap extension API call every 20 s counts as activity. Holds nest: the last release stops it.
 */
const PING_MS = 20_000;
let holds = 0;
let timer: ReturnType<typeof setInterval> | undefined;

export function holdWorkerAwake(): () => void {
  holds += 1;
  // Only the call counts, not its answer, so a failed one is ignored.
  timer ??= setInterval(
    () => void browser.runtime.getPlatformInfo().catch(() => undefined),
    PING_MS,
  );
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
