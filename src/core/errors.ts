import * as v from 'valibot';
import type english from '../../public/_locales/en/messages.json';

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

/**
 * A key of the catalogues (`public/_locales`), typed from the English one as the translator's
 * `MessageKey` is (core imports nothing of ours, so it reads the catalogue's type itself).
 */
export type CatalogueKey = Extract<keyof typeof english, string>;
/** A message with plural forms (`<key>_one`, `<key>_other`…), by its base key. */
export type PluralCatalogueKey = CatalogueKey extends infer K
  ? K extends `${infer Base}_other`
    ? Base
    : never
  : never;

/**
 * An error's detail as catalogue words, for the reader's language: the message `key` filled with
 * `args` ($1, $2…), or with `count` a plural message (count is $1, then `args` as $2…). The key is
 * only a string on the wire: a page whose catalogue lacks it shows the English `message`.
 */
export const DetailWordsSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_@]+$/)),
  args: v.array(v.union([v.string(), v.number()])),
  count: v.optional(v.number()),
});

export type DetailWords = v.InferOutput<typeof DetailWordsSchema>;

/** The detail of an error in catalogue words: `appError(kind, english, { words: detailWords(…) })`. */
export const detailWords = (key: CatalogueKey, ...args: (string | number)[]): DetailWords => ({
  key,
  args,
});

/** A detail whose words depend on `count` (the message's `$1`; `args` follow as `$2`…). */
export const detailPlural = (
  key: PluralCatalogueKey,
  count: number,
  ...args: (string | number)[]
): DetailWords => ({ key, count, args });

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
  /**
   * The detail in the reader's language, where the error is made for people to read (limits,
   * refusals); `message` stays English, for the log and for a page without these words.
   */
  words: v.optional(DetailWordsSchema),
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
