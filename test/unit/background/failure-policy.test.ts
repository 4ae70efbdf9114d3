import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextStepAfter } from '../../../src/background/checks/failure-policy.ts';
import { appError } from '../../../src/shared/errors.ts';

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
