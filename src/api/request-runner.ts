/**
 * Runs one operation to the end: gets a token, sends, re-logs in once on a 401, and retries with
 * backoff where the operation's retry mode allows (see retry.ts). Always resolves to a Result.
 */
import { appError, err, type Result } from '../core/errors.ts';
import { toApiError, transportError, type TransportFailure } from './errors.ts';
import type { HttpResponse, Send } from './http.ts';
import type { Operation } from './operation.ts';
import {
  backoffDelay,
  parseRetryAfter,
  shouldRetryFailure,
  shouldRetryStatus,
  type RetryOptions,
  type Sleep,
} from './retry.ts';

export interface TokenSource {
  getToken(signal?: AbortSignal): Promise<Result<string>>;
  /** Forgets `token` if it is still the current one (a newer token is kept). */
  invalidate(token: string): Promise<void>;
}

export interface RunnerConfig {
  send: Send;
  tokens?: TokenSource;
  retry: RetryOptions;
  sleep: Sleep;
  random: () => number;
  now: () => number;
  timeoutMs: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Called before every attempt; an error stops the call (the login guard uses it). */
  beforeAttempt?: () => Promise<Result<void>>;
  /** Called after every attempt: whether the service answered it (with any status). */
  afterAttempt?: (answered: boolean) => Promise<void>;
}

export type Runner = <T>(operation: Operation<T>, options?: RunOptions) => Promise<Result<T>>;

type Step<T> = { done: Result<T> } | { retryAfterMs: number | undefined; uncertain: boolean };

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export function createRunner(config: RunnerConfig): Runner {
  return async <T>(operation: Operation<T>, options: RunOptions = {}): Promise<Result<T>> => {
    const { signal } = options;
    const timeoutMs = options.timeoutMs ?? config.timeoutMs;
    let retries = 0;
    let reloggedIn = false;
    let uncertain = false;

    for (;;) {
      if (signal?.aborted) return err(transportError('aborted'));
      if (options.beforeAttempt) {
        const allowed = await options.beforeAttempt();
        if (!allowed.ok) return allowed;
      }
      let token: string | undefined;
      if (operation.auth) {
        if (!config.tokens) return err(appError('internal', 'No token source configured.'));
        const got = await config.tokens.getToken(signal);
        if (!got.ok) return got;
        token = got.value;
      }
      const outcome = await config.send(operation.request, { token, signal, timeoutMs });
      await options.afterAttempt?.(outcome.type === 'response');

      let step: Step<T>;
      if (outcome.type === 'response') {
        const { response } = outcome;
        if (response.status === 401 && token !== undefined && !reloggedIn) {
          // The token expired early or was revoked: log in again once and repeat at no cost.
          reloggedIn = true;
          await config.tokens?.invalidate(token);
          continue;
        }
        step = answerStep(operation, response, uncertain, retries, config);
      } else {
        step = failureStep(operation, outcome.failure, outcome.address, retries, config, timeoutMs);
      }
      if ('done' in step) return step.done;

      uncertain ||= step.uncertain;
      const delay = step.retryAfterMs ?? backoffDelay(retries, config.retry, config.random);
      retries += 1;
      await config.sleep(delay, signal);
    }
  };
}

function answerStep<T>(
  operation: Operation<T>,
  response: HttpResponse,
  uncertain: boolean,
  retries: number,
  config: RunnerConfig,
): Step<T> {
  if (isSuccess(response.status)) return { done: operation.parse(response) };
  const special = operation.onStatus?.(response, { uncertain });
  if (special) return { done: special };
  const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), config.now());
  const error = toApiError(response.status, response.headers, response.body, retryAfterMs);
  const tooLong = retryAfterMs !== undefined && retryAfterMs > config.retry.capMs;
  if (retries >= config.retry.maxRetries || tooLong) return { done: err(error) };
  if (!shouldRetryStatus(operation.retry, response.status)) return { done: err(error) };
  return { retryAfterMs, uncertain: response.status >= 500 };
}

function failureStep<T>(
  operation: Operation<T>,
  failure: TransportFailure,
  address: string,
  retries: number,
  config: RunnerConfig,
  timeoutMs: number,
): Step<T> {
  const error = transportError(failure, timeoutMs, address);
  const unreachable = failure === 'unreachable' || failure === 'not-sent';
  const limit = unreachable ? config.retry.maxUnreachableRetries : config.retry.maxRetries;
  if (retries >= limit || !shouldRetryFailure(operation.retry, failure)) {
    if (operation.retry === 'spends-credits' && (failure === 'dropped' || failure === 'timeout')) {
      // Said so the user knows a charge may already be on its way; not a promise about retries,
      // which the caller makes (a check waits and is sent again with the same scan id).
      return { done: err({ ...error, message: `${error.message} It may have been processed.` }) };
    }
    return { done: err(error) };
  }
  return { retryAfterMs: undefined, uncertain: failure !== 'not-sent' };
}
