/**
 * Counts failed authentications (a wrong relay token on the read API, a wrong hook secret) per
 * client, and shuts a client out for the rest of the window once it passes the limit, so tokens
 * and hook secrets cannot be guessed at speed. In memory, per process: a restart forgets, which
 * only gives a guesser one more window. Pure apart from the clock it is given. hono has no rate
 * limiter of its own; bearer-auth.ts feeds this one from hono's bearerAuth refusals.
 */
export interface FailureLimiterOptions {
  /** Failures allowed per window before the client is refused. */
  limit: number;
  windowMs: number;
  now: () => number;
  /** Clients remembered at most; the oldest are forgotten first. */
  maxClients?: number;
}

export interface FailureLimiter {
  /** Whether the client is shut out now; the wait until it may try again when it is. */
  blocked(client: string): number | undefined;
  fail(client: string): void;
}

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const maxClients = options.maxClients ?? 10_000;
  const failures = new Map<string, number[]>();
  const recent = (client: string, now: number): number[] => {
    const times = (failures.get(client) ?? []).filter((t) => t > now - options.windowMs);
    if (times.length === 0) failures.delete(client);
    else failures.set(client, times);
    return times;
  };
  return {
    blocked(client) {
      const now = options.now();
      const times = recent(client, now);
      if (times.length < options.limit) return undefined;
      return (times[times.length - options.limit] ?? now) + options.windowMs - now;
    },
    fail(client) {
      const now = options.now();
      const times = recent(client, now);
      times.push(now);
      failures.delete(client);
      failures.set(client, times);
      while (failures.size > maxClients) failures.delete(failures.keys().next().value!);
    },
  };
}
