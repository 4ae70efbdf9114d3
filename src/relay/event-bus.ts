/**
 * Wakes long polls and event streams when an event is stored. Only a nudge: listeners read the
 * events from the store, so a missed or coalesced nudge loses nothing. In-process: on Node the
 * relay is one process, and on Workers every request of a relay reaches its one Durable Object.
 */
export interface Stored {
  memberId: string;
  scanId: string;
}

/** What a listener waits for: one member's events, of one scan or of all. */
export interface Interest {
  memberId: string;
  scanId?: string;
}

export interface EventBus {
  /** Called after an event is stored. */
  notify(stored: Stored): void;
  /** Calls `listener` for each later notify; returns the unsubscribe function. */
  subscribe(listener: (stored: Stored) => void): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<(stored: Stored) => void>();
  return {
    notify(stored) {
      for (const listener of [...listeners]) listener(stored);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function concerns(interest: Interest, stored: Stored): boolean {
  return (
    interest.memberId === stored.memberId &&
    (interest.scanId === undefined || interest.scanId === stored.scanId)
  );
}

/**
 * Resolves when a notify concerns `interest`, after `timeoutMs`, or when `signal` aborts,
 * whichever comes first.
 */
export function nextNotification(
  bus: EventBus,
  interest: Interest,
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
    const unsubscribe = bus.subscribe((stored) => {
      if (concerns(interest, stored)) done();
    });
    const timer = setTimeout(done, timeoutMs);
    signal?.addEventListener('abort', done, { once: true });
    if (signal?.aborted) done();
  });
}
