import * as v from 'valibot';

/**
 * Every failure the UI can explain. Errors travel between runtimes as plain values of
 * {@link AppError}, never as thrown strings, so the popup can pick words and an action per kind.
 */
export const ERROR_KINDS = [
  'auth', // key, e-mail or token refused (401), or no credentials configured
  'rate-limited', // 429 from the service, or our own login guard
  'credits', // 402 or balance too low
  'invalid-input', // refused before sending, or 400 from the service
  'not-found', // 404
  'conflict', // 409: id already used
  'not-ready', // scan still running (resend 400) or result not available yet
  'network', // offline, DNS, dropped connection, timeout
  'service', // 5xx or a response we cannot read
  'permission', // a browser permission (host access, tab access) is missing
  'forbidden', // a message from a sender that may not ask for this
  'internal', // a bug of ours; the message says what broke
  'cancelled', // the user stopped it
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Code of a `permission` error for a tab no extension may read: browser pages, the web store. */
export const BROWSER_PAGE_CODE = 'browser-page';

export const AppErrorSchema = v.object({
  kind: v.picklist(ERROR_KINDS),
  message: v.string(),
  /** HTTP status when the service answered. */
  status: v.optional(v.number()),
  /** Service error code or id when it sent one (e.g. `insufficient_credits`). */
  code: v.optional(v.string()),
  /** Input field at fault, for invalid-input. */
  field: v.optional(v.string()),
  /** How long to wait before trying again, when known. */
  retryAfterMs: v.optional(v.number()),
  /** For a `permission` error about one web site (a frame's): its origin, to ask access for. */
  site: v.optional(v.string()),
});

export type AppError = v.InferOutput<typeof AppErrorSchema>;

export function appError(
  kind: ErrorKind,
  message: string,
  extra: Omit<AppError, 'kind' | 'message'> = {},
): AppError {
  return { kind, message, ...extra };
}

/** A value or an error, the shape every message handler and API call returns. */
export type Result<T, E = AppError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E = AppError>(error: E): Result<never, E> => ({ ok: false, error });
