import type { Hono } from 'hono';
import { tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';

/** GET /v3/scans/credits → {"Amount": n} (PascalCase, as documented). */
export function registerCredits(app: Hono<AppEnv>, state: ServiceState): void {
  app.get('/v3/scans/credits', requireAuth(state), (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('credits', account.email)) throw tooManyRequests();
    return c.json({ Amount: account.credits });
  });
}
