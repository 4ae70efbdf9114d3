/**
 * Keeps logins within the service's limit of 12 per 15 minutes. Attempts are recorded in an
 * injected store before they are sent, so a restarted worker keeps counting, and a refused
 * attempt counts too (the service counts requests, not successes). An attempt the service never
 * answered (unreachable, dropped) is given back: counting those locked users out for minutes
 * after an outage, with logins the service never saw.
 */
import * as v from 'valibot';
import { appError, err, ok, type Result } from '../core/errors.ts';
import type { LoginGuardStore } from './stores.ts';

export const LOGIN_LIMIT = 12;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface LoginGuard {
  /**
   * Records an attempt now and answers its time, or refuses with `rate-limited` and the wait
   * until a slot frees.
   */
  acquire(): Promise<Result<number>>;
  /** Gives back the attempt recorded at `time`: the service never answered it. */
  release(time: number): Promise<void>;
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

  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined); // the caller gets `next` and its failure; the queue goes on
    return next;
  };

  async function attempt(): Promise<Result<number>> {
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
    return ok(now);
  }

  async function release(time: number): Promise<void> {
    const loaded = await options.store.load();
    const times = v.is(TimesSchema, loaded) ? loaded : [];
    const at = times.lastIndexOf(time);
    if (at === -1) return;
    times.splice(at, 1);
    await options.store.save(times);
  }

  return {
    acquire: () => serial(attempt),
    release: (time) => serial(() => release(time)),
  };
}
