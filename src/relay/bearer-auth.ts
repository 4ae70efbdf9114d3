/**
 * Guards the read API with the relay token (`Authorization: Bearer …`). Both sides are hashed
 * before the constant-time comparison, so neither the content nor the length of the token leaks
 * through timing.
 */
import type { MiddlewareHandler } from 'hono';
import { constantTimeEqual } from './constant-time.ts';
import { sha256Hex } from './dedupe-key.ts';
import { errorResponse } from './relay-errors.ts';

const encoder = new TextEncoder();

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

export function bearerAuth(relayToken: string): MiddlewareHandler {
  const expected = sha256Hex(encoder.encode(relayToken));
  return async (c, next) => {
    const presented = bearerToken(c.req.header('authorization'));
    const matches =
      presented !== undefined &&
      constantTimeEqual(await sha256Hex(encoder.encode(presented)), await expected);
    if (!matches) {
      c.header('WWW-Authenticate', 'Bearer realm="relay"');
      return errorResponse(c, 'unauthorized', 'Send the relay token as a Bearer token.');
    }
    await next();
  };
}
