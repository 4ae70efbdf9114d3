/**
 * A team relay: the owner adds people, each with their own token, and nobody reads anyone
 * else's scans, even on the same scan id; a rotated or revoked token stops working at once, for
 * reading and for the hooks it made.
 */
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IssuedTokenSchema,
  MembersSchema,
  RelayErrorSchema,
  WhoAmISchema,
} from '../../src/relay-protocol/relay-protocol.ts';
import {
  eventBodyPath,
  eventsUrl,
  exportDownloadUrl,
  exportPartUrl,
  newResultWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import {
  apiGet,
  deliver,
  fetchFresh,
  hookSecret,
  listEvents,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const SCAN = 'al-team-scan';
const EXPORT = 'al-team-export';

let relay: TestRelay;

beforeEach(async () => {
  relay = await startTestRelay({ guards: { authFailures: { limit: 1_000, windowMs: 60_000 } } });
});

afterEach(async () => {
  await relay.dispose();
});

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetchFresh(`${relay.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

async function addMember(name: string): Promise<v.InferOutput<typeof IssuedTokenSchema>> {
  const answer = await call('POST', '/api/members', TOKEN, { name });
  expect(answer.status).toBe(201);
  return v.parse(IssuedTokenSchema, answer.json);
}

const errorCode = (json: unknown): string => v.parse(RelayErrorSchema, json).error.code;

describe('team relay', () => {
  it('gives each member a token that reads only their own scans, even on the same scan id', async () => {
    const alice = await addMember('Alice');
    const bob = await addMember('Bob');
    expect(alice.token).not.toBe(bob.token);
    expect(alice.member).toMatchObject({ name: 'Alice', role: 'member' });

    const aliceHook = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, alice.token));
    const bobHook = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, bob.token));
    expect((await deliver(aliceHook, { score: 11 })).status).toBe(200);
    expect((await deliver(bobHook, { score: 22 })).status).toBe(200);
    // The same body to another member's hook is their event, not a duplicate of Alice's.
    expect(await deliver(bobHook, { score: 11 })).toMatchObject({ json: { duplicate: false } });

    const aliceSees = await listEvents(relay.url, {}, alice.token);
    const bobSees = await listEvents(relay.url, { scanId: SCAN }, bob.token);
    const ownerSees = await listEvents(relay.url, {}, TOKEN);
    expect(aliceSees.events.map((e) => e.payload)).toEqual([{ score: 11 }]);
    expect(bobSees.events.map((e) => e.payload)).toEqual([{ score: 22 }, { score: 11 }]);
    expect(ownerSees.events).toEqual([]);

    // Bob cannot read Alice's event by its id either.
    const aliceEvent = aliceSees.events[0];
    expect(aliceEvent).toBeDefined();
    const stolen = await apiGet(
      `${relay.url}${eventBodyPath(SCAN, aliceEvent?.id ?? 0)}`,
      bob.token,
    );
    expect(stolen.status).toBe(404);
    expect(
      (await apiGet(`${relay.url}${eventBodyPath(SCAN, aliceEvent?.id ?? 0)}`, alice.token)).json,
    ).toEqual({
      score: 11,
    });
  });

  it("keeps a member's export downloads from everyone else", async () => {
    const alice = await addMember('Alice');
    const pdf = new TextEncoder().encode('%PDF-1.7 alice');
    const secret = await hookSecret(SCAN, alice.token);
    const put = await deliver(exportPartUrl(relay.url, SCAN, secret, EXPORT, 'pdf'), pdf, {
      method: 'PUT',
      contentType: 'application/pdf',
    });
    expect(put.status).toBe(200);
    const url = exportDownloadUrl(relay.url, SCAN, EXPORT, 'pdf');
    expect((await apiGet(url, alice.token)).json).toBe('%PDF-1.7 alice');
    expect((await apiGet(url, TOKEN)).status).toBe(404);
  });

  it('tells a token who it belongs to', async () => {
    const alice = await addMember('Alice');
    const me = v.parse(WhoAmISchema, (await call('GET', '/api/me', alice.token)).json);
    expect(me.member).toEqual(alice.member);
    const owner = v.parse(WhoAmISchema, (await call('GET', '/api/me', TOKEN)).json);
    expect(owner.member.role).toBe('owner');
  });

  it('lets only the owner manage members, and lists what each holds', async () => {
    const alice = await addMember('Alice');
    await deliver(newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, alice.token)), {
      score: 1,
    });
    for (const [method, path] of [
      ['GET', '/api/members'],
      ['POST', '/api/members'],
      ['DELETE', `/api/members/${alice.member.id}`],
      ['POST', `/api/members/${alice.member.id}/token`],
    ] as const) {
      const answer = await call(
        method,
        path,
        alice.token,
        method === 'POST' ? { name: 'Eve' } : undefined,
      );
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(errorCode(answer.json)).toBe('forbidden');
    }
    const list = v.parse(MembersSchema, (await call('GET', '/api/members', TOKEN)).json);
    expect(list.members.map((m) => [m.name, m.role, m.events])).toEqual([
      ['Owner', 'owner', 0],
      ['Alice', 'member', 1],
    ]);
    expect(JSON.stringify(list)).not.toContain(alice.token);
  });

  it('refuses a taken name, a bad name, and revoking or rotating the owner', async () => {
    await addMember('Alice');
    const again = await call('POST', '/api/members', TOKEN, { name: 'alice' });
    expect(again.status).toBe(409);
    expect(errorCode(again.json)).toBe('conflict');
    for (const name of ['', ' padded ', 'x'.repeat(61), 'tab\there', 42]) {
      expect((await call('POST', '/api/members', TOKEN, { name })).status, String(name)).toBe(400);
    }
    expect((await call('DELETE', '/api/members/owner', TOKEN)).status).toBe(403);
    expect((await call('POST', '/api/members/owner/token', TOKEN)).status).toBe(403);
    expect((await call('DELETE', '/api/members/m-nobody', TOKEN)).status).toBe(404);
  });

  it('rotates a member token: the old one and its hooks stop, the scans stay', async () => {
    const alice = await addMember('Alice');
    await deliver(newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, alice.token)), {
      score: 1,
    });
    const rotated = v.parse(
      IssuedTokenSchema,
      (await call('POST', `/api/members/${alice.member.id}/token`, TOKEN)).json,
    );
    expect(rotated.member.id).toBe(alice.member.id);
    expect((await apiGet(eventsUrl(relay.url), alice.token)).status).toBe(401);
    const oldHook = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, alice.token));
    expect((await deliver(oldHook, { score: 2 })).status).toBe(404);
    const kept = await listEvents(relay.url, {}, rotated.token);
    expect(kept.events.map((e) => e.payload)).toEqual([{ score: 1 }]);
  });

  it('revokes a member by name: their token, hooks and scans are gone', async () => {
    const bob = await addMember('Bob');
    const hook = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, bob.token));
    await deliver(hook, { score: 3 });
    const revoked = await call('DELETE', '/api/members/Bob', TOKEN);
    expect(revoked).toMatchObject({ status: 200, json: { revoked: { id: bob.member.id } } });
    expect((await apiGet(eventsUrl(relay.url), bob.token)).status).toBe(401);
    expect((await deliver(hook, { score: 4 })).status).toBe(404);
    const list = v.parse(MembersSchema, (await call('GET', '/api/members', TOKEN)).json);
    expect(list.members.map((m) => m.name)).toEqual(['Owner']);
  });

  it('keeps members and their tokens across a restart', async () => {
    const alice = await addMember('Alice');
    await relay.restart();
    expect((await apiGet(eventsUrl(relay.url), alice.token)).status).toBe(200);
  });

  it('holds each member to their own quota; others are unaffected', async () => {
    await relay.dispose();
    relay = await startTestRelay({ guards: { memberQuota: { events: 2, bytes: 1_000_000 } } });
    const alice = await addMember('Alice');
    const bob = await addMember('Bob');
    const hookOf = async (token: string, scan: string): Promise<string> =>
      newResultWebhookUrl(relay.url, scan, await hookSecret(scan, token));
    expect((await deliver(await hookOf(alice.token, 'al-a-1'), { score: 1 })).status).toBe(200);
    expect((await deliver(await hookOf(alice.token, 'al-a-2'), { score: 2 })).status).toBe(200);
    const over = await deliver(await hookOf(alice.token, 'al-a-3'), { score: 3 });
    expect(over.status).toBe(507);
    expect(errorCode(over.json)).toBe('quota');
    expect((await deliver(await hookOf(bob.token, 'al-b-1'), { score: 1 })).status).toBe(200);
  });
});
