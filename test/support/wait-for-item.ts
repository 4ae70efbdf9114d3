/**
 * Resolves with the first item of a growing list that matches, now or once the producer calls
 * the waiters after adding items; rejects after `timeoutMs` with `failure()` as the message.
 */
export function waitForItem<T>(
  items: readonly T[],
  waiters: Set<() => void>,
  predicate: (item: T) => boolean,
  timeoutMs: number,
  failure: () => string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      const found = items.find(predicate);
      if (found === undefined) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(failure()));
    }, timeoutMs);
    waiters.add(check);
    check();
  });
}
