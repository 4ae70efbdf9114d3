import type { MiddlewareHandler } from 'hono';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from './app-env.ts';

/** Logs method, path, status and account; never bodies or credentials. */
export function logRequests(
  state: ServiceState,
  listener: 'api' | 'auth',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/__control')) return;
    const account = c.get('account');
    state.requests.add({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      listener,
      ...(account ? { account: account.email } : {}),
      at: state.clock.now(),
    });
  };
}
