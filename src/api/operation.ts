/**
 * What an endpoint module hands to the runner: the request to send, whether it needs a token,
 * how it may be retried and how to read the answer. Endpoint modules stay pure (no fetch), so
 * building and parsing are testable on their own.
 */
import type { Result } from '../core/errors.ts';
import type { HttpRequest, HttpResponse } from './http.ts';
import type { RetryMode } from './retry.ts';

export interface StatusContext {
  /** An earlier attempt of this call may have reached the service (dropped, timeout, 5xx). */
  uncertain: boolean;
}

export interface Operation<T> {
  request: HttpRequest;
  auth: boolean;
  retry: RetryMode;
  /** Reads a 2xx answer. */
  parse(response: HttpResponse): Result<T>;
  /** Gives a non-2xx answer a specific meaning; undefined falls back to the default mapping. */
  onStatus?(response: HttpResponse, context: StatusContext): Result<T> | undefined;
}

/** Encodes a path segment; ids are validated first, this guards against anything missed. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
