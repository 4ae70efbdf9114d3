/**
 * Guards the read API with a member's token (`Authorization: Bearer …`): hono's bearerAuth
 * parses the header and sets the RFC 6750 `WWW-Authenticate` challenge; the member directory says
 * whose token it is (by its SHA-256, compared in constant time) and the member is left on the
 * request for the routes. Ours around it: a client past its failed attempts is refused before its
 * token is even looked at, and every refusal (no header, a malformed one, an unknown token) counts
 * against the client, answered with the relay's JSON error body (test/relay/relay-attacks.test.ts,
 * relay-read-api.test.ts). The signal that aborts when the token is rotated or revoked is left on
 * the request too, and `tokenRevoked` is the answer of a long poll it ends.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bearerAuth as honoBearerAuth } from 'hono/bearer-auth';
import type { FailureLimiter } from './failure-limiter.ts';
import type { MemberDirectory } from './members/member-directory.ts';
import type { RelayEnv } from './relay-context.ts';
import { errorResponse } from './relay-errors.ts';
import type { ClientOf } from './relay-guards.ts';

export function bearerAuth(
  members: MemberDirectory,
  failures: FailureLimiter,
  clientOf: ClientOf,
): MiddlewareHandler<RelayEnv> {
  // hono calls these to build its refusals, once per refused request.
  const refuse = (c: Context): Response => {
    failures.fail(clientOf(c));
    return errorResponse(c, 'unauthorized', 'Send your relay token as a Bearer token.');
  };
  const checkToken = honoBearerAuth({
    realm: 'relay',
    verifyToken: async (token, c: Context<RelayEnv>) => {
      const found = await members.byToken(token);
      if (found) {
        c.set('member', found.member);
        c.set('revoked', found.revoked);
      }
      return found !== undefined && !found.revoked.aborted;
    },
    noAuthenticationHeader: { message: refuse },
    invalidAuthenticationHeader: { message: refuse },
    invalidToken: { message: refuse },
  });
  return async (c, next) => {
    const shutOut = failures.blocked(clientOf(c));
    if (shutOut !== undefined) {
      return errorResponse(c, 'too-many-failures', 'Too many failed attempts.', shutOut / 1000);
    }
    return checkToken(c, next);
  };
}

/**
 * The answer to a request whose token was rotated or revoked while it waited: the 401 of an
 * unknown token (which it now is), not counted as a failed attempt.
 */
export function tokenRevoked(c: Context): Response {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return errorResponse(
    c,
    'unauthorized',
    'This relay token no longer works: the relay owner replaced or revoked it.',
  );
}
