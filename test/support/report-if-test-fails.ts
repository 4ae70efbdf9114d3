import { onTestFailed } from 'vitest';

/**
 * For waits without a deadline of their own: if the test fails (its timeout included) while the
 * wait is still pending, prints what it was waiting for and what it saw. Waits in hooks
 * (beforeAll …) have no test to report to; their hook's timeout names them.
 */
export function reportIfTestFails(stillWaiting: () => boolean, describe: () => string): void {
  try {
    onTestFailed(() => {
      if (stillWaiting()) console.error(describe());
    });
  } catch {
    // Not inside a test: see above.
  }
}
