import { describe, expect, it } from 'vitest';
import { createLoginGuard, LOGIN_WINDOW_MS } from '../../../src/api/login-guard.ts';
import { memoryLoginGuardStore } from '../../../src/api/stores.ts';

describe('login guard', () => {
  it('allows 12 logins per 15 minutes and then says how long to wait', async () => {
    const clock = { now: 1_000_000 };
    const store = memoryLoginGuardStore();
    const guard = createLoginGuard({ store, now: () => clock.now });
    for (let i = 0; i < 12; i++) {
      expect((await guard.acquire()).ok).toBe(true);
      clock.now += 1_000;
    }
    const refused = await guard.acquire();
    expect(refused).toEqual({
      ok: false,
      error: {
        kind: 'rate-limited',
        code: 'login-limit',
        retryAfterMs: 1_000_000 + LOGIN_WINDOW_MS - clock.now,
        message: 'Too many sign-ins: the service allows 12 per 15 minutes. Try again in 15 min.',
      },
    });
    expect(store.times).toHaveLength(12);
  });

  it('frees a slot once the oldest attempt leaves the window', async () => {
    const clock = { now: 0 };
    const guard = createLoginGuard({
      store: memoryLoginGuardStore(),
      now: () => clock.now,
      limit: 2,
      windowMs: 100,
    });
    await guard.acquire();
    clock.now = 50;
    await guard.acquire();
    clock.now = 99;
    expect((await guard.acquire()).ok).toBe(false);
    clock.now = 100;
    expect((await guard.acquire()).ok).toBe(true);
  });

  it('keeps counting across restarts through the store', async () => {
    const store = memoryLoginGuardStore();
    const now = (): number => 5_000;
    for (let i = 0; i < 12; i++) await createLoginGuard({ store, now }).acquire();
    const restarted = createLoginGuard({ store, now });
    expect((await restarted.acquire()).ok).toBe(false);
  });

  it('gives back an attempt the service never answered', async () => {
    const store = memoryLoginGuardStore();
    const guard = createLoginGuard({ store, now: () => 7, limit: 1 });
    const first = await guard.acquire();
    expect(first).toEqual({ ok: true, value: 7 });
    expect((await guard.acquire()).ok).toBe(false);
    await guard.release(7);
    expect(store.times).toEqual([]);
    expect((await guard.acquire()).ok).toBe(true);
  });

  it('lets only 12 of many concurrent attempts through', async () => {
    const store = memoryLoginGuardStore();
    const guard = createLoginGuard({ store, now: () => 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => guard.acquire()));
    expect(results.filter((r) => r.ok)).toHaveLength(12);
  });

  it('ignores a corrupt stored value', async () => {
    const store = memoryLoginGuardStore();
    await store.save('junk' as unknown as number[]);
    const guard = createLoginGuard({ store, now: () => 1 });
    expect((await guard.acquire()).ok).toBe(true);
  });
});
