/**
 * What may go into the log: nothing that lets someone act as the user (API key, access token,
 * relay token and the per-scan hook secrets made from it, Authorization headers), nothing that
 * says who they are (e-mail addresses) and nothing of what they read or check (page text,
 * query strings, files). Every entry passes through here before it is kept, sent or shown.
 * Patterns catch what looks like a secret; the worker also names the exact secrets it holds.
 */
import { LOG_LIMITS, type LogDetail, type LogEntry } from './log-entry.ts';

export interface RedactOptions {
  /** Exact values to hide wherever they appear (the worker's key and tokens). */
  secrets?: readonly string[];
}

/** Shorter values would match ordinary words; real keys and tokens are far longer. */
const MIN_SECRET_LENGTH = 8;
/** Detail strings other than stacks: enough for an error message, too short for a page. */
const DETAIL_TEXT_LIMIT = 200;
/** Longer input is cut before the patterns run, so a huge string costs little. */
const SCAN_LIMIT = 20_000;

type Replacer = (match: string, ...groups: (string | undefined)[]) => string;

/** In order: a rule sees the text the earlier ones left. Each leaves its own output alone. */
const RULES: [RegExp, string | Replacer][] = [
  // data: URLs carry a whole file (a page's image): its type stays, its bytes go.
  [
    /\bdata:([\w.+-]+\/[\w.+-]+)?[^\s,"'`]*,(?!\[)[^\s"'`<>)]*/gi,
    (match, type) => `data:${type ?? ''},[${match.length} chars]`,
  ],
  // Authorization headers, whatever their scheme.
  [
    /\b((?:proxy-)?authori[sz]ation)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?(?!\[)[^\s"',;}]+/gi,
    '$1$2[redacted]',
  ],
  [/\bbearer\s+(?!\[)[\w\-.~+/]+=*/gi, 'Bearer [redacted]'],
  // `key=…`, `"token": "…"`, `password: …`, also inside query strings and JSON bodies.
  [
    /\b((?:api[_-]?)?key|(?:access|refresh|relay|id)?[_-]?token|secret|password|passwd)(["']?\s*[:=]\s*["']?)(?!\[)[^\s"'&,;}<>]+/gi,
    '$1$2[redacted]',
  ],
  // Full URLs: user and password, query and fragment go (they may carry tokens or what was read).
  [
    /\b([a-z][a-z\d+.-]*:\/\/)([^\s/?#@"'`<>]*@)?([^\s?#"'`<>]*)(\?[^\s#"'`<>]*)?(#[^\s"'`<>]*)?/gi,
    (_match, scheme, userinfo, rest, query, fragment) =>
      `${scheme}${userinfo ? '[redacted]@' : ''}${rest}${query ? '?[query]' : ''}${fragment ? '#[fragment]' : ''}`,
  ],
  // Paths with a query outside a full URL (`/api/scans/x/events?after=3`).
  [/(\/[^\s?#"'`<>]*)\?[^\s#"'`<>]+/g, '$1?[query]'],
  // The relay's hook paths, `/hooks/{scanId}/{secret}/…`: the secret is as good as a token.
  [/(\/hooks\/[^/\s?#"'`<>]+\/)[^/\s?#"'`<>]+/gi, '$1[secret]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // JSON web tokens, whole (their parts alone may be short).
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  // GUID-shaped values: the service's API keys look like this.
  [/\b[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}\b/gi, '[key]'],
  // Long opaque runs of letters and digits: access tokens, hook secrets, digests.
  [
    /[A-Za-z0-9_-]{32,}/g,
    (match) => (/\d/.test(match) && /[A-Za-z]/.test(match) ? '[token]' : match),
  ],
];

/** Cut to `limit` characters at most, saying how long it was. */
export function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const note = `… [${text.length} chars]`;
  return text.slice(0, Math.max(0, limit - note.length)) + note;
}

function hideSecrets(text: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length)
    .reduce((result, secret) => result.split(secret).join('[secret]'), text);
}

/** A string with secrets, addresses' private parts and e-mail addresses taken out. */
export function redactText(text: string, options: RedactOptions = {}): string {
  let result = hideSecrets(cut(text, SCAN_LIMIT), options.secrets ?? []);
  for (const [pattern, replacement] of RULES) {
    result =
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement);
  }
  return result;
}

/** Fields whose value is a secret, by name. */
const SECRET_FIELD = /^(api[_-]?)?key$|token|secret|passw|authori[sz]ation|cookie|credential/i;
/** Fields that hold what a page shows or the user checks: only their size is kept. */
const CONTENT_FIELD =
  /^(text|texts|input|html|content|body|selection|title|alt|base64|bytes|data|payload|preview|results?|values|starts|lengths|srcset)$/i;
/** Nested objects deeper than this are named, not opened. */
const MAX_DEPTH = 3;

type DetailValue = LogDetail[string];

function sizeOf(value: unknown): DetailValue {
  if (typeof value === 'string') return `[${value.length} chars]`;
  if (Array.isArray(value)) return `[${value.length} items]`;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer)
    return `[${value.byteLength} bytes]`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  return '[omitted]';
}

/**
 * Anything a caller hands over as detail (an error, an AppError, a small object), flattened
 * into a few redacted facts: `{ 'error.kind': 'network', 'error.message': '…' }`.
 */
export function redactDetail(value: unknown, options: RedactOptions = {}): LogDetail | undefined {
  if (value === undefined) return undefined;
  const detail: Record<string, DetailValue> = {};
  let left = 0;
  const seen = new Set<object>();
  const put = (key: string, item: DetailValue): void => {
    if (Object.keys(detail).length >= LOG_LIMITS.detailKeys - 1) {
      left++;
      return;
    }
    detail[cut(key, LOG_LIMITS.detailKey)] =
      typeof item === 'string'
        ? cut(
            redactText(item, options),
            /(^|\.)stack$/.test(key) ? LOG_LIMITS.detailValue : DETAIL_TEXT_LIMIT,
          )
        : item;
  };

  const visit = (item: unknown, path: string, depth: number): void => {
    const key = path || 'value';
    if (item === undefined) return;
    if (item === null || typeof item === 'number' || typeof item === 'boolean') {
      put(key, item);
    } else if (typeof item === 'string') {
      put(key, item);
    } else if (typeof item !== 'object') {
      put(key, `[${typeof item}]`);
    } else if (Array.isArray(item) || ArrayBuffer.isView(item) || item instanceof ArrayBuffer) {
      put(key, sizeOf(item));
    } else if (seen.has(item) || depth >= MAX_DEPTH) {
      put(key, '[object]');
    } else {
      seen.add(item);
      const prefix = path ? `${path}.` : '';
      if (item instanceof Error) {
        if (item.name !== 'Error') put(`${prefix}name`, item.name);
        put(`${prefix}message`, item.message);
        if (item.stack) put(`${prefix}stack`, item.stack);
      }
      for (const [name, field] of Object.entries(item)) {
        if (SECRET_FIELD.test(name)) put(`${prefix}${name}`, '[redacted]');
        else if (CONTENT_FIELD.test(name)) put(`${prefix}${name}`, sizeOf(field));
        else visit(field, `${prefix}${name}`, depth + 1);
      }
      if (item instanceof Error && item.cause !== undefined) {
        visit(item.cause, `${prefix}cause`, depth + 1);
      }
    }
  };

  visit(value, '', 0);
  if (left > 0) detail['more'] = `${left} more fields left out`;
  return Object.keys(detail).length > 0 ? detail : undefined;
}

/**
 * An entry made elsewhere (an extension page), redacted again here with the secrets this side
 * knows: what a page did not know to hide, the worker does.
 */
export function redactEntry<E extends LogEntry>(entry: E, options: RedactOptions = {}): E {
  const message = cut(redactText(entry.message, options), LOG_LIMITS.message);
  if (!entry.detail) return { ...entry, message };
  const detail: LogDetail = {};
  for (const [key, value] of Object.entries(entry.detail)) {
    detail[key] =
      typeof value === 'string' ? cut(redactText(value, options), LOG_LIMITS.detailValue) : value;
  }
  return { ...entry, message, detail };
}
