import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  DEFAULT_RETRY,
  parseRetryAfter,
  shouldRetryFailure,
  shouldRetryStatus,
} from '../../../src/api/retry.ts';

describe('backoffDelay', () => {
  it('doubles from 1 s and adds 1–10 s of jitter by default', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0)).toBe(2_000);
    expect(backoffDelay(1, DEFAULT_RETRY, () => 0)).toBe(3_000);
    expect(backoffDelay(3, DEFAULT_RETRY, () => 0)).toBe(9_000);
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0.999999)).toBeCloseTo(11_000, -1);
  });

  it('never exceeds the cap', () => {
    expect(backoffDelay(10, DEFAULT_RETRY, () => 0.5)).toBe(60_000);
  });

  it('uses the configured base, cap and jitter', () => {
    const options = {
      maxRetries: 2,
      maxUnreachableRetries: 1,
      baseMs: 10,
      capMs: 50,
      jitterMinMs: 0,
      jitterMaxMs: 4,
    };
    expect(backoffDelay(0, options, () => 0.5)).toBe(12);
    expect(backoffDelay(2, options, () => 0)).toBe(40);
    expect(backoffDelay(3, options, () => 0)).toBe(50);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it('reads delta seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter(' 0.5 ', now)).toBe(500);
  });
  it('reads an HTTP date relative to now', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
  });
  it('ignores absent or unreadable values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('which failures are retried', () => {
  it('retries 429 in every mode', () => {
    for (const mode of ['safe', 'idempotent', 'spends-credits'] as const) {
      expect(shouldRetryStatus(mode, 429)).toBe(true);
    }
  });
  it('retries 5xx only where a repeat costs nothing', () => {
    expect(shouldRetryStatus('safe', 503)).toBe(true);
    expect(shouldRetryStatus('idempotent', 500)).toBe(true);
    expect(shouldRetryStatus('spends-credits', 500)).toBe(false);
    expect(shouldRetryStatus('safe', 501)).toBe(false);
    expect(shouldRetryStatus('safe', 400)).toBe(false);
  });
  it('retries a credit-spending check only when it was never sent', () => {
    expect(shouldRetryFailure('spends-credits', 'not-sent')).toBe(true);
    expect(shouldRetryFailure('spends-credits', 'dropped')).toBe(false);
    expect(shouldRetryFailure('spends-credits', 'timeout')).toBe(false);
    expect(shouldRetryFailure('idempotent', 'dropped')).toBe(true);
    expect(shouldRetryFailure('safe', 'timeout')).toBe(true);
    expect(shouldRetryFailure('safe', 'aborted')).toBe(false);
  });
});
