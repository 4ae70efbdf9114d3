/**
 * Addresses on the webhook relay, shared by the relay (its routes) and the extension (the URLs it
 * hands to the service and the read API it calls). Pure string building: no browser or Node API,
 * so both runtimes import it.
 *
 * Hook URLs (called by the service):
 *   {relay}/hooks/{scanId}/{secret}/status/{STATUS}      status webhook; the service fills {STATUS}
 *   {relay}/hooks/{scanId}/{secret}/new-result           newResult webhook
 *   {relay}/hooks/{scanId}/{secret}/image-result         async AI image detection result
 *   {relay}/hooks/{scanId}/{secret}/video-result         AI video detection result
 *   {relay}/hooks/{scanId}/{secret}/exports/{exportId}/completed         export completion webhook
 *   {relay}/hooks/{scanId}/{secret}/exports/{exportId}/results/{resultId} exported result JSON
 *   {relay}/hooks/{scanId}/{secret}/exports/{exportId}/pdf               exported PDF report
 *   {relay}/hooks/{scanId}/{secret}/exports/{exportId}/crawled           exported crawled version
 *
 * `secret` comes from deriveHookSecret (hook-secret.ts). The relay base URL may carry a path
 * prefix (a reverse proxy), so URLs are joined as strings, never resolved with `new URL`, which
 * would also percent-encode the `{STATUS}` placeholder the service looks for.
 */

/** What the service replaces in the status URL with completed, error, creditsChecked or indexed. */
export const STATUS_PLACEHOLDER = '{STATUS}';

/**
 * In place of the secret in a hook path: the secret travels in the `X-Relay-Secret` header
 * instead, which keeps it out of access logs and proxies' URL records. Used where the service
 * sends custom headers with a delivery (status and newResult webhooks, export deliveries); the
 * async image and the video results keep the path form, because their headers also go to the
 * host of the image or video the service downloads.
 */
export const SECRET_IN_HEADER = '-';
export const HOOK_SECRET_HEADER = 'X-Relay-Secret';

/** The header pairs ([name, value], the service's format) that carry a hook secret. */
export function hookSecretHeaders(secret: string): [string, string][] {
  return [[HOOK_SECRET_HEADER, secret]];
}

/** Path pieces after `/hooks/{scanId}/{secret}`; the relay's routes use the same names. */
export const HOOK_PATHS = {
  status: 'status',
  newResult: 'new-result',
  imageResult: 'image-result',
  videoResult: 'video-result',
  exports: 'exports',
  exportCompleted: 'completed',
  exportResults: 'results',
  exportPdf: 'pdf',
  exportCrawled: 'crawled',
} as const;

/** A part of an export that the relay stores and serves back. */
export type ExportPart = 'pdf' | 'crawled' | { resultId: string };

function trimBase(relayBaseUrl: string): string {
  return relayBaseUrl.replace(/\/+$/, '');
}

const seg = encodeURIComponent;

function hookRoot(relayBaseUrl: string, scanId: string, secret: string): string {
  return `${trimBase(relayBaseUrl)}/hooks/${seg(scanId)}/${seg(secret)}`;
}

function exportRoot(relayBaseUrl: string, scanId: string, secret: string, exportId: string) {
  return `${hookRoot(relayBaseUrl, scanId, secret)}/${HOOK_PATHS.exports}/${seg(exportId)}`;
}

/** `properties.webhooks.status` of a URL scan; keeps the literal `{STATUS}`. */
export function statusWebhookUrl(relayBaseUrl: string, scanId: string, secret: string): string {
  return `${hookRoot(relayBaseUrl, scanId, secret)}/${HOOK_PATHS.status}/${STATUS_PLACEHOLDER}`;
}

/** `properties.webhooks.newResult` of a URL scan. */
export function newResultWebhookUrl(relayBaseUrl: string, scanId: string, secret: string): string {
  return `${hookRoot(relayBaseUrl, scanId, secret)}/${HOOK_PATHS.newResult}`;
}

/** `webhooks.url` of an asynchronous AI image detection (its own scan id). */
export function imageResultWebhookUrl(
  relayBaseUrl: string,
  scanId: string,
  secret: string,
): string {
  return `${hookRoot(relayBaseUrl, scanId, secret)}/${HOOK_PATHS.imageResult}`;
}

/** `webhooks.url` of an AI video detection (the secret in the path: see SECRET_IN_HEADER). */
export function videoResultWebhookUrl(
  relayBaseUrl: string,
  scanId: string,
  secret: string,
): string {
  return `${hookRoot(relayBaseUrl, scanId, secret)}/${HOOK_PATHS.videoResult}`;
}

/** `completionWebhook` of an export. */
export function exportCompletedWebhookUrl(
  relayBaseUrl: string,
  scanId: string,
  secret: string,
  exportId: string,
): string {
  return `${exportRoot(relayBaseUrl, scanId, secret, exportId)}/${HOOK_PATHS.exportCompleted}`;
}

