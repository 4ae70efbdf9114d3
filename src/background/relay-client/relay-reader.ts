/**
 * The extension's reads from the webhook relay: events of a scan after a cursor, and exported
 * PDFs. Only fetch and the relay's published schemas: no browser API, so Node tests run it
 * against a real relay. The relay token is sent only here, in the Authorization header.
 */
import * as v from 'valibot';
import { ExportedResultSchema, type ExportedResult } from '../../api/endpoints/exported-result.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import {
  EventsPageSchema,
  HealthSchema,
  type Health,
  RelayErrorSchema,
  RELAY_PROTOCOL_VERSION,
  WEBHOOK_KINDS,
  WhoAmISchema,
  type EventsPage,
  type RelayEvent,
} from '../../relay-protocol/relay-protocol.ts';
import {
  eventBodyPath,
  eventsUrl,
  exportDownloadUrl,
  healthUrl,
  whoAmIUrl,
} from '../../relay-protocol/relay-urls.ts';

export type RelayFetch = (input: string, init: RequestInit) => Promise<Response>;

export interface RelayAccess {
  baseUrl: string;
  token: string;
  fetch?: RelayFetch;
}

/** Pages read per poll at most; the rest waits for the next poll. */
const MAX_PAGES = 5;
const PAGE_SIZE = 100;
/** Besides a long poll's own wait. */
const REQUEST_TIMEOUT_MS = 15_000;

async function get(access: RelayAccess, url: string, timeoutMs: number): Promise<Result<Response>> {
  const send = access.fetch ?? ((input, init) => fetch(input, init));
  let response: Response;
  try {
    response = await send(url, {
      headers: { Authorization: `Bearer ${access.token}` },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      credentials: 'omit',
      // The relay token goes to the relay only: a redirect is never followed with it.
      redirect: 'manual',
    });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    return err(appError('network', `The relay at ${access.baseUrl} cannot be reached (${why}).`));
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return err(
      appError(
        'service',
        `The relay at ${access.baseUrl} answered with a redirect, which is not followed with your relay token. Check the relay address in Settings.`,
        { status: response.status || 302, code: 'redirected' },
      ),
    );
  }
  if (response.ok) return ok(response);
  const said = await response
    .json()
    .then((body: unknown) => v.safeParse(RelayErrorSchema, body))
    .catch(() => undefined); // no readable error body: the status says it
  const message = said?.success ? said.output.error.message : `HTTP ${response.status}`;
  if (response.status === 401) {
    return err(
      appError('auth', `The relay refused the relay token: ${message}`, {
        status: 401,
        code: 'relay-token',
      }),
    );
  }
  if (response.status === 404) return err(appError('not-found', message, { status: 404 }));
  return err(appError('service', `The relay answered: ${message}`, { status: response.status }));
}

async function readJson<T>(
  response: Response,
  schema: v.GenericSchema<unknown, T>,
  what: string,
): Promise<Result<T>> {
  // Not JSON at all fails the schema below, and is answered as unreadable.
  const parsed = v.safeParse(schema, await response.json().catch(() => undefined));
  return parsed.success
    ? ok(parsed.output)
    : err(appError('service', `The relay sent ${what} we cannot read.`));
}

/**
 * Events of one scan after `after`, following `more` for a few pages. `waitSeconds` long-polls
 * the first page (the answer comes as soon as an event arrives). Webhook bodies the relay did
 * not inline are fetched, so every webhook event carries its payload.
 */
export async function readScanEvents(
  access: RelayAccess,
  scanId: string,
  after: number,
  waitSeconds = 0,
): Promise<Result<EventsPage>> {
  const events: RelayEvent[] = [];
  let cursor = after;
  let more = false;
  for (let page = 0; page < MAX_PAGES; page++) {
    const wait = page === 0 ? waitSeconds : 0;
    const url = eventsUrl(access.baseUrl, {
      scanId,
      after: cursor,
      limit: PAGE_SIZE,
      waitSeconds: wait,
    });
    const response = await get(access, url, REQUEST_TIMEOUT_MS + wait * 1000);
    if (!response.ok) return response;
    const read = await readJson(response.value, EventsPageSchema, 'a page of events');
    if (!read.ok) return read;
    events.push(...read.value.events);
    cursor = read.value.cursor;
    more = read.value.more;
    if (!more) break;
  }
  const withPayloads = await Promise.all(events.map((event) => withPayload(access, event)));
  return ok({ events: withPayloads, cursor, more });
}

const isWebhookKind = (kind: string): boolean =>
  (WEBHOOK_KINDS as readonly string[]).includes(kind);

