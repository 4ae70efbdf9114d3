/**
 * Wakes long polls and event streams when an event is stored. Only a nudge: listeners read the
 * events from the store, so a missed or coalesced nudge loses nothing. In-process; a deployment
 * with several instances would back this with its platform's pub/sub, or clients simply poll.
 */
export interface EventBus {
  /** Called after an event is stored. */
  notify(scanId: string): void;
  /** Calls `listener` for each later notify; returns the unsubscribe function. */
  subscribe(listener: (scanId: string) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<(scanId: string) => void>();
  return {
    notify(scanId) {
      for (const listener of [...listeners]) listener(scanId);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Resolves when a notify concerns `scanId` (any scan when undefined), after `timeoutMs`, or when
 * `signal` aborts, whichever comes first.
 */
export function nextNotification(
  bus: EventBus,
  scanId: string | undefined,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const unsubscribe = bus.subscribe((notified) => {
      if (scanId === undefined || notified === scanId) done();
    });
    const timer = setTimeout(done, timeoutMs);
    signal?.addEventListener('abort', done, { once: true });
    if (signal?.aborted) done();
  });
}
