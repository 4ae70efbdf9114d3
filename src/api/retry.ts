/**
 * When to try a request again and how long to wait first.
 *
 * Waits follow the service's advice: 1, 2, 4, 8 … s plus a random 1–10 s, capped at 60 s, and a
 * Retry-After header wins when present. Which failures are retried depends on what a repeat
 * could cost:
 * - `safe` (GETs, login, resend): a repeat changes nothing, so 429, 5xx and every transport
 *   failure are retried. A resent webhook may arrive twice, which delivery allows anyway.
 * - `idempotent` (URL submit, export): the repeat reuses the caller's id, so the service refuses
 *   a duplicate with 409 instead of running it twice; retried like `safe`.
 * - `spends-credits` (text, image and moderation checks): a repeat of a request the service
 *   processed is charged again. Only failures that prove the check was not processed are retried:
 *   429, and a connection that was never made. A dropped connection, a timeout or a 5xx may
 *   follow a processed (charged) check, so the error goes back to the person instead.
 */
import type { TransportFailure } from './errors.ts';

export type RetryMode = 'safe' | 'idempotent' | 'spends-credits';

export interface RetryOptions {
  /** Repeats after the first attempt. */
  maxRetries: number;
  /**
   * Repeats when nothing answers at the service's address: one, so a blip is ridden out, but a
   * service that is down (or a wrong address) is reported in seconds, not after a minute of
   * silent retries; the caller then waits it out where the user can see it.
   */
  maxUnreachableRetries: number;
  baseMs: number;
  capMs: number;
  jitterMinMs: number;
  jitterMaxMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxRetries: 4,
  maxUnreachableRetries: 1,
  baseMs: 1_000,
  capMs: 60_000,
  jitterMinMs: 1_000,
  jitterMaxMs: 10_000,
};

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Wait before repeat number `retry` (0 for the first repeat). `random` returns [0, 1). */
export function backoffDelay(retry: number, options: RetryOptions, random: () => number): number {
  const exponential = options.baseMs * 2 ** retry;
  const jitter = options.jitterMinMs + random() * (options.jitterMaxMs - options.jitterMinMs);
  return Math.min(options.capMs, exponential + jitter);
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

export function shouldRetryStatus(mode: RetryMode, status: number): boolean {
  if (status === 429) return true;
  const serverFault = status >= 500 && status !== 501;
  return serverFault && mode !== 'spends-credits';
}

export function shouldRetryFailure(mode: RetryMode, failure: TransportFailure): boolean {
  if (failure === 'aborted' || failure === 'redirected') return false;
  // An unreachable service almost surely did not see the request, but "almost" is not proof:
  // what spends credits is left to the caller's slower, same-scan-id retry.
  return mode !== 'spends-credits' || failure === 'not-sent';
}
