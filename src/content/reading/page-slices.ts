/**
 * Long work on a page runs in slices, so the page's own tasks (input, painting, its scripts) run
 * between them and the page never freezes while we read it.
 */

/** A slice this long leaves the page its frames (well under the 50 ms of a "long task"). */
const SLICE_MS = 8;
/** The clock is read once per this many items: reading it is not free on big pages. */
const CLOCK_EVERY = 8;

/** A yield whose message was lost still ends (throttled to a second or so in a hidden tab). */
const BACKSTOP_MS = 250;

interface Waiter {
  resume: () => void;
  backstop: ReturnType<typeof setTimeout>;
}

const waiting: Waiter[] = [];
/**
 * Held while anyone waits on it: a port nothing refers to may be collected with its message
 * still queued, and whoever waited on it would wait for ever.
 */
let channel: MessageChannel | undefined;

function settle(waiter: Waiter): void {
  const at = waiting.indexOf(waiter);
  if (at >= 0) waiting.splice(at, 1);
  clearTimeout(waiter.backstop);
  waiter.resume();
}

function openChannel(): MessageChannel {
  const opened = new MessageChannel();
  opened.port1.onmessage = () => {
    const first = waiting[0];
    if (first) settle(first);
    if (waiting.length === 0 && channel === opened) {
      opened.port1.close();
      channel = undefined;
    }
  };
  return opened;
}

/**
 * Gives the thread back to the page: a message-channel task, which takes its turn after the tasks
 * already waiting (the page's own, and the replies our reading waits for), and which, unlike a
 * timer, no browser throttles in a background tab. Not `scheduler.yield()`: it puts our next
 * slice ahead of every waiting task of its priority, so those would wait for the whole pass
 * (measured: the reply opening the hidden page came 130 ms late, after the last slice).
 */
function yieldToPage(): Promise<void> {
  channel ??= openChannel();
  const { port2 } = channel;
  return new Promise((resume) => {
    const waiter: Waiter = { resume, backstop: setTimeout(() => settle(waiter), BACKSTOP_MS) };
    waiting.push(waiter);
    port2.postMessage(null);
  });
}

/** Counts the time of the current slice and yields when it is spent. */
export class PageSlices {
  private sliceStart = performance.now();

  constructor(private readonly budgetMs = SLICE_MS) {}

  /** Yields if this slice has run its time; call it between units of work. */
  async pause(): Promise<void> {
    if (this.spent()) await this.next();
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
      // The clock read here, not through `pause`: awaiting it every few items, spent or not,
      // suspended the loop thousands of times a pass for nothing.
      if (i % CLOCK_EVERY === CLOCK_EVERY - 1 && this.spent()) await this.next();
    }
  }

  private spent(): boolean {
    return performance.now() - this.sliceStart >= this.budgetMs;
  }
}
