/**
 * The addresses the service calls (see relay-urls.ts for the scheme). Each delivery is checked
 * against the scan's path secret, bounded in size, stored, and only then acknowledged with 200,
 * so a crash before the answer makes the service retry rather than lose the event.
 */
import type { Context, Hono } from 'hono';
import { limitFor, type BodyLimits } from './body-limits.ts';
import { readBoundedBody } from './bounded-body.ts';
import { constantTimeEqual } from './constant-time.ts';
import { dedupeKey, sha256Hex } from './dedupe-key.ts';
import type { EventBus } from './event-bus.ts';
import { deriveHookSecret } from './hook-secret.ts';
import { checkIncoming } from './incoming-check.ts';
import { errorResponse, notFound } from './relay-errors.ts';
import { isRelayId } from './relay-ids.ts';
import {
  INLINE_PAYLOAD_MAX_BYTES,
  WEBHOOK_KINDS,
  type EventKind,
  type HookAccepted,
} from './relay-protocol.ts';
import type { RelayStore } from './relay-store.ts';
import { HOOK_PATHS } from './relay-urls.ts';

export interface HookDeps {
  store: RelayStore;
  bus: EventBus;
  token: string;
  limits: BodyLimits;
  now: () => number;
}

/** Export targets carry a verb of the caller's choice; webhooks are POSTed. */
const METHODS = ['POST', 'PUT', 'PATCH'];

/** `{STATUS}` values are documented as four names; unknown ones are kept, with a problem note. */
const STATUS_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** Result ids are the service's; only control characters and unbounded length are refused. */
function isResultId(value: string): boolean {
  if (value.length === 0 || value.length > 200) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

interface Route {
  kind: EventKind;
  status?: string;
  exportId?: string;
  resultId?: string;
}

function routeIsValid(route: Route): boolean {
  return (
    (route.status === undefined || STATUS_NAME.test(route.status)) &&
    (route.exportId === undefined || isRelayId(route.exportId)) &&
    (route.resultId === undefined || isResultId(route.resultId))
  );
}

async function secretMatches(token: string, scanId: string, secret: string): Promise<boolean> {
  if (!isRelayId(scanId)) return false;
  return constantTimeEqual(secret, await deriveHookSecret(token, scanId));
}

async function receive(c: Context, deps: HookDeps, route: Route): Promise<Response> {
  const scanId = c.req.param('scanId') ?? '';
  const secret = c.req.param('secret') ?? '';
  if (!(await secretMatches(deps.token, scanId, secret)) || !routeIsValid(route)) {
    return notFound(c);
  }
  const read = await readBoundedBody(c.req.raw, limitFor(route.kind, deps.limits));
  if (!read.ok) {
    // The rest of the upload is not read; closing spares draining it.
    c.header('Connection', 'close');
    return errorResponse(c, 'too-large', 'The body is larger than this relay accepts.');
  }
  const body = read.bytes;
  const checked = checkIncoming(route.kind, route.status, body);
  const sha256 = await sha256Hex(body);
  const webhook = (WEBHOOK_KINDS as readonly string[]).includes(route.kind);
  const outcome = await deps.store.append({
    dedupeKey: await dedupeKey({ scanId, ...route }, sha256),
    scanId,
    ...route,
    receivedAt: deps.now(),
    contentType: (c.req.header('content-type') ?? 'application/octet-stream').slice(0, 200),
    body,
    sha256,
    ...(checked.problem === undefined ? {} : { problem: checked.problem }),
    inline: webhook && checked.json !== undefined && body.byteLength <= INLINE_PAYLOAD_MAX_BYTES,
  });
  if (outcome.stored === 'new') deps.bus.notify(scanId);
  const answer: HookAccepted = { received: true, duplicate: outcome.stored === 'duplicate' };
  return c.json(answer, 200);
}

export function registerHookRoutes(app: Hono, deps: HookDeps): void {
  const root = '/hooks/:scanId/:secret';
  const exportRoot = `${root}/${HOOK_PATHS.exports}/:exportId`;
  app.on(METHODS, `${root}/${HOOK_PATHS.status}/:status`, (c) =>
    receive(c, deps, { kind: 'status', status: c.req.param('status') }),
  );
  app.on(METHODS, `${root}/${HOOK_PATHS.newResult}`, (c) =>
    receive(c, deps, { kind: 'newResult' }),
  );
  app.on(METHODS, `${root}/${HOOK_PATHS.imageResult}`, (c) =>
    receive(c, deps, { kind: 'imageResult' }),
  );
  app.on(METHODS, `${exportRoot}/${HOOK_PATHS.exportCompleted}`, (c) =>
    receive(c, deps, { kind: 'exportCompleted', exportId: c.req.param('exportId') }),
  );
  app.on(METHODS, `${exportRoot}/${HOOK_PATHS.exportPdf}`, (c) =>
    receive(c, deps, { kind: 'exportPdf', exportId: c.req.param('exportId') }),
  );
  app.on(METHODS, `${exportRoot}/${HOOK_PATHS.exportCrawled}`, (c) =>
    receive(c, deps, { kind: 'exportCrawled', exportId: c.req.param('exportId') }),
  );
  app.on(METHODS, `${exportRoot}/${HOOK_PATHS.exportResults}/:resultId`, (c) =>
    receive(c, deps, {
      kind: 'exportResult',
      exportId: c.req.param('exportId'),
      resultId: c.req.param('resultId'),
    }),
  );
}
