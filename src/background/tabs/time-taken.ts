/** More than a bench reads between two openings: older ones go, so a long-lived worker keeps few. */
const KEPT = 50;

/**
 * Records how long a step of answering the popup took (injecting the content script, surveying
 * the frames), as a User Timing measure named `name`: seen in the worker's DevTools performance
 * panel, and read by `npm run bench` (scripts/bench-popup.ts) to say where a first opening's
 * time goes. Returns what `work` gives.
 */
export async function timeTaken<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    if (performance.getEntriesByName(name, 'measure').length >= KEPT) {
      performance.clearMeasures(name);
    }
    performance.measure(name, { start, end: performance.now() });
  }
}
