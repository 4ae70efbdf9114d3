import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  NETWORK_PATIENCE_MS,
  nextStepAfter,
} from '../../../../src/background/engine/failure-policy.ts';
import { appError } from '../../../../src/core/errors.ts';

const NOW = 1_000_000;

describe('nextStepAfter', () => {
  it('waits out passing faults with growing pauses', () => {
    const limited = appError('rate-limited', 'Too many requests.', { status: 429 });
    expect(nextStepAfter(limited, 1, NOW)).toEqual({ retryAt: NOW + 15_000 });
    expect(nextStepAfter(limited, 3, NOW)).toEqual({ retryAt: NOW + 60_000 });
    expect(nextStepAfter(appError('network', 'offline'), 2, NOW)).toEqual({
      retryAt: NOW + 30_000,
    });
    expect(nextStepAfter(appError('service', 'oops', { status: 503 }), 1, NOW)).toHaveProperty(
      'retryAt',
    );
  });

  it('honours a longer wait the service asked for', () => {
    const limited = appError('rate-limited', 'Slow down.', { retryAfterMs: 120_000 });
    expect(nextStepAfter(limited, 1, NOW)).toEqual({ retryAt: NOW + 120_000 });
  });

  it('gives up on final errors at once, and on passing ones after the last attempt', () => {
    for (const kind of ['auth', 'credits', 'invalid-input', 'internal'] as const) {
      expect(nextStepAfter(appError(kind, 'no'), 1, NOW)).toEqual({ final: true });
    }
    expect(nextStepAfter(appError('service', 'bad', { status: 400 }), 1, NOW)).toEqual({
      final: true,
    });
    expect(nextStepAfter(appError('network', 'offline'), MAX_ATTEMPTS, NOW)).toEqual({
      final: true,
    });
  });
});

describe('nextStepAfter for a service that cannot be reached', () => {
  const offline = appError('network', 'Cannot reach the service at api.test.', {
    code: 'unreachable',
  });
  const asked = NOW - 60_000;

  it('keeps waiting, asking again at most every 2 minutes, well past the usual attempts', () => {
    expect(nextStepAfter(offline, 1, NOW, asked)).toEqual({ retryAt: NOW + 15_000 });
    expect(nextStepAfter(offline, MAX_ATTEMPTS + 20, NOW, asked)).toEqual({
      retryAt: NOW + 120_000,
    });
  });

  it('gives up a day after the check was asked for', () => {
    expect(nextStepAfter(offline, 50, NOW, NOW - NETWORK_PATIENCE_MS)).toEqual({ final: true });
  });
});
