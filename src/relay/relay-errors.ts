/** The read API's error answers ({ error: { code, message } }, see RelayErrorSchema). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RelayError } from '../relay-protocol/relay-protocol.ts';

type Code = RelayError['error']['code'];

const STATUS: Record<Code, ContentfulStatusCode> = {
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'bad-request': 400,
  'too-large': 413,
  timeout: 408,
  quota: 507,
  busy: 503,
  'too-many-failures': 429,
  'not-configured': 503,
  internal: 500,
};

export function errorResponse(
  c: Context,
  code: Code,
  message: string,
  retryAfterSeconds?: number,
): Response {
  const body: RelayError = { error: { code, message } };
  if (retryAfterSeconds !== undefined)
    c.header('Retry-After', String(Math.ceil(retryAfterSeconds)));
  return c.json(body, STATUS[code]);
}

/** The one 404 answer: unknown routes and wrong hook secrets look the same. */
export function notFound(c: Context): Response {
  return errorResponse(c, 'not-found', 'Not found.');
}
