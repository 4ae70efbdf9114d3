/**
 * A scripted fetch for unit tests: each call is recorded and answered by a handler, which returns
 * a Response, throws to simulate a transport failure, or returns 'hang' to wait until aborted.
 */
import type { FetchLike } from '../../../../src/api/index.ts';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
  json: unknown;
}

export type Handler = (call: RecordedCall, index: number) => Response | 'hang' | Promise<Response>;

export interface FakeFetch {
  fetch: FetchLike;
  calls: RecordedCall[];
}

export function fakeFetch(handler: Handler): FakeFetch {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let json: unknown;
    if (typeof init.body === 'string') json = JSON.parse(init.body) as unknown;
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      json,
    };
    calls.push(call);
    const answer = await handler(call, calls.length - 1);
    if (answer !== 'hang') return answer;
    return new Promise<Response>((_, reject) => {
      const fail = (): void => reject(new DOMException('aborted', 'AbortError'));
      if (init.signal?.aborted) fail();
      init.signal?.addEventListener('abort', fail);
    });
  };
  return { fetch, calls };
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'content-type': 'text/plain', ...headers },
  });
}

/** The error undici throws when nothing listens on the port. */
export function connectionRefused(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  });
}

/** The error undici throws when the server closes the socket mid-request. */
export function socketClosed(): Error {
  return new TypeError('fetch failed', {
    cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
  });
}

export const LOGIN_OK = {
  access_token: 'token-0123456789abcdef',
  '.issued': '2025-08-02T10:19:40.0690016Z',
  '.expires': '2025-08-04T10:19:40.0690016Z',
};
