/**
 * The app on its own over a store that cannot write: it answers 5xx, so the service retries; and
 * the default lifetime of an event stream, on an injected clock.
 */
import { describe, expect, it } from 'vitest';
import { createRelayApp } from '../../../src/relay/relay-app.ts';
import type { AppendOutcome, RelayStore } from '../../../src/relay/relay-store.ts';
import { openNodeSqlDriver } from '../../../src/relay/node/node-sqlite-driver.ts';
import { SqlRelayStore } from '../../../src/relay/sql/sql-store.ts';
import { eventStreamUrl, newResultWebhookUrl } from '../../../src/relay-protocol/relay-urls.ts';
import { readRelayConfig } from '../../../src/relay/node/cli-options.ts';
import { hookSecret, TOKEN } from '../helpers/test-relay.ts';

const BASE = 'http://relay.test';

/** A real store (in memory) whose appends fail, as a full disk would make them. */
function brokenStore(): RelayStore & { appends: number } {
  class Broken extends SqlRelayStore {
    appends = 0;
    override append(): Promise<AppendOutcome> {
      this.appends++;
      return Promise.reject(new Error('disk full'));
    }
  }
  return new Broken(openNodeSqlDriver(':memory:'));
}

describe('relay app', () => {
  it('answers 500, never 2xx, when the event could not be stored', async () => {
    const store = brokenStore();
    const errors: unknown[] = [];
    const app = createRelayApp(store, { token: TOKEN, logError: (error) => errors.push(error) });
    const response = await app.request(
      newResultWebhookUrl(BASE, 'al-scan-1', await hookSecret('al-scan-1')),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ score: 1 }),
      },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal', message: expect.any(String) as string },
    });
    expect(store.appends).toBe(1);
    expect(errors).toEqual([new Error('disk full')]);
  });

  it('refuses to start with a token no Bearer header can carry', () => {
    expect(() => createRelayApp(brokenStore(), { token: 'a token with spaces 0123' })).toThrow(
      /only letters, digits/,
    );
  });

  it('answers every kind of refused Authorization header with 401 and a JSON error', async () => {
    const app = createRelayApp(brokenStore(), { token: TOKEN, logError: () => undefined });
    const headers: [string, Record<string, string>, RegExp][] = [
      ['none', {}, /^Bearer realm="relay"/],
      ['no scheme', { Authorization: TOKEN }, /^Bearer error="invalid_request"/],
      ['another scheme', { Authorization: `Basic ${TOKEN}` }, /^Bearer error="invalid_request"/],
      ['characters no token has', { Authorization: 'Bearer a:b' }, /invalid_request/],
      ['a wrong token', { Authorization: `Bearer ${TOKEN}x` }, /^Bearer error="invalid_token"/],
    ];
    for (const [name, header, challenge] of headers) {
      const response = await app.request(`${BASE}/api/events`, { headers: header });
      expect(response.status, name).toBe(401);
      expect(response.headers.get('www-authenticate'), name).toMatch(challenge);
      expect(await response.json(), name).toEqual({
        error: { code: 'unauthorized', message: expect.any(String) as string },
      });
    }
    const ok = await app.request(`${BASE}/api/events`, {
      headers: { Authorization: `bearer ${TOKEN}` },
    });
    expect(ok.status).toBe(200);
  });
});

describe('event stream lifetime', () => {
  it('ends a stream after 5 minutes by default, on the clock the app is given', async () => {
    expect(readRelayConfig([], {})).toMatchObject({
      ok: true,
      config: { settings: { maxStreamMs: 5 * 60_000 } },
    });
    let clock = 1_000_000;
    const store = new SqlRelayStore(openNodeSqlDriver(':memory:'));
    // Heartbeats every 20 ms are when the stream looks at the clock: the test moves the clock.
    const app = createRelayApp(store, { token: TOKEN, heartbeatMs: 20, now: () => clock });
    const response = await app.request(eventStreamUrl(BASE), {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const readUntil = async (done: (text: string) => boolean): Promise<string> => {
      let text = '';
      while (!done(text)) {
        const chunk = await reader.read();
        if (chunk.done) return `${text}[end]`;
        text += chunk.value;
      }
      return text;
    };
    expect(await readUntil((text) => text.includes('event: ready'))).not.toContain('[end]');
    // Still open past a few heartbeats at 4:59 …
    clock += 5 * 60_000 - 1_000;
    const before = await readUntil((text) => text.split(': keep-alive').length > 3);
    expect(before).not.toContain('[end]');
    // … and ended once the clock passes 5 minutes.
    clock += 1_000;
    expect(await readUntil(() => false)).toMatch(/\[end\]$/);
    await store.close();
  });
});
