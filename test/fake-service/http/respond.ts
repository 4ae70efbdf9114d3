import { gzipSync } from 'node:zlib';
import { renderError } from '../core/error-bodies.ts';
import { internalError, ServiceError } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppContext } from './app-env.ts';

/** Renders an error in the style configured for the caller's account (or the service). */
export function errorResponse(state: ServiceState, c: AppContext, error: unknown): Response {
  const serviceError = error instanceof ServiceError ? error : internalError();
  if (!(error instanceof ServiceError)) console.error('[fake-service] unexpected error', error);
  const rendered = renderError(serviceError, state.styleFor(c.get('account')));
  return new Response(rendered.body, { status: rendered.status, headers: rendered.headers });
}

/** JSON, gzip-compressed when the caller accepts it. */
export function jsonResponse(c: AppContext, body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (/\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '')) {
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
    return new Response(gzipSync(text), { status, headers });
  }
  return new Response(text, { status, headers });
}
