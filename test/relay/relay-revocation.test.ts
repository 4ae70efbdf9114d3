/**
 * A rotated or revoked token stops at once for what it holds open too: its event streams end
 * and its pending long polls answer 401, while everyone else's go on. And every stream ends after
 * its lifetime, so a reader reconnects and shows its token again. No test here waits on time:
 * each waits for the stream to end or the answer to come (a poll waits 60 s, longer than a test
 * may take, so only the revocation can end it in time).
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IssuedTokenSchema,
  RelayErrorSchema,
  STREAM_EVENT,
  STREAM_READY,
} from '../../src/relay-protocol/relay-protocol.ts';
import {
  eventStreamUrl,
  eventsUrl,
  newResultWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import { openEventStream, type StreamReader } from './helpers/event-stream-reader.ts';
import {
  apiGet,
  deliver,
  fetchFresh,
  hookSecret,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const SCAN = 'al-scan-revoke';
/** The message of a request its token's rotation or revocation ended (bearer-auth.ts). */
const ENDED_BY_REVOCATION = /no longer works/;

let relay: TestRelay;
const streams: StreamReader[] = [];
let members = 0;

afterEach(async () => {
  streams.splice(0).forEach((stream) => stream.close());
  await relay.dispose();
});

async function owner(method: string, path: string): Promise<{ status: number; json: unknown }> {
  const response = await fetchFresh(`${relay.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    ...(method === 'POST' && path === '/api/members'
      ? { body: JSON.stringify({ name: `Member ${++members}` }) }
      : {}),
  });
  return { status: response.status, json: await response.json() };
}

async function addMember(): Promise<v.InferOutput<typeof IssuedTokenSchema>> {
  const answer = await owner('POST', '/api/members');
  expect(answer.status).toBe(201);
  return v.parse(IssuedTokenSchema, answer.json);
}

async function openStream(token: string): Promise<StreamReader> {
  const stream = await openEventStream(eventStreamUrl(relay.url), {
    Authorization: `Bearer ${token}`,
  });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((m) => m.event === STREAM_READY);
  return stream;
}

async function newResult(token: string, score: number): Promise<void> {
  const url = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, token));
  expect((await deliver(url, { score })).status).toBe(200);
}

const eventCount = (stream: StreamReader): number =>
  stream.messages.filter((m) => m.event === STREAM_EVENT).length;

describe('rotation and revocation end what the old token holds open', () => {
  beforeEach(async () => {
    relay = await startTestRelay({
      guards: { authFailures: { limit: 1_000, windowMs: 60_000 } },
      heartbeatMs: 60_000,
    });
  });

  it("rotating a member's token ends their open stream; another member's stream goes on", async () => {
    const alice = await addMember();
    const bob = await addMember();
    const aliceStream = await openStream(alice.token);
    const bobStream = await openStream(bob.token);
    await newResult(alice.token, 1);
    await aliceStream.next((m) => m.event === STREAM_EVENT);

    const rotated = await owner('POST', `/api/members/${alice.member.id}/token`);
    expect(rotated.status).toBe(200);
    const newToken = v.parse(IssuedTokenSchema, rotated.json).token;
    await aliceStream.ended;
    expect((await apiGet(eventStreamUrl(relay.url), alice.token)).status).toBe(401);
    expect((await apiGet(eventsUrl(relay.url), alice.token)).status).toBe(401);

    // Alice's new events reach only a stream opened with her new token; Bob's stream still works.
    const aliceAgain = await openStream(newToken);
    await newResult(newToken, 2);
    await newResult(bob.token, 3);
    await aliceAgain.next((m) => m.event === STREAM_EVENT && m.id === '2');
    await bobStream.next((m) => m.event === STREAM_EVENT);
    expect(eventCount(aliceStream)).toBe(1);
    expect(eventCount(bobStream)).toBe(1);
  });

  it("revoking a member ends their pending long poll at once with 401, not at the poll's end", async () => {
    // The poll and the revocation are separate requests; if the revocation happened to be
    // handled first, the poll was refused at the door (another message): try again then.
    for (let attempt = 0; attempt < 5; attempt++) {
      const member = await addMember();
      const poll = apiGet(eventsUrl(relay.url, { scanId: SCAN, waitSeconds: 60 }), member.token);
      // A round trip through the relay with the member's token: the poll was sent before it.
      expect((await apiGet(`${relay.url}/api/me`, member.token)).status).toBe(200);
      expect((await owner('DELETE', `/api/members/${member.member.id}`)).status).toBe(200);
      const answer = await poll;
      expect(answer.status).toBe(401);
      const message = v.parse(RelayErrorSchema, answer.json).error.message;
      if (ENDED_BY_REVOCATION.test(message)) {
        expect(v.parse(RelayErrorSchema, answer.json).error.code).toBe('unauthorized');
        return;
      }
    }
    expect.unreachable('the revocation never reached a pending poll');
  });

  it('rotating a token ends its pending long poll too, and only that member’s', async () => {
    const alice = await addMember();
    const bob = await addMember();
    const bobPoll = apiGet(eventsUrl(relay.url, { scanId: SCAN, waitSeconds: 60 }), bob.token);
    let ended = false;
    for (let attempt = 0; attempt < 5 && !ended; attempt++) {
      const alicePoll = apiGet(eventsUrl(relay.url, { waitSeconds: 60 }), alice.token);
      expect((await apiGet(`${relay.url}/api/me`, alice.token)).status).toBe(200);
      const rotated = await owner('POST', `/api/members/${alice.member.id}/token`);
      alice.token = v.parse(IssuedTokenSchema, rotated.json).token;
      const answer = await alicePoll;
      expect(answer.status).toBe(401);
      ended = ENDED_BY_REVOCATION.test(v.parse(RelayErrorSchema, answer.json).error.message);
    }
    expect(ended, 'the rotation never reached a pending poll').toBe(true);
    // Bob's poll was not ended: it answers with his event.
    await newResult(bob.token, 5);
    const page = await bobPoll;
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ events: [{ payload: { score: 5 } }] });
  });
});

describe('stream lifetime', () => {
  beforeEach(async () => {
    relay = await startTestRelay({ maxStreamMs: 300, heartbeatMs: 60_000 });
  });

  it('ends a stream after its lifetime; the reader resumes after its last event', async () => {
    const stream = await openStream(TOKEN);
    await newResult(TOKEN, 1);
    await stream.next((m) => m.event === STREAM_EVENT && m.id === '1');
    await stream.ended;
    await newResult(TOKEN, 2);
    const resumed = await openEventStream(eventStreamUrl(relay.url), {
      Authorization: `Bearer ${TOKEN}`,
      'Last-Event-ID': '1',
    });
    streams.push(resumed);
    await resumed.next((m) => m.event === STREAM_READY);
    expect(resumed.messages.filter((m) => m.event === STREAM_EVENT).map((m) => m.id)).toEqual([
      '2',
    ]);
  });
});
