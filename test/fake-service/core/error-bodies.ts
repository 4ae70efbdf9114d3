import { randomBytes } from 'node:crypto';
import type { ServiceError } from './service-error.ts';

/**
 * The documented error body forms:
 * - envelope: `{"error":{type,id,code,message,details?}}` (newer docs, default)
 * - legacy: `{"Message": …}` plus a `Copyleaks-Error-Code` header
 * - legacy-text: the message as text/plain plus the same header
 * - problem: ASP.NET problem details `{type,title,status,traceId}`
 */
export type ErrorStyle = 'envelope' | 'legacy' | 'legacy-text' | 'problem';

export const ERROR_STYLES: readonly ErrorStyle[] = ['envelope', 'legacy', 'legacy-text', 'problem'];

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export interface RenderedError {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function renderError(error: ServiceError, style: ErrorStyle): RenderedError {
  const legacyHeader = { 'Copyleaks-Error-Code': error.code };
  switch (style) {
    case 'legacy':
      return {
        status: error.status,
        headers: { ...legacyHeader, 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ Message: error.message }),
      };
    case 'legacy-text':
      return {
        status: error.status,
        headers: { ...legacyHeader, 'Content-Type': 'text/plain; charset=utf-8' },
        body: error.message,
      };
    case 'problem': {
      const errors = error.details
        ? Object.fromEntries(error.details.map((detail) => [detail.param, [detail.message]]))
        : undefined;
      return {
        status: error.status,
        headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
        body: JSON.stringify({
          type: `https://tools.ietf.org/html/rfc9110#status-${error.status}`,
          title: TITLES[error.status] ?? error.message,
          status: error.status,
          traceId: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`,
          ...(errors ? { errors } : {}),
        }),
      };
    }
    case 'envelope':
      return {
        status: error.status,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify({
          error: {
            type: error.type,
            id: error.id,
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
          },
        }),
      };
  }
}
