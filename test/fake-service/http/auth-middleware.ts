import type { MiddlewareHandler } from 'hono';
import type { AccountRecord } from '../core/accounts.ts';
import { unauthorized } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppContext, AppEnv } from './app-env.ts';

/** Bearer auth: 401 for a missing, malformed, unknown or expired token. */
export function requireAuth(state: ServiceState): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const email = state.tokens.verify(match[1]);
    const account = email ? state.accounts.find(email) : undefined;
    if (!account) throw unauthorized();
    c.set('account', account);
    await next();
  };
}

/** The authenticated account; only valid behind requireAuth. */
export function accountOf(c: AppContext): AccountRecord {
  const account = c.get('account');
  if (!account) throw unauthorized();
  return account;
}
