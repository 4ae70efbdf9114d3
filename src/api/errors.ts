/**
 * Turns a non-2xx answer of the service, or a transport failure, into the project's error value.
 * The service has used three error-body forms over time, so all are read: the JSON envelope
 * `{"error":{type,id,code,message,details}}`, the legacy `{"Message": …}` or plain-text body with a
 * `Copyleaks-Error-Code` header, and ASP.NET problem-details `{type,title,status,traceId}`.
 */
import {
  appError,
  detailWords,
  type AppError,
  type CatalogueKey,
  type DetailWords,
  type ErrorKind,
} from '../core/errors.ts';

/**
 * How a request ended without an HTTP answer: not sent (the connection was refused or the name
 * did not resolve, as Node reports it); unreachable (the browser only says "failed", and a probe
 * of the service's address failed too); dropped (the service was reachable, the answer did not
 * arrive); timeout; aborted.
 */
export type TransportFailure =
  | 'not-sent'
  | 'unreachable'
  | 'dropped'
  | 'timeout'
  | 'aborted'
  /** The address answered with a redirect, not followed: the request carried the key or token. */
  | 'redirected';

const LEGACY_CODE_HEADER = 'Copyleaks-Error-Code';
const MAX_MESSAGE_CHARS = 300;

const said = (english: string, key: CatalogueKey): { english: string; words: DetailWords } => ({
  english,
  words: detailWords(key),
});

const DEFAULT_MESSAGES: Record<number, { english: string; words: DetailWords }> = {
  400: said('The service refused the request as invalid.', 'error_http400'),
  401: said(
    'The service refused the sign-in: check the e-mail address and API key.',
    'error_http401',
  ),
  402: said('Not enough credits left on the account.', 'error_http402'),
  403: said('The service refused access from this address or account.', 'error_http403'),
  404: said('The service does not know this scan.', 'error_http404'),
  409: said('This id is already in use.', 'error_http409'),
  429: said('Too many requests: the service asks to slow down.', 'error_http429'),
};

export function kindForStatus(status: number): ErrorKind {
  if (status === 400) return 'invalid-input';
  if (status === 401 || status === 403) return 'auth';
  if (status === 402) return 'credits';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  return 'service';
}

interface BodyDetails {
  message?: string;
  code?: string;
  field?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return undefined;
}

function fromEnvelope(error: Record<string, unknown>): BodyDetails {
  const details = Array.isArray(error['details']) ? (error['details'] as unknown[]) : [];
  const first = details.find(isRecord);
  return {
    message: text(error['message']) ?? (first ? text(first['message']) : undefined),
    code: text(error['id']) ?? text(error['code']),
    field: first ? text(first['param']) : undefined,
  };
}

/** Problem-details: a validation problem lists `errors: {field: [message, …]}`. */
function fromProblem(title: string, body: Record<string, unknown>): BodyDetails {
  const errors = body['errors'];
  const first = isRecord(errors) ? Object.entries(errors)[0] : undefined;
  const said = first && Array.isArray(first[1]) ? text(first[1][0]) : undefined;
  const detail = text(body['detail']) ?? (first && said ? `${first[0]}: ${said}` : undefined);
  return {
    message: detail ? `${title}: ${detail}` : title,
    ...(first ? { field: first[0] } : {}),
  };
}

/** Reads whatever the service said about the failure, from any known body form. */
export function readErrorBody(body: unknown): BodyDetails {
  if (typeof body === 'string') {
    // An HTML error page says nothing a person can act on.
    return /^\s*</.test(body) ? {} : { message: text(body) };
  }
  if (!isRecord(body)) return {};
  const envelope = body['error'];
  if (isRecord(envelope)) return fromEnvelope(envelope);
  if (typeof envelope === 'string') return { message: text(envelope) };
  const legacy = text(body['Message']) ?? text(body['message']);
  if (legacy !== undefined) return { message: legacy };
  const title = text(body['title']);
  if (title !== undefined) return fromProblem(title, body);
  return {};
}

function clip(message: string): string {
  return message.length > MAX_MESSAGE_CHARS ? `${message.slice(0, MAX_MESSAGE_CHARS)}…` : message;
}

/** The error value for an HTTP answer the caller did not expect. */
export function toApiError(
  status: number,
  headers: Headers,
  body: unknown,
  retryAfterMs?: number,
): AppError {
  const details = readErrorBody(body);
  const code = details.code ?? text(headers.get(LEGACY_CODE_HEADER));
  // The service's own words stay as it wrote them; ours are said in the reader's language too.
  const ours = DEFAULT_MESSAGES[status] ?? {
    english:
      status >= 500
        ? `The service had an internal problem (HTTP ${status}). Try again later.`
        : `The service answered with an unexpected HTTP ${status}.`,
    words: detailWords(status >= 500 ? 'error_http5xx' : 'error_httpOther', String(status)),
  };
  const message = details.message ?? ours.english;
  return appError(kindForStatus(status), clip(message), {
    status,
    ...(details.message === undefined ? { words: ours.words } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(details.field !== undefined ? { field: details.field } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

/**
 * A transport failure in words, naming the service's address (its host) when known, so a wrong
 * address in Settings can be told from a dropped network.
 */
const NO_WORDS: Record<TransportFailure, undefined> = {
  'not-sent': undefined,
  unreachable: undefined,
  dropped: undefined,
  timeout: undefined,
  aborted: undefined,
  redirected: undefined,
};

export function transportError(
  failure: TransportFailure,
  timeoutMs?: number,
  address?: string,
): AppError {
  const at = address ? ` at ${address}` : '';
  const unreachable =
    `Cannot reach the service${at}. Check the internet connection; if it works, check the ` +
    'service address in Settings.';
  const seconds = Math.round((timeoutMs ?? 0) / 1000);
  const messages: Record<TransportFailure, string> = {
    'not-sent': unreachable,
    unreachable,
    dropped: `The connection to the service${at} dropped before an answer arrived.`,
    timeout: `The service${at} did not answer within ${seconds} s.`,
    aborted: 'The request was cancelled.',
    redirected:
      `The service address${at} answered with a redirect to another address. Requests that ` +
      'carry your API key or token are never sent on; check the service address in Settings.',
  };
  // In the reader's language where the address is known (it is, but for a bare fetch).
  const words: Record<TransportFailure, DetailWords | undefined> = address
    ? {
        'not-sent': detailWords('error_netUnreachable', address),
        unreachable: detailWords('error_netUnreachable', address),
        dropped: detailWords('error_netDropped', address),
        timeout: detailWords('error_netTimeout', address, seconds),
        aborted: detailWords('error_netAborted'),
        redirected: detailWords('error_netRedirected', address),
      }
    : { ...NO_WORDS, aborted: detailWords('error_netAborted') };
  const said = words[failure];
  return appError('network', messages[failure], {
    code: failure,
    ...(said ? { words: said } : {}),
  });
}

export function serviceError(message: string, status?: number): AppError {
  return appError('service', message, status !== undefined ? { status } : {});
}

export function invalidInput(field: string, message: string): AppError {
  return appError('invalid-input', message, { field });
}
