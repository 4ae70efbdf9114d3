/**
 * Long work on a page runs in slices, so the page's own tasks (input, painting, its scripts) run
 * between them and the page never freezes while we read it.
 */

/** A slice this long leaves the page its frames (well under the 50 ms of a "long task"). */
const SLICE_MS = 8;
/** The clock is read once per this many items: reading it is not free on big pages. */
export const CLOCK_EVERY = 8;

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Gives the thread back to the page: `scheduler.yield()` where the browser has it (the page's
 * tasks run, then we continue ahead of new ones), else a message-channel task, which, unlike a
 * timer, no browser throttles in a background tab.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Counts the time of the current slice and yields when it is spent. */
export class PageSlices {
  private sliceStart = performance.now();

  constructor(private readonly budgetMs = SLICE_MS) {}

  /** Yields if this slice has run its time; call it between units of work. */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < this.budgetMs) return;
    await this.next();
  }

  /** Ends the slice now: before a call that is long on its own, so it starts a fresh task. */
  async next(): Promise<void> {
    await yieldToPage();
    this.sliceStart = performance.now();
  }

  /** `visit` on each item in order, yielding between items whenever a slice is spent. */
  async each<T>(items: readonly T[], visit: (item: T, index: number) => void): Promise<void> {
    for (let i = 0; i < items.length; i++) {
      visit(items[i]!, i);
      if (i % CLOCK_EVERY === CLOCK_EVERY - 1) await this.pause();
    }
  }
}
