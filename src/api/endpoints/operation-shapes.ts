/**
 * The shapes most endpoints share, so each endpoint module says only what is its own: the path,
 * the body, how its answer reads.
 */
import type * as v from 'valibot';
import type { Result } from '../../core/errors.ts';
import type { HttpRequest, HttpResponse, RequestBody } from '../http.ts';
import type { Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';

/** A read that changes nothing (so any failure may be retried): GET `path`, read by `schema`. */
export function readOperation<S extends v.GenericSchema>(
  path: string,
  auth: boolean,
  schema: S,
  what: string,
): Operation<v.InferOutput<S>> {
  return {
    request: { base: 'api', method: 'GET', path },
    auth,
    retry: 'safe',
    parse: (response) => parseResponse(schema, response, what),
  };
}

/**
 * A call that spends credits (a check, an asynchronous check's submit): POST `body` to `path`,
 * never repeated once it may have reached the service (retry.ts).
 */
export function paidOperation<T>(
  path: string,
  body: RequestBody,
  parse: (response: HttpResponse) => Result<T>,
): Operation<T> {
  return {
    request: { base: 'api', method: 'POST', path, body },
    auth: true,
    retry: 'spends-credits',
    parse,
  };
}

/**
 * A submit named by the caller's id, so sending it again is safe: the service refuses a reused id
 * with 409, and a 409 after an attempt whose answer was lost means that attempt arrived.
 */
export function submitOnceOperation<T>(
  request: HttpRequest,
  parse: (response: HttpResponse) => Result<T>,
  alreadySubmitted: () => Result<T>,
): Operation<T> {
  return {
    request,
    auth: true,
    retry: 'idempotent',
    parse,
    onStatus: (response, context) =>
      response.status === 409 && context.uncertain ? alreadySubmitted() : undefined,
  };
}
