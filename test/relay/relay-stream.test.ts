/** Server-sent events: backlog after the cursor, then each new event as it is stored. */
import { completedPayload } from '../support/url-scan-fixtures.ts';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RelayEventSchema,
  STREAM_EVENT,
  STREAM_READY,
  StreamReadySchema,
} from '../../src/relay-protocol/relay-protocol.ts';
import {
  eventStreamUrl,
  newResultWebhookUrl,
  statusWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import { openEventStream, type StreamReader } from './helpers/event-stream-reader.ts';
import {
  deliver,
  hookSecret,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const SCAN = 'al-scan-stream';
const OTHER = 'al-scan-other';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

let relay: TestRelay;
const streams: StreamReader[] = [];

async function open(url: string, headers: Record<string, string> = AUTH): Promise<StreamReader> {
  const stream = await openEventStream(url, headers);
  streams.push(stream);
  return stream;
}

const isReady = (m: { event: string }) => m.event === STREAM_READY;
const relayEvents = (stream: StreamReader) =>
  stream.messages
    .filter((m) => m.event === STREAM_EVENT)
    .map((m) => v.parse(RelayEventSchema, JSON.parse(m.data)));

async function newResult(scanId: string, score: number): Promise<void> {
  const url = newResultWebhookUrl(relay.url, scanId, await hookSecret(scanId));
  expect((await deliver(url, { score })).status).toBe(200);
}

beforeEach(async () => {
  relay = await startTestRelay({ heartbeatMs: 200 });
});

afterEach(async () => {
  streams.splice(0).forEach((stream) => stream.close());
  await relay.dispose();
});

describe('relay event stream', () => {
  it('sends the backlog, then ready, then a new event as it arrives', async () => {
    await newResult(SCAN, 1);
    const stream = await open(eventStreamUrl(relay.url));
    expect(stream.status).toBe(200);
    const ready = await stream.next(isReady);
    expect(v.parse(StreamReadySchema, JSON.parse(ready.data))).toEqual({ cursor: 1 });
    expect(relayEvents(stream).map((e) => e.id)).toEqual([1]);

    const completed = statusWebhookUrl(relay.url, SCAN, await hookSecret(SCAN)).replace(
      '{STATUS}',
      'completed',
    );
    await deliver(completed, completedPayload());
    const arrived = await stream.next((m) => m.event === STREAM_EVENT && m.id === '2');
    expect(v.parse(RelayEventSchema, JSON.parse(arrived.data))).toMatchObject({
      kind: 'status',
      status: 'completed',
      scanId: SCAN,
      payload: { status: 0, results: { score: { aggregatedScore: 14.25 } } },
    });
  });

  it('does not send a duplicate again', async () => {
    const stream = await open(eventStreamUrl(relay.url));
    await stream.next(isReady);
    await newResult(SCAN, 1);
    await newResult(SCAN, 1);
    await newResult(SCAN, 2);
    await stream.next((m) => m.id === '2');
    expect(relayEvents(stream).map((e) => e.id)).toEqual([1, 2]);
  });

  it('per scan: only that scan, resuming after Last-Event-ID', async () => {
    await newResult(SCAN, 1); // id 1
    await newResult(OTHER, 1); // id 2
    await newResult(SCAN, 2); // id 3
    const stream = await open(eventStreamUrl(relay.url, { scanId: SCAN }), {
      ...AUTH,
      'Last-Event-ID': '1',
    });
    await stream.next(isReady);
    await newResult(OTHER, 2); // id 4
    await newResult(SCAN, 3); // id 5
    await stream.next((m) => m.id === '5');
    expect(relayEvents(stream).map((e) => [e.id, e.scanId])).toEqual([
      [3, SCAN],
      [5, SCAN],
    ]);
  });

  it('sends heartbeats on a quiet stream and refuses a missing token', async () => {
    const response = await fetch(eventStreamUrl(relay.url), { headers: AUTH });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': keep-alive')) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(text).toContain(': keep-alive');
    await reader.cancel();
    expect((await fetch(eventStreamUrl(relay.url))).status).toBe(401);
  });
});
