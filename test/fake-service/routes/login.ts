import type { Hono } from 'hono';
import * as v from 'valibot';
import { isoSevenDigits } from '../core/iso-time.ts';
import { invalidCredentials, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseWith, readJson } from '../http/json-body.ts';

const LoginBody = v.looseObject({
  email: v.pipe(v.string(), v.nonEmpty()),
  key: v.pipe(v.string(), v.nonEmpty()),
});

/**
 * POST {auth_url}/v3/account/login/api. Every attempt counts toward the
 * 12-per-15-minutes window of the e-mail it names (the remote address when
 * the body names none), so the 13th answers 429 even with the right key.
 */
export function registerLogin(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v3/account/login/api', async (c) => {
    const body = await readJson(c);
    const named = (body as { email?: unknown } | null)?.email;
    const subject =
      typeof named === 'string' ? named.toLowerCase() : (c.env.incoming.socket.remoteAddress ?? '');
    if (!state.rateWindows.hit('login', subject)) throw tooManyRequests();
    const { email, key } = parseWith(LoginBody, body);
    const account = state.accounts.find(email);
    if (!account || account.key !== key) throw invalidCredentials();
    const issued = state.tokens.issue(account.email);
    return c.json({
      access_token: issued.token,
      '.issued': isoSevenDigits(issued.issuedAt),
      '.expires': isoSevenDigits(issued.expiresAt),
    });
  });
}
