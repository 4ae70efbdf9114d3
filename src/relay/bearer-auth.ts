/**
 * Guards the read API with the relay token (`Authorization: Bearer …`): hono's bearerAuth parses
 * the header, compares in constant time (both sides hashed with SHA-256 first, then compared
 * without an early exit) and sets the RFC 6750 `WWW-Authenticate` challenge. Ours around it: a
 * client past its failed attempts is refused before its token is even compared, and every
 * refusal (no header, a malformed one, a wrong token) counts against the client, answered with
 * the relay's JSON error body (test/relay/relay-attacks.test.ts, relay-read-api.test.ts).
 */
import type { Context, Env, MiddlewareHandler } from 'hono';
import { bearerAuth as honoBearerAuth } from 'hono/bearer-auth';
import type { FailureLimiter } from './failure-limiter.ts';
import { errorResponse } from './relay-errors.ts';
import type { ClientOf } from './relay-guards.ts';

export function bearerAuth(
  relayToken: string,
  failures: FailureLimiter,
  clientOf: ClientOf,
): MiddlewareHandler {
  // hono calls these to build its refusals, once per refused request.
  const refuse = (c: Context): Response => {
    failures.fail(clientOf(c));
    return errorResponse(c, 'unauthorized', 'Send the relay token as a Bearer token.');
  };
  const checkToken = honoBearerAuth({
    token: relayToken,
    realm: 'relay',
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  const guard: MiddlewareHandler<Env> = async (c, next) => {
    const shutOut = failures.blocked(clientOf(c));
    if (shutOut !== undefined) {
      return errorResponse(c, 'too-many-failures', 'Too many failed attempts.', shutOut / 1000);
    }
    return checkToken(c, next);
  };
  return guard;
}