async function withPayload(access: RelayAccess, event: RelayEvent): Promise<RelayEvent> {
  if (event.payload !== undefined || !isWebhookKind(event.kind) || event.size === 0) return event;
  const base = access.baseUrl.replace(/\/+$/, '');
  const response = await get(
    access,
    `${base}${eventBodyPath(event.scanId, event.id)}`,
    REQUEST_TIMEOUT_MS,
  );
  if (!response.ok) return event;
  // An unreadable body leaves the event without payload; the transitions treat it as such.
  const payload: unknown = await response.value.json().catch(() => undefined);
  return payload === undefined ? event : { ...event, payload };
}

/** One exported result of a scan (its text and matched positions), as the service sent it. */
export async function fetchExportResult(
  access: RelayAccess,
  scanId: string,
  exportId: string,
  resultId: string,
): Promise<Result<ExportedResult>> {
  const response = await get(
    access,
    exportDownloadUrl(access.baseUrl, scanId, exportId, { resultId }),
    REQUEST_TIMEOUT_MS,
  );
  if (!response.ok) return response;
  return readJson(response.value, ExportedResultSchema, 'an exported result');
}

const CrawledSchema = v.looseObject({
  text: v.optional(v.nullable(v.looseObject({ value: v.optional(v.nullable(v.string())) }))),
});

/** The text of a scan's exported crawled version: the document as the service read it. */
export async function fetchExportCrawledText(
  access: RelayAccess,
  scanId: string,
  exportId: string,
): Promise<Result<string>> {
  const response = await get(
    access,
    exportDownloadUrl(access.baseUrl, scanId, exportId, 'crawled'),
    REQUEST_TIMEOUT_MS,
  );
  if (!response.ok) return response;
  const read = await readJson(response.value, CrawledSchema, 'a crawled version');
  if (!read.ok) return read;
  const text = read.value.text?.value;
  return typeof text === 'string'
    ? ok(text)
    : err(appError('service', 'The crawled version has no text.'));
}

/** The exported PDF report of a scan, refused past `maxBytes` (it travels in a message). */
export async function fetchExportPdf(
  access: RelayAccess,
  scanId: string,
  exportId: string,
  maxBytes: number,
): Promise<Result<Uint8Array>> {
  const response = await get(
    access,
    exportDownloadUrl(access.baseUrl, scanId, exportId, 'pdf'),
    60_000,
  );
  if (!response.ok) {
    return response.error.kind === 'not-found'
      ? err(appError('not-ready', 'The PDF report has not reached the relay yet.', { status: 404 }))
      : response;
  }
  const declared = Number(response.value.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return err(tooLarge(declared, maxBytes));
  const bytes = new Uint8Array(await response.value.arrayBuffer());
  if (bytes.length > maxBytes) return err(tooLarge(bytes.length, maxBytes));
  return ok(bytes);
}

function tooLarge(size: number, max: number) {
  const mb = (n: number): string => (n / 1024 / 1024).toFixed(1);
  return appError(
    'invalid-input',
    `The PDF report is ${mb(size)} MB; at most ${mb(max)} MB can be downloaded here.`,
  );
}

/** The relay's health answer (no token needed): its protocol and the kinds of hook it takes. */
export async function relayHealth(access: RelayAccess): Promise<Result<Health>> {
  const health = await get({ ...access, token: '' }, healthUrl(access.baseUrl), REQUEST_TIMEOUT_MS);
  if (!health.ok) return health;
  return readJson(health.value, HealthSchema, 'a health answer');
}

export interface RelayCheck {
  protocol: number;
  /** Whose token it is: the relay's owner, or a member of a team relay. */
  member: { name: string; role: 'owner' | 'member' };
}

/**
 * Whether the relay is up, speaks this extension's protocol (hook secrets from another version
 * would all be refused) and takes the token, and whose token it is.
 */
export async function checkRelay(access: RelayAccess): Promise<Result<RelayCheck>> {
  const health = await get({ ...access, token: '' }, healthUrl(access.baseUrl), REQUEST_TIMEOUT_MS);
  if (!health.ok) return health;
  const read = await readJson(health.value, HealthSchema, 'a health answer');
  if (!read.ok) return read;
  const { protocol } = read.value;
  if (protocol !== RELAY_PROTOCOL_VERSION) {
    return err(
      appError(
        'service',
        `The relay at ${access.baseUrl} is a ${protocol < RELAY_PROTOCOL_VERSION ? 'older' : 'newer'} version (protocol ${protocol}; this extension needs ${RELAY_PROTOCOL_VERSION}). Update the relay and the extension to the same release.`,
        { code: 'relay-version' },
      ),
    );
  }
  const authed = await get(access, whoAmIUrl(access.baseUrl), REQUEST_TIMEOUT_MS);
  if (!authed.ok) return authed;
  const me = await readJson(authed.value, WhoAmISchema, 'an answer about the token');
  if (!me.ok) return me;
  return ok({ protocol, member: { name: me.value.member.name, role: me.value.member.role } });
}
