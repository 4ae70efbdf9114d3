/**
 * The app on its own over a store that cannot write: it answers 5xx, so the service retries.
 */
import { describe, expect, it } from 'vitest';
import { createRelayApp } from '../../../src/relay/relay-app.ts';
import type { AppendOutcome, RelayStore } from '../../../src/relay/relay-store.ts';
import { openNodeSqlDriver } from '../../../src/relay/node/node-sqlite-driver.ts';
import { SqlRelayStore } from '../../../src/relay/sql/sql-store.ts';
import { newResultWebhookUrl } from '../../../src/relay/relay-urls.ts';
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
