/** Secrets in transit: no request carrying the key or the token follows a redirect. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, startHarness, type Harness } from './helpers/setup.ts';

interface Redirector {
  url: string;
  hits: number;
  close(): Promise<void>;
}

/** An address that answers everything with a 307 to `target` (the body would be sent again). */
async function startRedirector(target: string): Promise<Redirector> {
  const state = { hits: 0 };
  const server = http.createServer((req, res) => {
    state.hits++;
    res.writeHead(307, { Location: `${target}${req.url ?? '/'}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get hits() {
      return state.hits;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let h: Harness;
let thief: Receiver;
let redirector: Redirector;

beforeEach(async () => {
  h = await startHarness();
  thief = await startReceiver(() => ({ body: '{"access_token":"stolen"}' }));
  redirector = await startRedirector(thief.url);
});

afterEach(async () => {
  await Promise.all([h.svc.close(), thief.close(), redirector.close()]);
});

describe('redirects', () => {
  it('never sends the e-mail and key on to where a login address redirects', async () => {
    const client = h.makeClient({ authBaseUrl: redirector.url });
    const result = await client.login();
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'redirected',
        message: expect.stringMatching(/answered with a redirect/) as string,
      },
    });
    expect(redirector.hits).toBe(1);
    expect(thief.calls).toHaveLength(0);
    expect(JSON.stringify(result)).not.toContain(ACCOUNT.key);
  });

  it('never sends the token on to where the API address redirects', async () => {
    await h.client.login();
    const client = h.makeClient({ apiBaseUrl: redirector.url });
    expect(await client.getCredits()).toMatchObject({ ok: false, error: { code: 'redirected' } });
    expect(thief.calls).toHaveLength(0);
  });
});
