/**
 * Owns the access token: logs in once, reuses the token until shortly before it expires (48 h,
 * refreshed 5 min early), lets only one login run at a time and stores the token so a restarted
 * worker does not log in again. The token and key are never put into errors (see secrets.ts).
 */
import * as v from 'valibot';
import { appError, err, ok, type AppError, type Result } from '../core/errors.ts';
import { transportError } from './errors.ts';
import { LoginRequestSchema, parseServiceTime, type LoginResponse } from './endpoints/login.ts';
import type { LoginGuard } from './login-guard.ts';
import type { RunOptions, TokenSource } from './request-runner.ts';
import {
  StoredTokenSchema,
  type Credentials,
  type CredentialsProvider,
  type StoredToken,
  type TokenStore,
} from './stores.ts';
import { validateInput } from './validation/issues.ts';

export const TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export type RunLogin = (
  credentials: Credentials,
  options: RunOptions,
) => Promise<Result<LoginResponse>>;

export interface TokenManagerOptions {
  credentials: CredentialsProvider;
  store: TokenStore;
  guard: LoginGuard;
  runLogin: RunLogin;
  now: () => number;
  refreshMarginMs?: number;
  /** Told about every key and token so they can be scrubbed from error messages. */
  onSecret?: (secret: string) => void;
  /** Told how each login the service was asked for ended (accepted, refused, not answered). */
  onLoginOutcome?: (outcome: Result<SessionInfo>) => Promise<void> | void;
  /**
   * Asked before each login: an error stops it without a request (the service already refused
   * these credentials; asking again would only spend one of the 12 sign-ins per 15 minutes).
   */
  refuseLogin?: () => Promise<AppError | undefined>;
}

/** What callers may learn about the session: never the token itself. */
export interface SessionInfo {
  issuedAt: number;
  expiresAt: number;
}

export interface TokenManager extends TokenSource {
  login(options?: { force?: boolean; signal?: AbortSignal }): Promise<Result<SessionInfo>>;
  logout(): Promise<void>;
}

function raceAbort<T>(promise: Promise<Result<T>>, signal?: AbortSignal): Promise<Result<T>> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.resolve(err(transportError('aborted')));
  return new Promise((resolve) => {
    const onAbort = (): void => resolve(err(transportError('aborted')));
    signal.addEventListener('abort', onAbort, { once: true });
    // `promise` is a Result and never rejects.
    void promise.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

/** Lifetime from the service's own `.issued`/`.expires` pair, so local clock skew cannot matter. */
export function tokenFromLogin(
  response: LoginResponse,
  now: number,
  marginMs: number,
): StoredToken {
  const issued = parseServiceTime(response['.issued']);
  const expires = parseServiceTime(response['.expires']);
  let lifetime = TOKEN_LIFETIME_MS;
  if (expires !== undefined && issued !== undefined && expires > issued)
    lifetime = expires - issued;
  else if (expires !== undefined && expires - now > marginMs) lifetime = expires - now;
  return { accessToken: response.access_token, issuedAt: now, expiresAt: now + lifetime };
}

export function createTokenManager(options: TokenManagerOptions): TokenManager {
  const margin = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  let current: StoredToken | undefined;
  let loading: Promise<void> | undefined;
  let inflight: Promise<Result<StoredToken>> | undefined;

  const isFresh = (token: StoredToken): boolean => token.expiresAt - margin > options.now();
  const info = (token: StoredToken): SessionInfo => ({
    issuedAt: token.issuedAt,
    expiresAt: token.expiresAt,
  });

  async function cached(): Promise<StoredToken | undefined> {
    loading ??= options.store.load().then(
      (stored) => {
        if (current === undefined && v.is(StoredTokenSchema, stored)) {
          current = stored;
          options.onSecret?.(stored.accessToken);
        }
      },
      () => undefined, // an unreadable store only costs one extra login
    );
    await loading;
    return current && isFresh(current) ? current : undefined;
  }

  async function report(outcome: Result<SessionInfo>): Promise<void> {
    try {
      await options.onLoginOutcome?.(outcome);
    } catch {
      // A listener's trouble must not change the login's outcome.
    }
  }

  async function performLogin(): Promise<Result<StoredToken>> {
    let credentials: Credentials | undefined;
    try {
      credentials = await options.credentials();
    } catch {
      return err(appError('internal', 'The stored credentials could not be read.'));
    }
    if (!credentials) {
      return err(
        appError('auth', 'No API credentials are set: add the account e-mail and API key.', {
          code: 'no-credentials',
        }),
      );
    }
    options.onSecret?.(credentials.key);
    // The refusal record unreadable: try the login, the service has the last word.
    const refused = await options.refuseLogin?.().catch(() => undefined);
    if (refused) return err(refused);
    const checked = validateInput(LoginRequestSchema, credentials);
    if (!checked.ok) return err({ ...checked.error, kind: 'auth' });
    const guard = options.guard;
    let slot: number | undefined;
    const answer = await options.runLogin(checked.value, {
      beforeAttempt: async () => {
        try {
          const acquired = await guard.acquire();
          if (!acquired.ok) return acquired;
          slot = acquired.value;
          return ok(undefined);
        } catch {
          return err(appError('internal', 'The login counter could not be stored.'));
        }
      },
      afterAttempt: async (answered) => {
        if (answered || slot === undefined) return;
        // Not given back: the slot only ages out of the 15-minute window like a used one.
        await guard.release(slot).catch(() => undefined);
        slot = undefined;
      },
    });
    if (!answer.ok) {
      await report(answer);
      return answer;
    }
    options.onSecret?.(answer.value.access_token);
    const token = tokenFromLogin(answer.value, options.now(), margin);
    current = token;
    // Kept in memory regardless; a worker started later simply signs in again.
    await options.store.save(token).catch(() => undefined);
    await report(ok(info(token)));
    return ok(token);
  }

  function freshToken(signal?: AbortSignal): Promise<Result<StoredToken>> {
    inflight ??= performLogin().finally(() => {
      inflight = undefined;
    });
    return raceAbort(inflight, signal);
  }

  return {
    async getToken(signal) {
      const token = (await cached()) ?? (await freshToken(signal));
      if ('accessToken' in token) return ok(token.accessToken);
      return token.ok ? ok(token.value.accessToken) : token;
    },
    async invalidate(token) {
      if (current?.accessToken !== token) return;
      current = undefined;
      // A stored token left behind is refused by the service and invalidated again then.
      await options.store.clear().catch(() => undefined);
    },
    async login({ force = false, signal } = {}) {
      const token = force ? undefined : await cached();
      if (token) return ok(info(token));
      const fresh = await freshToken(signal);
      return fresh.ok ? ok(info(fresh.value)) : fresh;
    },
    async logout() {
      current = undefined;
      // As in invalidate: a token left in the store is refused and dropped when next used.
      await options.store.clear().catch(() => undefined);
    },
  };
}
