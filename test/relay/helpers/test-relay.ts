/**
 * Starts the relay on a fresh temporary database (or an existing one, for restarts) over real
 * HTTP, with small helpers to call its hooks and its read API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { deriveHookSecret } from '../../../src/relay/hook-secret.ts';
import {
  startRelay,
  type RunningRelay,
  type StartRelayOptions,
} from '../../../src/relay/node/start-relay.ts';
import { EventsPageSchema, type EventsPage } from '../../../src/relay/relay-protocol.ts';
import { eventsUrl, type EventsQuery } from '../../../src/relay/relay-urls.ts';

export const TOKEN = 'test-relay-token-0123456789abcdef';

export interface TestRelay {
  relay: RunningRelay;
  url: string;
  dbPath: string;
  /** Stops the relay and starts a new one on the same database (and the same port). */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Stops the relay (if running) and deletes its folder. */
  dispose(): Promise<void>;
}

export async function startTestRelay(options: Partial<StartRelayOptions> = {}): Promise<TestRelay> {
  const dir = mkdtempSync(join(tmpdir(), 'relay-test-'));
  const settings: StartRelayOptions = {
    dbPath: join(dir, 'relay.sqlite'),
    token: TOKEN,
    logError: () => undefined,
    ...options,
  };
  let relay = await startRelay(settings);
  let running = true;
  const port = Number(new URL(relay.url).port);
  const handle: TestRelay = {
    get relay() {
      return relay;
    },
    get url() {
      return relay.url;
    },
    dbPath: settings.dbPath,
    async restart() {
      if (running) await relay.close();
      relay = await startRelay({ ...settings, port });
      running = true;
    },
    async stop() {
      if (running) await relay.close();
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
