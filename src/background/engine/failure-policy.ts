import type { AppError } from '../../core/errors.ts';

/** Tries of one check, the first included, before a passing fault is reported as final. */
export const MAX_ATTEMPTS = 6;
const FIRST_WAIT_MS = 15_000;
const MAX_WAIT_MS = 10 * 60_000;

/**
 * An outage can last: a check that cannot reach the service keeps waiting this long from when it
 * was asked for, asking again at most every 2 minutes, so it completes soon after the service is
 * back (and at once when the popup opens), without locking anyone out.
 */
export const NETWORK_PATIENCE_MS = 24 * 60 * 60_000;
const NETWORK_MAX_WAIT_MS = 2 * 60_000;

export type NextStep = { retryAt: number } | { final: true };

/**
 * What to do after a check failed. The API client has already retried what it safely could;
 * what reaches here is either final (bad input, no credits, refused key) or a passing fault
 * (still rate-limited, offline, service trouble) that the worker waits out with growing pauses,
 * so a check the user asked for is not lost to a bad minute.
 */
export function nextStepAfter(
  error: AppError,
  attempts: number,
  now: number,
  /** When the work was asked for: network faults are waited out for a day from then. */
  since?: number,
): NextStep {
  // A redirect is a wrong address, not a passing fault: waiting would not change it.
  if (error.code === 'redirected') return { final: true };
  if (error.kind === 'network' && error.code !== 'aborted' && since !== undefined) {
    if (now - since >= NETWORK_PATIENCE_MS) return { final: true };
    const backoff = Math.min(NETWORK_MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1));
    return { retryAt: now + backoff };
  }
  const passing =
    error.kind === 'rate-limited' ||
    error.kind === 'network' ||
    (error.kind === 'service' && (error.status ?? 500) >= 500);
  if (!passing || attempts >= MAX_ATTEMPTS) return { final: true };
  const backoff = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1));
  return { retryAt: now + Math.max(backoff, error.retryAfterMs ?? 0) };
}
