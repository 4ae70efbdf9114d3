/**
 * Runs the relay app on Node's http server with the SQLite store: what `npm run relay` and the
 * tests start. Closing drops open connections at once: a delivery cut off before its answer is
 * simply retried by the service and deduplicated on arrival.
 */
import { mkdirSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { BodyLimits } from '../body-limits.ts';
import type { EventBus } from '../event-bus.ts';
import { createRelayApp } from '../relay-app.ts';
import { DEFAULT_GUARDS, type RelayGuards } from '../relay-guards.ts';
import { startRetention } from './retention-timer.ts';
import { acquireOwnerLock } from './db-owner-lock.ts';
import { resolveRelayToken, type ResolvedToken } from './relay-token.ts';
import { SqlRelayStore } from '../sql/sql-store.ts';
import { openNodeSqlDriver, type NodeSqlDriver } from './node-sqlite-driver.ts';

export interface StartRelayOptions {
  dbPath: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
  /** When absent, `tokenFile`, else the token file next to the database (created if missing). */
  token?: string;
  tokenFile?: string;
  limits?: Partial<BodyLimits>;
  guards?: Partial<RelayGuards>;
  heartbeatMs?: number;
  maxStreamMs?: number;
  /** Wakes long polls and streams; a fresh in-process bus by default (tests watch it). */
  bus?: EventBus;
  logError?: (error: unknown) => void;
}

export interface RunningRelay {
  /** Base URL, e.g. http://127.0.0.1:8787 */
  url: string;
  token: ResolvedToken;
  dbPath: string;
  close(): Promise<void>;
}

function baseUrl(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  mkdirSync(dirname(options.dbPath), { recursive: true });
  const token = resolveRelayToken(options.token, options.dbPath, options.tokenFile);
  const lock = acquireOwnerLock(options.dbPath);
  let driver: NodeSqlDriver | undefined;
  let store: SqlRelayStore;
  try {
    driver = openNodeSqlDriver(options.dbPath);
    store = new SqlRelayStore(driver);
  } catch (error) {
    driver?.close();
    lock.release();
    throw error;
  }
  const closeStore = async (): Promise<void> => {
    await store.close();
    driver.close();
  };
  const guards = { ...DEFAULT_GUARDS, ...options.guards };
  const app = createRelayApp(store, {
    token: token.token,
    guards,
    clientOf: (c) => {
      const env = c.env as { incoming?: IncomingMessage } | undefined;
      return env?.incoming?.socket.remoteAddress ?? 'unknown';
    },
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
    ...(options.maxStreamMs === undefined ? {} : { maxStreamMs: options.maxStreamMs }),
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.logError ? { logError: options.logError } : {}),
  });
  // Leave the process's global Request/Response alone (tests share the process).
  const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  // The listener answers every failure itself (and hono reports it through logError).
  const server = http.createServer((req, res) => void listener(req, res));
  // Headers must arrive within 20 s; bodies are bounded by the app's own timeout.
  server.headersTimeout = 20_000;
  server.requestTimeout = guards.bodyTimeoutMs + 20_000;
  const pruning = startRetention(store, guards.retentionMs, options.logError);
  const shutDown = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    pruning.stop();
    await closeStore();
    lock.release();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    pruning.stop();
    await closeStore();
    lock.release();
    throw error;
  }
  return {
    url: baseUrl(server.address() as AddressInfo),
    token,
    dbPath: options.dbPath,
    close: shutDown,
  };
}
