/** The extension's side of the relay: token, CORS, cursors, long polls and exact downloads. */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EVENT_KINDS,
  HealthSchema,
  relayTakes,
  RelayErrorSchema,
} from '../../src/relay-protocol/relay-protocol.ts';
import {
  eventStreamUrl,
  eventsUrl,
  exportDownloadUrl,
  exportPartUrl,
  healthUrl,
  newResultWebhookUrl,
} from '../../src/relay-protocol/relay-urls.ts';
import {
  apiGet,
  deliver,
  hookSecret,
  listEvents,
  startTestRelay,
  TOKEN,
  type TestRelay,
} from './helpers/test-relay.ts';

const SCAN = 'al-scan-read';
const EXPORT = 'al-export-1';

let relay: TestRelay;
let secret: string;

beforeEach(async () => {
  // Many wrong tokens are tried on purpose here; the limit on them is tested in relay-attacks.
  relay = await startTestRelay({ guards: { authFailures: { limit: 1_000, windowMs: 60_000 } } });
  secret = await hookSecret(SCAN);
});

afterEach(async () => {
  await relay.dispose();
});

const newResult = (score: number) =>
  deliver(newResultWebhookUrl(relay.url, SCAN, secret), { score, internet: [] });

describe('relay read API', () => {
  it('answers health without a token', async () => {
    const answer = await apiGet(healthUrl(relay.url), null);
    expect(answer.status).toBe(200);
    expect(v.is(HealthSchema, answer.json)).toBe(true);
    const health = v.parse(HealthSchema, answer.json);
    // The kinds it takes hooks for, so the extension can tell a relay too old for videos.
    expect(relayTakes(health, 'videoResult')).toBe(true);
    expect(health.kinds).toEqual([...EVENT_KINDS]);
    const older = { ok: true as const, service: 'authenticity-lens-relay' as const, protocol: 2 };
    expect(relayTakes(older, 'videoResult')).toBe(false);
    expect(relayTakes(older, 'imageResult')).toBe(true);
  });

  it('refuses every read route without the right bearer token', async () => {
    await newResult(1);
    const urls = [
      eventsUrl(relay.url),
      eventsUrl(relay.url, { scanId: SCAN }),
      eventStreamUrl(relay.url),
      `${relay.url}/api/scans/${SCAN}/events/1/body`,
      exportDownloadUrl(relay.url, SCAN, EXPORT, 'pdf'),
    ];
    for (const url of urls) {
      for (const token of [null, 'wrong-token-0123456789', `${TOKEN}x`, TOKEN.slice(1)]) {
        const answer = await apiGet(url, token);
        expect(answer.status).toBe(401);
        expect(v.parse(RelayErrorSchema, answer.json).error.code).toBe('unauthorized');
      }
    }
    const raw = await fetch(eventsUrl(relay.url), { headers: { Authorization: TOKEN } });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers CORS preflights for extension origins only', async () => {
    const preflight = (origin: string) =>
      fetch(eventsUrl(relay.url), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const extension = await preflight('chrome-extension://abcdefghijklmnopabcdefghijklmnop');
    expect(extension.status).toBe(204);
    expect(extension.headers.get('access-control-allow-origin')).toBe(
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    );
    expect(extension.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const page = await preflight('https://evil.example');
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('pages through events with an after cursor', async () => {
    for (let score = 1; score <= 5; score++) await newResult(score);
    const first = await listEvents(relay.url, { scanId: SCAN, limit: 2 });
    expect(first.events.map((e) => e.id)).toEqual([1, 2]);
    expect(first).toMatchObject({ cursor: 2, more: true });
    const second = await listEvents(relay.url, { scanId: SCAN, after: first.cursor, limit: 2 });
    expect(second.events.map((e) => e.id)).toEqual([3, 4]);
    const last = await listEvents(relay.url, { scanId: SCAN, after: second.cursor, limit: 2 });
    expect(last.events.map((e) => e.id)).toEqual([5]);
    expect(last).toMatchObject({ cursor: 5, more: false });
    const empty = await listEvents(relay.url, { scanId: SCAN, after: 5 });
    expect(empty).toEqual({ events: [], cursor: 5, more: false });
    // Another scan's cursor space is the same, its events are not.
    expect((await listEvents(relay.url, { scanId: 'al-other' })).events).toEqual([]);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['after=-1', 'after=abc', 'limit=0', 'limit=501', 'wait=61']) {
      const answer = await apiGet(`${eventsUrl(relay.url)}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(v.parse(RelayErrorSchema, answer.json).error.code).toBe('bad-request');
    }
  });

  it('answers a long poll open while an event is delivered with that event', async () => {
    // Longer than the test may take: the poll ends with the event, woken or reading after it.
    const poll = listEvents(relay.url, { scanId: SCAN, after: 0, waitSeconds: 60 });
    await newResult(7);
    const page = await poll;
    expect(page.events.map((e) => e.kind)).toEqual(['newResult']);
  });

  it('ends an idle long poll after its wait with an empty page', async () => {
    const page = await listEvents(relay.url, { after: 0, waitSeconds: 1 });
    expect(page).toEqual({ events: [], cursor: 0, more: false });
  });

  it('serves a delivered PDF back byte for byte', async () => {
    // 3 MiB: several stored pieces, and over the 2 MB a Durable Object keeps in one value.
    const pdf = new Uint8Array(
      Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        randomBytes(3 * 1024 * 1024),
        Buffer.from('\n%%EOF'),
      ]),
    );
    const url = exportPartUrl(relay.url, SCAN, secret, EXPORT, 'pdf');
    expect(
      (await deliver(url, pdf, { method: 'PUT', contentType: 'application/pdf' })).status,
    ).toBe(200);
    const response = await fetch(exportDownloadUrl(relay.url, SCAN, EXPORT, 'pdf'), {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`${SCAN}-${EXPORT}.pdf`);
    const received = new Uint8Array(await response.arrayBuffer());
    expect(received.length).toBe(pdf.length);
    expect(Buffer.compare(received, pdf)).toBe(0);

    const [event] = (await listEvents(relay.url, { scanId: SCAN })).events;
    expect(event).toMatchObject({
      kind: 'exportPdf',
      size: pdf.length,
      contentType: 'application/pdf',
    });
    const body = await fetch(`${relay.url}${event?.bodyPath ?? ''}`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(Buffer.compare(new Uint8Array(await body.arrayBuffer()), pdf)).toBe(0);
  });

  it('serves the latest crawled version and result of an export, and 404 for missing parts', async () => {
    await deliver(exportPartUrl(relay.url, SCAN, secret, EXPORT, 'crawled'), { version: 1 });
    await deliver(exportPartUrl(relay.url, SCAN, secret, EXPORT, 'crawled'), { version: 2 });
    await deliver(exportPartUrl(relay.url, SCAN, secret, EXPORT, { resultId: 'res-1' }), {
      id: 'res-1',
    });
    const crawled = await apiGet(exportDownloadUrl(relay.url, SCAN, EXPORT, 'crawled'));
    expect(crawled).toEqual({ status: 200, json: { version: 2 } });
    const result = await apiGet(exportDownloadUrl(relay.url, SCAN, EXPORT, { resultId: 'res-1' }));
    expect(result).toEqual({ status: 200, json: { id: 'res-1' } });
    for (const url of [
      exportDownloadUrl(relay.url, SCAN, EXPORT, 'pdf'),
      exportDownloadUrl(relay.url, SCAN, 'al-export-2', 'crawled'),
      exportDownloadUrl(relay.url, SCAN, EXPORT, { resultId: 'res-2' }),
      `${relay.url}/api/scans/al-other/events/1/body`,
    ]) {
      expect((await apiGet(url)).status, url).toBe(404);
    }
  });
});
