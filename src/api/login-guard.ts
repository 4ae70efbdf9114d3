/**
 * Keeps logins within the service's limit of 12 per 15 minutes. Attempts are recorded in an
 * injected store before they are sent, so a restarted worker keeps counting, and a failed
 * attempt counts too (the service counts requests, not successes).
 */
import * as v from 'valibot';
import { appError, err, ok, type Result } from '../shared/errors.ts';
import type { LoginGuardStore } from './stores.ts';

export const LOGIN_LIMIT = 12;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginGuard {
  /** Records an attempt now, or refuses with `rate-limited` and the wait until a slot frees. */
  acquire(): Promise<Result<void>>;
}

export interface LoginGuardOptions {
  store: LoginGuardStore;
  now: () => number;
  limit?: number;
  windowMs?: number;
}

const TimesSchema = v.array(v.number());

export function createLoginGuard(options: LoginGuardOptions): LoginGuard {
  const limit = options.limit ?? LOGIN_LIMIT;
  const windowMs = options.windowMs ?? LOGIN_WINDOW_MS;
  // Serialised so two callers cannot both read 11 and both go ahead.
  let queue: Promise<unknown> = Promise.resolve();

  async function attempt(): Promise<Result<void>> {
    const now = options.now();
    const loaded = await options.store.load();
    const times = (v.is(TimesSchema, loaded) ? loaded : [])
      .filter((time) => time > now - windowMs)
      .sort((a, b) => a - b);
    if (times.length >= limit) {
      const retryAfterMs = Math.max(0, (times[times.length - limit] ?? now) + windowMs - now);
      const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
      return err(
        appError(
          'rate-limited',
          `Too many sign-ins: the service allows ${limit} per ${Math.round(windowMs / 60_000)} minutes. Try again in ${minutes} min.`,
          { retryAfterMs, code: 'login-limit' },
        ),
      );
    }
    times.push(now);
    await options.store.save(times);
    return ok(undefined);
  }

  return {
    acquire(): Promise<Result<void>> {
      const next = queue.then(attempt, attempt);
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
