/**
 * The addresses the service calls (see relay-urls.ts for the scheme). Each delivery is checked
 * against the scan's path secret, bounded in size, stored, and only then acknowledged with 200,
 * so a crash before the answer makes the service retry rather than lose the event.
 */
import type { Context, Hono } from 'hono';
import { limitFor, type BodyLimits } from './body-limits.ts';
import { readBoundedBody } from './bounded-body.ts';
import { dedupeKey, sha256Hex } from './dedupe-key.ts';
import type { EventBus } from './event-bus.ts';
import type { BodyGate } from './body-gate.ts';
import type { FailureLimiter } from './failure-limiter.ts';
import { checkIncoming, type CheckedBody } from './incoming-check.ts';
import { jsonDepth, MAX_INLINE_DEPTH } from './json-depth.ts';
import type { ClientOf, RelayGuards } from './relay-guards.ts';
import type { RelayEnv } from './relay-context.ts';
import { errorResponse, notFound } from './relay-errors.ts';
import { isRelayId } from './relay-ids.ts';
import type { MemberDirectory } from './members/member-directory.ts';
import type { Member } from './relay-store.ts';
import {
  INLINE_PAYLOAD_MAX_BYTES,
  WEBHOOK_KINDS,
  type EventKind,
  type HookAccepted,
} from '../relay-protocol/relay-protocol.ts';
import type { RelayStore } from './relay-store.ts';
import { HOOK_PATHS, HOOK_SECRET_HEADER, SECRET_IN_HEADER } from '../relay-protocol/relay-urls.ts';

export interface HookDeps {
  store: RelayStore;
  bus: EventBus;
  members: MemberDirectory;
  limits: BodyLimits;
  guards: RelayGuards;
  failures: FailureLimiter;
  gate: BodyGate;
  clientOf: ClientOf;
  now: () => number;
}

/** Seconds the service is told to wait before trying a refused delivery again. */
const BUSY_RETRY_SECONDS = 5;

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

/**
 * The hook secret: from the header when the path says so (`-`), which keeps it out of access
 * logs and proxies' URL records; else from the path.
 */
function hookSecretOf(c: Context): string {
  const inPath = c.req.param('secret') ?? '';
  return inPath === SECRET_IN_HEADER ? (c.req.header(HOOK_SECRET_HEADER) ?? '') : inPath;
}

async function receive(c: Context, deps: HookDeps, route: Route): Promise<Response> {
  const client = deps.clientOf(c);
  const shutOut = deps.failures.blocked(client);
  if (shutOut !== undefined) {
    return errorResponse(c, 'too-many-failures', 'Too many failed attempts.', shutOut / 1000);
  }
  const scanId = c.req.param('scanId') ?? '';
  const secret = hookSecretOf(c);
  const member = routeIsValid(route) ? await deps.members.byHookSecret(scanId, secret) : undefined;
  if (!member) {
    deps.failures.fail(client);
    return notFound(c);
  }
  const limit = limitFor(route.kind, deps.limits);
  const large = limit > deps.limits.webhookBytes;
  const release = large ? deps.gate.enter() : () => undefined;
  if (!release) {
    c.header('Connection', 'close');
    return errorResponse(c, 'busy', 'Other deliveries are being stored.', BUSY_RETRY_SECONDS);
  }
  try {
    const read = await readBoundedBody(c.req.raw, limit, deps.guards.bodyTimeoutMs);
    if (!read.ok) {
      // The rest of the upload is not read; closing spares draining it.
      c.header('Connection', 'close');
      return read.why === 'timeout'
        ? errorResponse(c, 'timeout', 'The body took too long to arrive.')
        : errorResponse(c, 'too-large', 'The body is larger than this relay accepts.');
    }
    return await store(c, deps, route, { member, scanId }, read.bytes);
  } finally {
    release();
  }
}

/** Only what matched its schema, is small and shallow goes inline in listings. */
function inlinable(kind: EventKind, body: Uint8Array, checked: CheckedBody): boolean {
  return (
    (WEBHOOK_KINDS as readonly string[]).includes(kind) &&
    checked.json !== undefined &&
    checked.problem === undefined &&
    body.byteLength <= INLINE_PAYLOAD_MAX_BYTES &&
    jsonDepth(body) <= MAX_INLINE_DEPTH
  );
}

async function store(
  c: Context,
  deps: HookDeps,
  route: Route,
  { member, scanId }: { member: Member; scanId: string },
  body: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  // Depth first: a deeply nested body must not reach the recursive schema checks.
  const tooDeep = jsonDepth(body) > MAX_INLINE_DEPTH;
  const checked: CheckedBody = tooDeep
    ? { problem: `body nests deeper than ${MAX_INLINE_DEPTH} levels; kept, not inlined` }
    : checkIncoming(route.kind, route.status, body);
  const sha256 = await sha256Hex(body);
  const outcome = await deps.store.append(
    {
      dedupeKey: await dedupeKey({ memberId: member.id, scanId, ...route }, sha256),
      memberId: member.id,
      scanId,
      ...route,
      receivedAt: deps.now(),
      contentType: (c.req.header('content-type') ?? 'application/octet-stream').slice(0, 200),
      body,
      sha256,
      ...(checked.problem === undefined ? {} : { problem: checked.problem }),
      inline: inlinable(route.kind, body, checked),
    },
    { scan: deps.guards.quota, member: deps.guards.memberQuota },
  );
  if (outcome.stored === 'over-quota') {
    return errorResponse(
      c,
      'quota',
      outcome.full === 'scan'
        ? 'This scan holds all the events this relay keeps for one.'
        : 'This token holds all the events this relay keeps for one person.',
    );
  }
  if (outcome.stored === 'new') deps.bus.notify({ memberId: member.id, scanId });
  const answer: HookAccepted = { received: true, duplicate: outcome.stored === 'duplicate' };
  return c.json(answer, 200);
}

export function registerHookRoutes(app: Hono<RelayEnv>, deps: HookDeps): void {
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
  app.on(METHODS, `${root}/${HOOK_PATHS.videoResult}`, (c) =>
    receive(c, deps, { kind: 'videoResult' }),
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
