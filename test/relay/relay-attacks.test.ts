/**
 * The relay on the internet, attacked: each test performs the attack and asserts the defence
 * holds (deep JSON, parallel and slow uploads, floods of wrong tokens and secrets, quotas,
 * hook secrets kept out of URLs). Expiry is in sql-store.test.ts.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  eventStreamUrl,
  hookSecretHeaders,
  newResultWebhookUrl,
  SECRET_IN_HEADER,
  statusWebhookUrl,
  exportPartUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import { openEventStream } from './helpers/event-stream-reader.ts';
import {
  apiGet,
  deliver,
  hookSecret,
  listEvents,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const SCAN = 'al-attack-scan';
const OTHER = 'al-other-scan';

let relay: TestRelay | undefined;

afterEach(async () => {
  await relay?.dispose();
  relay = undefined;
});

const newResult = async (scanId: string, score: number): Promise<number> =>
  (await deliver(newResultWebhookUrl(relay!.url, scanId, await hookSecret(scanId)), { score }))
    .status;

/** A POST whose body is written in pieces under the test's control. */
function slowUpload(url: string, declaredBytes: number) {
  const target = new URL(url);
  const request = http.request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': declaredBytes },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  return {
    write: (bytes: number) =>
      new Promise<void>((resolve) => request.write(Buffer.alloc(bytes), () => resolve())),
    end: () => request.end(),
    answered,
  };
}

describe('relay under attack', () => {
  it('stores a 5 000-deep JSON webhook without breaking any listing or the stream', async () => {
    relay = await startTestRelay({ heartbeatMs: 200 });
    const deep = '['.repeat(5_000) + ']'.repeat(5_000);
    const url = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN));
    expect((await deliver(url, deep)).status).toBe(200);
    expect(await newResult(SCAN, 2)).toBe(200);
    expect(await newResult(OTHER, 3)).toBe(200);

    const all = await listEvents(relay.url);
    expect(all.events).toHaveLength(3);
    expect(all.events[0]).toMatchObject({ problem: expect.stringContaining('deeper') as string });
    expect(all.events[0]?.payload).toBeUndefined();
    expect(all.events[1]?.payload).toEqual({ score: 2 });
    expect((await listEvents(relay.url, { scanId: SCAN })).events).toHaveLength(2);

    const stream = await openEventStream(eventStreamUrl(relay.url), {
      Authorization: `Bearer ${TOKEN}`,
    });
    await stream.next((m) => m.id === '3');
    stream.close();
  });

  it('reads only a bounded number of large uploads at once; the rest are told to come back', async () => {
    relay = await startTestRelay({ guards: { largeBodySlots: 2 } });
    const secret = await hookSecret(SCAN);
    const part = (n: number) =>
      exportPartUrl(relay!.url, SCAN, secret, 'ex-1', { resultId: `r${n}` });
    // Three uploads race for the two slots; the relay refuses one (at once, as it is not read):
    // the two others hold the slots, as they never finish by themselves. (A small probe in
    // their place could take a slot before the second upload got in, and have it refused.)
    const uploads = [1, 2, 3].map((n) => slowUpload(part(n), 1_000_000));
    for (const upload of uploads) await upload.write(1_000);
    // Refused: a 503, or the connection closed under a body it did not read.
    const refused = await Promise.race(
      uploads.map((upload, index) =>
        upload.answered.then(
          (status) => ({ index, status }),
          () => ({ index, status: 0 }),
        ),
      ),
    );
    expect([503, 0]).toContain(refused.status);
    const held = uploads.filter((_, index) => index !== refused.index);
    // Both slots being read, any other delivery is refused at once, with a retry hint.
    const probe = await deliver(part(4), new Uint8Array(10));
    expect(probe.status).toBe(503);
    expect(probe.json).toMatchObject({ error: { code: 'busy' } });
    for (const upload of held) {
      await upload.write(999_000);
      upload.end();
      expect(await upload.answered).toBe(200);
    }
    // Slots free again.
    expect((await deliver(part(4), new Uint8Array(10))).status).toBe(200);
  });

  it('closes a body that trickles in for longer than the time allowed', async () => {
    relay = await startTestRelay({ guards: { bodyTimeoutMs: 300 } });
    const slow = slowUpload(newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN)), 10_000);
    await slow.write(10);
    // Nothing more is sent; the relay answers on its own.
    expect(await slow.answered).toBe(408);
    slow.end();
  });

  it('shuts out a client that keeps guessing tokens or hook secrets, even with the right one', async () => {
    relay = await startTestRelay({ guards: { authFailures: { limit: 5, windowMs: 60_000 } } });
    for (let i = 0; i < 5; i++) {
      expect((await apiGet(`${relay.url}/api/events`, `wrong-token-${i}-0123456789`)).status).toBe(
        401,
      );
    }
    const shutOut = await apiGet(`${relay.url}/api/events`, TOKEN);
    expect(shutOut.status).toBe(429);
    expect(shutOut.json).toMatchObject({ error: { code: 'too-many-failures' } });
  });

  it('counts missing and malformed Authorization headers as failed attempts too', async () => {
    relay = await startTestRelay({ guards: { authFailures: { limit: 3, windowMs: 60_000 } } });
    const url = `${relay.url}/api/events`;
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: TOKEN },
      { Authorization: 'Bearer a:b' },
    ];
    for (const headers of attempts) expect((await fetch(url, { headers })).status).toBe(401);
    expect((await apiGet(url, TOKEN)).status).toBe(429);
  });

  it('counts wrong hook secrets against the same limit', async () => {
    relay = await startTestRelay({ guards: { authFailures: { limit: 3, windowMs: 60_000 } } });
    for (let i = 0; i < 3; i++) {
      const guess = newResultWebhookUrl(
        relay.url,
        SCAN,
        `guess-${i}-AAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      );
      expect((await deliver(guess, { score: 1 })).status).toBe(404);
    }
    expect(await newResult(SCAN, 1)).toBe(429);
  });

  it('keeps to a quota per scan; other scans and redeliveries are unaffected', async () => {
    relay = await startTestRelay({ guards: { quota: { events: 3, bytes: 1_000_000 } } });
    for (let i = 1; i <= 3; i++) expect(await newResult(SCAN, i)).toBe(200);
    const over = await deliver(newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN)), {
      score: 4,
    });
    expect(over.status).toBe(507);
    expect(over.json).toMatchObject({ error: { code: 'quota' } });
    // A redelivery of what is stored is still acknowledged as a duplicate.
    expect(await newResult(SCAN, 2)).toBe(200);
    expect(await newResult(OTHER, 1)).toBe(200);
    expect((await listEvents(relay.url, { scanId: SCAN })).events).toHaveLength(3);
  });

  it('takes the hook secret from a header, so it need not appear in any URL', async () => {
    relay = await startTestRelay();
    const url = statusWebhookUrl(relay.url, SCAN, SECRET_IN_HEADER).replace('{STATUS}', 'error');
    expect(url).not.toContain(await hookSecret(SCAN));
    const headers = Object.fromEntries(hookSecretHeaders(await hookSecret(SCAN)));
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ status: 1, error: { code: 7, message: 'x' } }),
    });
    expect(ok.status).toBe(200);
    const wrong = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Relay-Secret': 'nope' },
      body: '{}',
    });
    expect(wrong.status).toBe(404);
  });
});
