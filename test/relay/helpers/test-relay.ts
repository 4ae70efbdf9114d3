/**
 * Starts the relay on a fresh database (or an existing one, for restarts) over real HTTP, with
 * small helpers to call its hooks and its read API. The runtime is Node unless the run says
 * otherwise (RELAY_RUNTIME=workers: the vitest project relay-workers), so the same suite checks
 * both; a test may also ask for one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { deriveHookSecret } from '../../../src/relay-protocol/hook-secret.ts';
import { startRelay, type StartRelayOptions } from '../../../src/relay/node/start-relay.ts';
import { DEFAULT_GUARDS } from '../../../src/relay/relay-guards.ts';
import { EventsPageSchema, type EventsPage } from '../../../src/relay-protocol/relay-protocol.ts';
import { DEFAULT_SETTINGS, settingsAsVariables } from '../../../src/relay/relay-settings.ts';
import { eventsUrl, type EventsQuery } from '../../../src/relay-protocol/relay-urls.ts';
import { startWorkersRelay } from './workers-relay.ts';

export const TOKEN = 'test-relay-token-0123456789abcdef';

export type RelayRuntime = 'node' | 'workers';

/** The runtime of this run's relays. */
export const RUNTIME: RelayRuntime = process.env.RELAY_RUNTIME === 'workers' ? 'workers' : 'node';

/** What a test may set; `bus` and `logError` reach into the process, so they are Node-only. */
export type TestRelayOptions = Partial<
  Pick<StartRelayOptions, 'token' | 'limits' | 'guards' | 'heartbeatMs' | 'bus' | 'maxStreamMs'>
> & { runtime?: RelayRuntime };

export interface TestRelay {
  runtime: RelayRuntime;
  url: string;
  /** Where its data lives: the SQLite file (Node) or the Durable Object folder (Workers). */
  dataPath: string;
  /** Stops the relay and starts a new one on the same data (and the same port). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the relay (if running) and deletes its folder. */
  dispose(): Promise<void>;
}

interface Running {
  url: string;
  stop(): Promise<void>;
}

function starter(
  runtime: RelayRuntime,
  dir: string,
  options: TestRelayOptions,
): (port?: number) => Promise<Running> {
  const token = options.token ?? TOKEN;
  if (runtime === 'node') {
    const settings: StartRelayOptions = {
      dbPath: join(dir, 'relay.sqlite'),
      logError: () => undefined,
      ...options,
      token,
    };
    return async (port) => {
      const relay = await startRelay({ ...settings, ...(port === undefined ? {} : { port }) });
      return { url: relay.url, stop: () => relay.close() };
    };
  }
  if (options.bus) throw new Error('A test relay on Workers has no bus to watch (Node only).');
  const variables = settingsAsVariables({
    limits: { ...DEFAULT_SETTINGS.limits, ...options.limits },
    guards: { ...DEFAULT_GUARDS, ...options.guards },
    heartbeatMs: options.heartbeatMs ?? DEFAULT_SETTINGS.heartbeatMs,
    maxStreamMs: options.maxStreamMs ?? DEFAULT_SETTINGS.maxStreamMs,
  });
  return (port) =>
    startWorkersRelay({
      persistDir: join(dir, 'durable-objects'),
      variables: { ...variables, RELAY_TOKEN: token },
      ...(port === undefined ? {} : { port }),
    });
}

export async function startTestRelay(options: TestRelayOptions = {}): Promise<TestRelay> {
  const runtime = options.runtime ?? RUNTIME;
  const dir = mkdtempSync(join(tmpdir(), `relay-test-${runtime}-`));
  const start = starter(runtime, dir, options);
  let relay = await start();
  let running = true;
  const port = Number(new URL(relay.url).port);
  const handle: TestRelay = {
    runtime,
    get url() {
      return relay.url;
    },
    dataPath: runtime === 'node' ? join(dir, 'relay.sqlite') : join(dir, 'durable-objects'),
    async restart() {
      if (running) await relay.stop();
      relay = await start(port);
      running = true;
    },
    async stop() {
      if (running) await relay.stop();
      running = false;
    },
    async dispose() {
      await handle.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}

export function hookSecret(scanId: string, token = TOKEN): Promise<string> {
  return deriveHookSecret(token, scanId);
}

/**
 * fetch that retries once when a pooled keep-alive connection turns out to be closed (a relay
 * restarted on the same port): browsers do that for idempotent requests, and the service simply
 * retries a delivery.
 */
export async function fetchFresh(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

export interface Answer {
  status: number;
  json: unknown;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

/** Delivers a body to a hook URL the way the service does. */
export async function deliver(
  url: string,
  body: unknown,
  init: { method?: string; contentType?: string } = {},
): Promise<Answer> {
  const raw = body instanceof Uint8Array || typeof body === 'string';
  const response = await fetchFresh(url, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': init.contentType ?? 'application/json' },
    body: raw ? (body as BodyInit) : JSON.stringify(body),
  });
  return answerOf(response);
}

/** GET with the relay token, another token, or (null) none. */
export async function apiGet(url: string, token: string | null = TOKEN): Promise<Answer> {
  const headers: Record<string, string> =
    token === null ? {} : { Authorization: `Bearer ${token}` };
  return answerOf(await fetchFresh(url, { headers }));
}

/** A page of events, validated with the schema the extension uses. */
export async function listEvents(
  base: string,
  query: EventsQuery = {},
  token = TOKEN,
): Promise<EventsPage> {
  const answer = await apiGet(eventsUrl(base, query), token);
  if (answer.status !== 200)
    throw new Error(`events: ${answer.status} ${JSON.stringify(answer.json)}`);
  return v.parse(EventsPageSchema, answer.json);
}
