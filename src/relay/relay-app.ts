/**
 * The relay as a web-standard fetch handler (Hono): hooks for the service, a token-guarded read
 * API for the extension (each token sees only its holder's scans), the team API, and a health
 * check. No Node API here: node/start-relay.ts serves it from Node, workers/relay-object.ts from a
 * Durable Object, both over sql/sql-store.ts.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { bearerAuth } from './bearer-auth.ts';
import { DEFAULT_BODY_LIMITS, type BodyLimits } from './body-limits.ts';
import { createBodyGate } from './body-gate.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { createFailureLimiter } from './failure-limiter.ts';
import { DEFAULT_GUARDS, type ClientOf, type RelayGuards } from './relay-guards.ts';
import { registerEventStream } from './event-stream.ts';
import { registerHookRoutes } from './hook-routes.ts';
import { registerReadRoutes } from './read-routes.ts';
import { createMemberDirectory } from './members/member-directory.ts';
import { registerMemberRoutes } from './members/member-routes.ts';
import type { RelayEnv } from './relay-context.ts';
import { errorResponse, notFound } from './relay-errors.ts';
import {
  EVENT_KINDS,
  RELAY_PROTOCOL_VERSION,
  type Health,
} from '../relay-protocol/relay-protocol.ts';
import { DEFAULT_SETTINGS } from './relay-settings.ts';
import type { RelayStore } from './relay-store.ts';
import { relayTokenProblem } from './token-rules.ts';

export interface RelayAppOptions {
  /**
   * The owner's token: reads the owner's scans and manages members. Each member's token (and
   * this one) keys that holder's hook secrets (hook-secret.ts).
   */
  token: string;
  limits?: Partial<BodyLimits>;
  guards?: Partial<RelayGuards>;
  /**
   * The client's address as the runtime knows it, for the failed-authentication limit; without
   * one, every client shares one count.
   */
  clientOf?: ClientOf;
  /** Shared with whoever else stores events; a fresh in-process bus by default. */
  bus?: EventBus;
  /** Milliseconds between SSE heartbeat comments; default 15 000. */
  heartbeatMs?: number;
  /** Milliseconds an event stream stays open, 0 for ever; default 5 minutes (relay-settings.ts). */
  maxStreamMs?: number;
  now?: () => number;
  /** Where unexpected errors are reported; console.error by default. */
  logError?: (error: unknown) => void;
}

/** Origins of extension pages and workers; web pages get no CORS grant. */
const EXTENSION_ORIGIN = /^(chrome|moz|safari-web)-extension:\/\/[^/]+$/;

export function createRelayApp(store: RelayStore, options: RelayAppOptions): Hono<RelayEnv> {
  const tokenProblem = relayTokenProblem(options.token);
  if (tokenProblem !== undefined) throw new Error(tokenProblem);
  const bus = options.bus ?? createEventBus();
  const limits = { ...DEFAULT_BODY_LIMITS, ...options.limits };
  const guards = { ...DEFAULT_GUARDS, ...options.guards };
  const now = options.now ?? Date.now;
  const clientOf = options.clientOf ?? (() => 'all');
  const failures = createFailureLimiter({ ...guards.authFailures, now });
  const gate = createBodyGate(guards.largeBodySlots);
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const members = createMemberDirectory(store, options.token, now);
  const app = new Hono<RelayEnv>();

  // Host permissions make CORS moot for an MV3 worker, but extension pages may still preflight.
  const extensionCors = cors({
    origin: (origin) => (EXTENSION_ORIGIN.test(origin) ? origin : null),
    allowMethods: ['GET', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Last-Event-ID'],
    exposeHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
  app.use('/health', extensionCors);
  app.use('/api/*', extensionCors);
  app.use('/api/*', bearerAuth(members, failures, clientOf));

  app.get('/health', (c) => {
    const health: Health = {
      ok: true,
      service: 'authenticity-lens-relay',
      protocol: RELAY_PROTOCOL_VERSION,
      kinds: [...EVENT_KINDS],
    };
    return c.json(health);
  });
  registerHookRoutes(app, {
    store,
    bus,
    members,
    limits,
    guards,
    failures,
    gate,
    clientOf,
    now,
  });
  registerReadRoutes(app, { store, bus });
  registerEventStream(app, {
    store,
    bus,
    heartbeatMs: options.heartbeatMs ?? DEFAULT_SETTINGS.heartbeatMs,
    maxStreamMs: options.maxStreamMs ?? DEFAULT_SETTINGS.maxStreamMs,
    now,
  });
  registerMemberRoutes(app, members);

  app.notFound(notFound);
  app.onError((error, c) => {
    // Refusals of hono's middleware (bearerAuth) arrive as exceptions carrying their answer.
    if (error instanceof HTTPException) return error.getResponse();
    logError(error);
    // A 5xx makes the service retry the delivery later, which is what a storage failure needs.
    return errorResponse(c, 'internal', 'The relay could not handle this request.');
  });
  return app;
}
