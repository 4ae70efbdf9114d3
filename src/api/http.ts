/**
 * The one place that calls fetch: joins base URL and path, sets the auth header, bounds every
 * call with a timeout, honours the caller's AbortSignal and reads the body. It never throws: a
 * request ends either with an HTTP answer or with a classified transport failure, because the
 * retry policy needs to know whether the service may have processed the request.
 */
import type { TransportFailure } from './errors.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type RequestBody = { type: 'json'; value: unknown } | { type: 'form'; value: FormData };

export interface HttpRequest {
  base: 'api' | 'auth';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: RequestBody;
  headers?: Record<string, string>;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the body is JSON, the text otherwise, undefined when empty. */
  body: unknown;
}

export type HttpOutcome =
  | { type: 'response'; response: HttpResponse }
  /** `address`: the host the request went to, for messages. */
  | { type: 'failure'; failure: TransportFailure; address: string };

export interface SendOptions {
  token?: string;
  signal?: AbortSignal;
  timeoutMs: number;
}

export interface HttpConfig {
  apiBaseUrl: string;
  authBaseUrl: string;
  fetch: FetchLike;
}

export type Send = (request: HttpRequest, options: SendOptions) => Promise<HttpOutcome>;

/**
 * Error codes (Node/undici) that prove no connection was made, so the service cannot have seen
 * the request. Anything else (reset, socket closed, browser "Failed to fetch") leaves it unknown.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** How long the reachability probe after a browser-side failure may take. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether anything answers at the base address. Browsers report every network failure as the
 * same TypeError, so after one a bare HEAD (no credentials, no redirects followed) tells a
 * service that cannot be reached (wrong address, offline, refused) from a connection that
 * dropped on the way.
 */
async function answers(fetchLike: FetchLike, base: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetchLike(new URL(base).origin + '/', {
      method: 'HEAD',
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'manual',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false; // the answer itself: the service cannot be reached
  } finally {
    clearTimeout(timer);
  }
}

function hostOf(base: string): string {
  return URL.canParse(base) ? new URL(base).host : base;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  const looksJson = /json/i.test(contentType ?? '') || /^\s*[[{"]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // not JSON after all: the caller's schema judges the text
  }
}

/** Whether a request carries the key (login) or the token: such requests follow no redirect. */
const carriesSecret = (request: HttpRequest, options: SendOptions): boolean =>
  request.base === 'auth' || options.token !== undefined;

function buildInit(request: HttpRequest, options: SendOptions, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (request.body?.type === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body.value);
  } else if (request.body?.type === 'form') {
    // fetch sets multipart/form-data with its boundary itself.
    body = request.body.value;
  }
  // A redirect would hand the key or the token to wherever the answer points: never followed.
  const redirect: RequestRedirect = carriesSecret(request, options) ? 'manual' : 'follow';
  return { method: request.method, headers, body, signal, redirect, credentials: 'omit' };
}

/** A redirect the browser did not follow (opaque) or Node handed back (3xx with Location). */
const isRedirect = (res: Response): boolean =>
  res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400 && res.status !== 304);

export function createSend(config: HttpConfig): Send {
  return async (request, options) => {
    const caller = options.signal;
    const base = request.base === 'api' ? config.apiBaseUrl : config.authBaseUrl;
    const failed = (failure: TransportFailure): HttpOutcome => ({
      type: 'failure',
      failure,
      address: hostOf(base),
    });
    if (caller?.aborted) return failed('aborted');
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs);
    const onAbort = (): void => controller.abort();
    caller?.addEventListener('abort', onAbort, { once: true });
    let answered = false;
    try {
      const res = await config.fetch(
        joinUrl(base, request.path),
        buildInit(request, options, controller.signal),
      );
      answered = true;
      if (isRedirect(res)) return failed('redirected');
      const text = await res.text();
      return {
        type: 'response',
        response: {
          status: res.status,
          headers: res.headers,
          body: parseBody(text, res.headers.get('content-type')),
        },
      };
    } catch (error) {
      if (caller?.aborted) return failed('aborted');
      if (timedOut) return failed('timeout');
      const code = errorCode(error);
      if (!answered && code !== undefined && NOT_SENT_CODES.has(code)) return failed('not-sent');
      if (!answered && code === undefined && !(await answers(config.fetch, base))) {
        return failed('unreachable');
      }
      return failed('dropped');
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    }
  };
}
