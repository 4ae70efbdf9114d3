import http from 'node:http';
import https from 'node:https';
import { connectHost, isLoopbackUrl, isTestName } from '../core/loopback.ts';

export interface OutboundRequest {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | string;
  timeoutMs: number;
  /** Stop reading (and fail) past this many bytes. */
  maxBytes?: number;
  /** Follow up to this many redirects (default 0). */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Raised for anything that is not an HTTP answer: refused, reset, timeout, non-loopback. */
export class UnreachableError extends Error {}

/**
 * One HTTP exchange with node:http, not the global fetch: tests in the same
 * process may stub fetch, and the fake must keep working then. Only loopback
 * hosts are contacted; any other host fails like an unreachable address.
 */
export async function sendRequest(
  url: string,
  request: OutboundRequest,
): Promise<OutboundResponse> {
  let target = url;
  for (let hop = 0; hop <= (request.maxRedirects ?? 0); hop += 1) {
    const response = await sendOnce(target, request);
    const location = response.headers.location;
    const redirected = response.status >= 300 && response.status < 400 && location;
    if (!redirected || hop === (request.maxRedirects ?? 0)) return response;
    target = new URL(location, target).toString();
  }
  throw new UnreachableError('Too many redirects.');
}

function sendOnce(url: string, request: OutboundRequest): Promise<OutboundResponse> {
  if (!isLoopbackUrl(url)) {
    return Promise.reject(new UnreachableError(`Host refused (not loopback): ${url}`));
  }
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  // A `.test` name is reached on 127.0.0.1 and still named in the Host header, as a browser would.
  const hostHeader = isTestName(target.hostname) ? { host: target.host } : {};
  const address = new URL(target);
  address.hostname = connectHost(target.hostname);
  return new Promise((resolve, reject) => {
    const req = transport.request(
      address,
      {
        method: request.method,
        headers: { ...request.headers, ...hostHeader },
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (request.maxBytes !== undefined && size > request.maxBytes) {
            req.destroy(new UnreachableError('Response too large.'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', (error) => reject(new UnreachableError(error.message)));
      },
    );
    req.setTimeout(request.timeoutMs, () => {
      req.destroy(new UnreachableError(`No answer within ${request.timeoutMs} ms.`));
    });
    req.on('error', (error) =>
      reject(error instanceof UnreachableError ? error : new UnreachableError(error.message)),
    );
    req.end(request.body);
  });
}

/** `[[name, value], …]` or `{name: value}` to a header record. */
export function headerRecord(pairs: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  if (Array.isArray(pairs)) {
    for (const pair of pairs) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && pair[1] !== undefined) {
        record[pair[0]] = String(pair[1]);
      }
    }
  } else if (pairs && typeof pairs === 'object') {
    for (const [name, value] of Object.entries(pairs)) record[name] = String(value);
  }
  return record;
}