/** `endpoint` of one export target: results[i], pdfReport or crawledVersion. */
export function exportPartUrl(
  relayBaseUrl: string,
  scanId: string,
  secret: string,
  exportId: string,
  part: ExportPart,
): string {
  const root = exportRoot(relayBaseUrl, scanId, secret, exportId);
  return `${root}/${exportPartPath(part)}`;
}

function exportPartPath(part: ExportPart): string {
  if (part === 'pdf') return HOOK_PATHS.exportPdf;
  if (part === 'crawled') return HOOK_PATHS.exportCrawled;
  return `${HOOK_PATHS.exportResults}/${seg(part.resultId)}`;
}

/** One delivery target of the export request body. */
export interface ExportTarget {
  verb: 'POST';
  endpoint: string;
  /** The hook secret, when it travels in a header rather than the path. */
  headers?: [string, string][];
}

/**
 * The delivery fields of an export request (POST /v3/downloads/{scanId}/export/{exportId}), every
 * piece pointing at the relay. Spread it into the body and add maxRetries or headers as needed.
 */
export function exportTargets(
  relayBaseUrl: string,
  scanId: string,
  secret: string,
  exportId: string,
  options: { resultIds?: readonly string[]; pdf?: boolean; secretInHeader?: boolean } = {},
): {
  completionWebhook: string;
  completionWebhookHeaders?: [string, string][];
  crawledVersion: ExportTarget;
  pdfReport?: ExportTarget;
  results: (ExportTarget & { id: string })[];
} {
  const inHeader = options.secretInHeader === true;
  const pathSecret = inHeader ? SECRET_IN_HEADER : secret;
  const headers = inHeader ? { headers: hookSecretHeaders(secret) } : {};
  const target = (part: ExportPart): ExportTarget => ({
    verb: 'POST',
    endpoint: exportPartUrl(relayBaseUrl, scanId, pathSecret, exportId, part),
    ...headers,
  });
  return {
    completionWebhook: exportCompletedWebhookUrl(relayBaseUrl, scanId, pathSecret, exportId),
    ...(inHeader ? { completionWebhookHeaders: hookSecretHeaders(secret) } : {}),
    crawledVersion: target('crawled'),
    ...(options.pdf ? { pdfReport: target('pdf') } : {}),
    results: (options.resultIds ?? []).map((id) => ({ id, ...target({ resultId: id }) })),
  };
}

// Read API (called by the extension with `Authorization: Bearer {relay token}`).

export interface EventsQuery {
  /** Only events of this scan; all scans when absent. */
  scanId?: string;
  /** Cursor: return events with an id above this (default 0). */
  after?: number;
  /** Page size, 1 to 500 (default 100). */
  limit?: number;
  /** Long poll: wait up to this many seconds (0 to 60) for a first event. */
  waitSeconds?: number;
}

function eventsPath(scanId: string | undefined): string {
  return scanId === undefined ? '/api/events' : `/api/scans/${seg(scanId)}/events`;
}

function withQuery(url: string, params: Record<string, number | undefined>): string {
  const pairs = Object.entries(params).filter(
    (entry): entry is [string, number] => entry[1] !== undefined,
  );
  return pairs.length === 0 ? url : `${url}?${pairs.map(([k, n]) => `${k}=${n}`).join('&')}`;
}

/** GET: a page of events after a cursor (see relay-protocol.ts for the answer). */
export function eventsUrl(relayBaseUrl: string, query: EventsQuery = {}): string {
  return withQuery(`${trimBase(relayBaseUrl)}${eventsPath(query.scanId)}`, {
    after: query.after,
    limit: query.limit,
    wait: query.waitSeconds,
  });
}

/** GET: server-sent events, every stored event after the cursor and then each new one. */
export function eventStreamUrl(
  relayBaseUrl: string,
  query: { scanId?: string; after?: number } = {},
): string {
  return withQuery(`${trimBase(relayBaseUrl)}${eventsPath(query.scanId)}/stream`, {
    after: query.after,
  });
}

/** GET: the latest stored delivery of one export part (PDF bytes, crawled or result JSON). */
export function exportDownloadUrl(
  relayBaseUrl: string,
  scanId: string,
  exportId: string,
  part: ExportPart,
): string {
  return `${trimBase(relayBaseUrl)}${exportDownloadPath(scanId, exportId, part)}`;
}

export function exportDownloadPath(scanId: string, exportId: string, part: ExportPart): string {
  return `/api/scans/${seg(scanId)}/exports/${seg(exportId)}/${exportPartPath(part)}`;
}

/** GET: the raw stored body of any event. */
export function eventBodyPath(scanId: string, eventId: number): string {
  return `/api/scans/${seg(scanId)}/events/${eventId}/body`;
}

/** GET: whose token this is (WhoAmISchema). */
export function whoAmIUrl(relayBaseUrl: string): string {
  return `${trimBase(relayBaseUrl)}/api/me`;
}

/** GET, no auth: `{ ok: true, ... }` when the relay is up. */
export function healthUrl(relayBaseUrl: string): string {
  return `${trimBase(relayBaseUrl)}/health`;
}
