/**
 * Server-sent events: first every stored event after the cursor (`?after=` or the Last-Event-ID
 * of a reconnect), then `ready`, then each new event as it is stored, with comment heartbeats so
 * proxies and the client can tell a quiet stream from a dead one. Events are always read from the
 * store, so the stream shows exactly what polling would. A stream ends when its token is rotated
 * or revoked (the reconnect then gets 401), and after `maxStreamMs` (the reconnect authenticates
 * again).
 */
import type { Context, Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { concerns, type EventBus, type Interest } from './event-bus.ts';
import type { RelayEnv } from './relay-context.ts';
import { toRelayEvent } from './event-view.ts';
import { readEventsQuery } from './read-query.ts';
import { tokenRevoked } from './bearer-auth.ts';
import { errorResponse } from './relay-errors.ts';
import { isRelayId } from './relay-ids.ts';
import { STREAM_EVENT, STREAM_READY, type StreamReady } from '../relay-protocol/relay-protocol.ts';
import type { RelayStore } from './relay-store.ts';

export interface StreamDeps {
  store: RelayStore;
  bus: EventBus;
  heartbeatMs: number;
  /**
   * How long one stream stays open (0: for ever). The client reconnects with Last-Event-ID and
   * loses nothing; the reconnect shows its token again, and a platform that bills an open request
   * by the second (a Durable Object) stops paying for an idle reader.
   */
  maxStreamMs: number;
  /** The clock the lifetime is measured on. */
  now: () => number;
}

const BATCH = 200;

/** Writes every event after `cursor`; returns the new cursor. */
async function sendFrom(
  stream: SSEStreamingApi,
  deps: StreamDeps,
  interest: Interest,
  cursor: number,
  ended: () => boolean,
): Promise<number> {
  let after = cursor;
  for (;;) {
    const { records, more } = await deps.store.list({ ...interest, after, limit: BATCH });
    for (const record of records) {
      if (ended()) return after;
      await stream.writeSSE({
        event: STREAM_EVENT,
        id: String(record.id),
        data: JSON.stringify(toRelayEvent(record)),
      });
      after = record.id;
    }
    if (!more) return after;
  }
}

/** A latch: `wait` resolves at the next `wake` (or at once if one came since the last wait). */
function createWakeup(): { wake(): void; wait(ms: number): Promise<boolean> } {
  let pending = false;
  let resolveWait: ((woken: boolean) => void) | undefined;
  return {
    wake() {
      pending = true;
      resolveWait?.(true);
    },
    wait(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(false), ms);
        const finish = (woken: boolean): void => {
          clearTimeout(timer);
          resolveWait = undefined;
          pending = false;
          resolve(woken);
        };
        resolveWait = finish;
      });
    },
  };
}

function streamEvents(
  c: Context<RelayEnv>,
  deps: StreamDeps,
  scanId: string | undefined,
): Response {
  if (scanId !== undefined && !isRelayId(scanId)) {
    return errorResponse(c, 'bad-request', 'Not a scan id.');
  }
  const read = readEventsQuery(c.req.query(), c.req.header('last-event-id'));
  if (!read.ok) return errorResponse(c, 'bad-request', read.message);
  const interest: Interest = { memberId: c.get('member').id, ...(scanId ? { scanId } : {}) };
  const revoked = c.get('revoked');
  if (revoked.aborted) return tokenRevoked(c);
  return streamSSE(c, async (stream) => {
    const wakeup = createWakeup();
    // Subscribe before the backlog is read, so nothing stored meanwhile is missed.
    const unsubscribe = deps.bus.subscribe((stored) => {
      if (concerns(interest, stored)) wakeup.wake();
    });
    const wake = (): void => wakeup.wake();
    stream.onAbort(wake);
    revoked.addEventListener('abort', wake);
    const ended = (): boolean => stream.aborted || revoked.aborted;
    const endAt = deps.maxStreamMs > 0 ? deps.now() + deps.maxStreamMs : Infinity;
    try {
      let cursor = await sendFrom(stream, deps, interest, read.query.after, ended);
      if (ended()) return;
      const ready: StreamReady = { cursor };
      await stream.writeSSE({ event: STREAM_READY, data: JSON.stringify(ready) });
      while (!ended() && deps.now() < endAt) {
        const woken = await wakeup.wait(Math.min(deps.heartbeatMs, endAt - deps.now()));
        if (ended()) break;
        if (woken) cursor = await sendFrom(stream, deps, interest, cursor, ended);
        else await stream.write(': keep-alive\n\n');
      }
    } finally {
      revoked.removeEventListener('abort', wake);
      unsubscribe();
    }
  });
}

export function registerEventStream(app: Hono<RelayEnv>, deps: StreamDeps): void {
  app.get('/api/events/stream', (c) => streamEvents(c, deps, undefined));
  app.get('/api/scans/:scanId/events/stream', (c) => streamEvents(c, deps, c.req.param('scanId')));
}
