import { reportIfTestFails } from './report-if-test-fails.ts';

/**
 * Resolves with the first item of a growing list that matches, now or once the producer calls
 * the waiters after adding items. No deadline of its own, so a slow machine only makes it wait
 * longer: the test's timeout ends the wait, and if the test fails while this still waits,
 * `describe()` is printed to say what never came.
 */
export function waitForItem<T>(
  items: readonly T[],
  waiters: Set<() => void>,
  predicate: (item: T) => boolean,
  describe: () => string,
): Promise<T> {
  let waiting = true;
  reportIfTestFails(() => waiting, describe);
  return new Promise((resolve) => {
    const check = (): void => {
      const found = items.find(predicate);
      if (found === undefined) return;
      waiting = false;
      waiters.delete(check);
      resolve(found);
    };
    waiters.add(check);
    check();
  });
}
