/**
 * The extension's side: pages of events after a cursor (optionally long-polling), raw bodies and
 * export downloads. Mounted behind bearer-auth.ts by relay-app.ts. A long poll whose token is
 * rotated or revoked while it waits answers 401 at once, as the token's next request would.
 */
import type { Context, Hono } from 'hono';
import { nextNotification, type EventBus } from './event-bus.ts';
import type { RelayEnv } from './relay-context.ts';
import { toRelayEvent } from './event-view.ts';
import { readEventsQuery, type EventsQuery } from './read-query.ts';
import { tokenRevoked } from './bearer-auth.ts';
import { errorResponse, notFound } from './relay-errors.ts';
import type { EventsPage } from '../relay-protocol/relay-protocol.ts';
import { isRelayId } from './relay-ids.ts';
import type { EventSlice, ExportPartQuery, RelayStore, StoredBody } from './relay-store.ts';

export interface ReadDeps {
  store: RelayStore;
  bus: EventBus;
}

async function waitForEvents(
  deps: ReadDeps,
  memberId: string,
  scanId: string | undefined,
  query: EventsQuery,
  requestSignal: AbortSignal,
  revoked: AbortSignal,
): Promise<EventSlice> {
  const list = (): Promise<EventSlice> =>
    deps.store.list({ memberId, after: query.after, limit: query.limit, scanId });
  if (query.wait === 0) return list();
  const stop = new AbortController();
  // Listen before the first read, so an event stored in between still wakes this poll.
  const woken = nextNotification(
    deps.bus,
    { memberId, scanId },
    query.wait * 1000,
    AbortSignal.any([requestSignal, revoked, stop.signal]),
  );
  try {
    const first = await list();
    if (first.records.length > 0) return first;
    await woken;
    return await list();
  } finally {
    stop.abort();
  }
}

async function eventsPage(
  c: Context<RelayEnv>,
  deps: ReadDeps,
  scanId: string | undefined,
): Promise<Response> {
  if (scanId !== undefined && !isRelayId(scanId)) {
    return errorResponse(c, 'bad-request', 'Not a scan id.');
  }
  const read = readEventsQuery(c.req.query());
  if (!read.ok) return errorResponse(c, 'bad-request', read.message);
  const memberId = c.get('member').id;
  const revoked = c.get('revoked');
  const slice = await waitForEvents(deps, memberId, scanId, read.query, c.req.raw.signal, revoked);
  if (revoked.aborted) return tokenRevoked(c);
  const page: EventsPage = {
    events: slice.records.map(toRelayEvent),
    cursor: slice.records.at(-1)?.id ?? read.query.after,
    more: slice.more,
  };
  return c.json(page);
}

/** Served bytes are never rendered by a browser at the relay's origin. */
function download(
  c: Context,
  stored: StoredBody | undefined,
  type: string,
  filename?: string,
): Response {
  if (!stored) return notFound(c);
  c.header('Content-Type', type);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Disposition', filename ? `attachment; filename="${filename}"` : 'attachment');
  c.header('Cache-Control', 'no-store');
  return c.body(new Uint8Array(stored.body));
}

async function exportPart(
  c: Context<RelayEnv>,
  deps: ReadDeps,
  part: Omit<ExportPartQuery, 'memberId' | 'scanId' | 'exportId'>,
): Promise<Response> {
  const scanId = c.req.param('scanId') ?? '';
  const exportId = c.req.param('exportId') ?? '';
  if (!isRelayId(scanId) || !isRelayId(exportId)) return notFound(c);
  const stored = await deps.store.latestExportPart({
    memberId: c.get('member').id,
    scanId,
    exportId,
    ...part,
  });
  return part.kind === 'exportPdf'
    ? download(c, stored, 'application/pdf', `${scanId}-${exportId}.pdf`)
    : download(c, stored, 'application/json');
}

export function registerReadRoutes(app: Hono<RelayEnv>, deps: ReadDeps): void {
  app.get('/api/events', (c) => eventsPage(c, deps, undefined));
  app.get('/api/scans/:scanId/events', (c) => eventsPage(c, deps, c.req.param('scanId')));
  app.get('/api/scans/:scanId/events/:eventId/body', async (c) => {
    const eventId = Number(c.req.param('eventId'));
    if (!Number.isSafeInteger(eventId) || eventId < 1) return notFound(c);
    const stored = await deps.store.body(c.get('member').id, c.req.param('scanId'), eventId);
    return download(c, stored, 'application/octet-stream');
  });
  const exportRoot = '/api/scans/:scanId/exports/:exportId';
  app.get(`${exportRoot}/pdf`, (c) => exportPart(c, deps, { kind: 'exportPdf' }));
  app.get(`${exportRoot}/crawled`, (c) => exportPart(c, deps, { kind: 'exportCrawled' }));
  app.get(`${exportRoot}/results/:resultId`, (c) =>
    exportPart(c, deps, { kind: 'exportResult', resultId: c.req.param('resultId') }),
  );
}
