import { Hono } from 'hono';
import type { ServiceState } from '../core/service-state.ts';
import { notFound } from '../core/service-error.ts';
import { registerLogin } from '../routes/login.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './respond.ts';
import { logRequests } from './request-logging.ts';

/** The {auth_url} listener: login only, so a client mixing up the two URLs gets 404s. */
export function createAuthApp(state: ServiceState): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', logRequests(state, 'auth'));
  registerLogin(app, state);
  app.notFound((c) =>
    errorResponse(state, c, notFound(`No route for ${c.req.method} ${c.req.path}.`)),
  );
  app.onError((error, c) => errorResponse(state, c, error));
  return app;
}
