/** Attempts per webhook: the first call plus 16 retries. */
export const MAX_WEBHOOK_ATTEMPTS = 17;

/** The spec's longest wait. */
const MAX_WAIT_SECONDS = 65_535;

/**
 * Seconds to wait after failed attempt number `attempt` (1-based): 2, 4, 8 …
 * doubling, capped at 65535, so the 16th wait is 65535 s.
 */
export function retryWaitSeconds(attempt: number): number {
  return Math.min(2 ** Math.max(1, attempt), MAX_WAIT_SECONDS);
}
