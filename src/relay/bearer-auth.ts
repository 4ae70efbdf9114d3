/**
 * Guards the read API with the relay token (`Authorization: Bearer …`). Both sides are hashed
 * before the constant-time comparison, so neither the content nor the length of the token leaks
 * through timing.
 */
import type { MiddlewareHandler } from 'hono';
import { constantTimeEqual } from './constant-time.ts';
import { sha256Hex } from './dedupe-key.ts';
import type { FailureLimiter } from './failure-limiter.ts';
import { errorResponse } from './relay-errors.ts';
import type { ClientOf } from './relay-guards.ts';

const encoder = new TextEncoder();

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * A client past its failed attempts is refused before its token is even compared, so guessing
 * the token gets a few tries per window, not thousands.
 */
export function bearerAuth(
  relayToken: string,
  failures: FailureLimiter,
  clientOf: ClientOf,
): MiddlewareHandler {
  const expected = sha256Hex(encoder.encode(relayToken));
  return async (c, next) => {
    const client = clientOf(c);
    const shutOut = failures.blocked(client);
    if (shutOut !== undefined) {
      return errorResponse(c, 'too-many-failures', 'Too many failed attempts.', shutOut / 1000);
    }
    const presented = bearerToken(c.req.header('authorization'));
    const matches =
      presented !== undefined &&
      constantTimeEqual(await sha256Hex(encoder.encode(presented)), await expected);
    if (!matches) {
      failures.fail(client);
      c.header('WWW-Authenticate', 'Bearer realm="relay"');
      return errorResponse(c, 'unauthorized', 'Send the relay token as a Bearer token.');
    }
    await next();
  };
}
