import { describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../../../src/api/index.ts';
import { connectionRefused, json, LOGIN_OK } from './helpers/fake-fetch.ts';
import { textMatching } from './helpers/matchers.ts';
import { appError } from '../../../src/core/errors.ts';
import { AUTH, CREDENTIALS, testClient, withLogin } from './helpers/client.ts';

const HOUR = 60 * 60 * 1000;
const credits = (): Response => json(200, { Amount: 7 });

describe('token lifecycle', () => {
  it('logs in once with e-mail and key, then reuses the token', async () => {
    const t = testClient(withLogin(credits));
    await t.client.getCredits();
    await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(1);
    expect(t.loginCalls()[0]).toMatchObject({
      url: `${AUTH}/v3/account/login/api`,
      method: 'POST',
      json: { email: CREDENTIALS.email, key: CREDENTIALS.key },
    });
    expect(t.apiCalls().map((c) => c.headers['authorization'])).toEqual([
      `Bearer ${LOGIN_OK.access_token}`,
      `Bearer ${LOGIN_OK.access_token}`,
    ]);
  });

  it('does not send a token to the OCR list', async () => {
    const t = testClient(withLogin(() => json(200, ['en'])));
    expect(await t.client.getOcrLanguages()).toEqual({ ok: true, value: ['en'] });
    expect(t.loginCalls()).toHaveLength(0);
    expect(t.apiCalls()[0]?.headers['authorization']).toBeUndefined();
  });

  it('refreshes 5 minutes before the token expires (48 h after issue)', async () => {
    const t = testClient(withLogin(credits));
    await t.client.getCredits();
    t.clock.now += 48 * HOUR - 5 * 60 * 1000 - 1;
    await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(1);
    t.clock.now += 1;
    await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(2);
  });

  it('takes the lifetime from .issued/.expires, not the local clock', async () => {
    const t = testClient((call) =>
      call.url.startsWith(AUTH)
        ? json(200, {
            access_token: 'short-lived-token',
            '.issued': '2030-01-01T00:00:00Z',
            '.expires': '2030-01-01T01:00:00Z',
          })
        : credits(),
    );
    const session = await t.client.login();
    expect(session).toEqual({
      ok: true,
      value: { issuedAt: t.clock.now, expiresAt: t.clock.now + HOUR },
    });
  });

  it('assumes 48 h when the answer has no expiry', async () => {
    const t = testClient((call) =>
      call.url.startsWith(AUTH) ? json(200, { access_token: 'plain-token-1234' }) : credits(),
    );
    const session = await t.client.login();
    expect(session.ok && session.value.expiresAt - session.value.issuedAt).toBe(48 * HOUR);
  });

  it('runs one login for many concurrent calls (single flight)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = testClient(async (call) => {
      if (call.url.startsWith(AUTH)) {
        await gate;
        return json(200, LOGIN_OK);
      }
      return credits();
    });
    const pending = Promise.all([
      t.client.getCredits(),
      t.client.getCredits(),
      t.client.getCredits(),
    ]);
    release();
    const results = await pending;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(t.loginCalls()).toHaveLength(1);
  });

  it('persists the token so a restarted worker does not log in again', async () => {
    const tokenStore = memoryTokenStore();
    const first = testClient(withLogin(credits), { tokenStore });
    await first.client.getCredits();
    expect(tokenStore.current?.accessToken).toBe(LOGIN_OK.access_token);
    const second = testClient(withLogin(credits), { tokenStore });
    await second.client.getCredits();
    expect(second.loginCalls()).toHaveLength(0);
    expect(second.apiCalls()[0]?.headers['authorization']).toBe(`Bearer ${LOGIN_OK.access_token}`);
  });

  it('ignores an expired or corrupt stored token', async () => {
    const expired = memoryTokenStore({
      accessToken: 'old-token-xxxxxxxx',
      issuedAt: 0,
      expiresAt: 1,
    });
    const t = testClient(withLogin(credits), { tokenStore: expired });
    await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(1);
    const corrupt = memoryTokenStore({ accessToken: 5 } as never);
    const u = testClient(withLogin(credits), { tokenStore: corrupt });
    expect((await u.client.getCredits()).ok).toBe(true);
  });

  it('on a 401 logs in again once and repeats the call', async () => {
    let logins = 0;
    const t = testClient((call) => {
      if (call.url.startsWith(AUTH))
        return json(200, { ...LOGIN_OK, access_token: `token-number-${++logins}` });
      return call.headers['authorization'] === 'Bearer token-number-1'
        ? json(401, { Message: 'expired' })
        : credits();
    });
    expect(await t.client.getCredits()).toEqual({ ok: true, value: { Amount: 7 } });
    expect(t.loginCalls()).toHaveLength(2);
    expect(t.tokenStore.current?.accessToken).toBe('token-number-2');
  });

  it('gives up with an auth error when the new token is refused too', async () => {
    const t = testClient(
      withLogin(() =>
        json(401, {
          error: {
            type: 'authentication_error',
            id: 'invalid_token',
            code: 2,
            message: 'Token refused',
          },
        }),
      ),
    );
    const result = await t.client.getCredits();
    expect(result).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'Token refused', status: 401, code: 'invalid_token' },
    });
    expect(t.loginCalls()).toHaveLength(2);
    expect(t.apiCalls()).toHaveLength(2);
  });

  it('reports refused credentials as auth without retrying the login', async () => {
    const t = testClient((call) =>
      call.url.startsWith(AUTH) ? json(401, { Message: 'Invalid key' }) : credits(),
    );
    expect(await t.client.getCredits()).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: 'Invalid key' },
    });
    expect(t.loginCalls()).toHaveLength(1);
    expect(t.apiCalls()).toHaveLength(0);
  });

  it('reports missing credentials without any request', async () => {
    const t = testClient(withLogin(credits), { credentials: () => Promise.resolve(undefined) });
    expect(await t.client.getCredits()).toMatchObject({
      ok: false,
      error: { kind: 'auth', code: 'no-credentials' },
    });
    expect(t.fake.calls).toHaveLength(0);
  });

  it('never exceeds 12 logins per 15 minutes, even when every token is refused', async () => {
    const t = testClient(withLogin(() => json(401, {})));
    // The first call logs in twice (401, re-login, 401), each later call once.
    for (let i = 0; i < 11; i++) await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(12);
    const last = await t.client.getCredits();
    expect(last).toMatchObject({ ok: false, error: { kind: 'rate-limited', code: 'login-limit' } });
    expect(t.guardStore.times).toHaveLength(12);
  });

  it('counts login retries after a 429 against the limit', async () => {
    const t = testClient((call, i) =>
      call.url.startsWith(AUTH) && i < 2
        ? json(429, {})
        : call.url.startsWith(AUTH)
          ? json(200, LOGIN_OK)
          : credits(),
    );
    expect((await t.client.getCredits()).ok).toBe(true);
    expect(t.guardStore.times).toHaveLength(3);
  });

  it('does not count logins the service never answered, so an outage locks no one out', async () => {
    let down = true;
    const t = testClient((call) => {
      if (down) throw connectionRefused();
      return call.url.startsWith(AUTH) ? json(200, LOGIN_OK) : credits();
    });
    for (let i = 0; i < 20; i++) {
      expect(await t.client.getCredits()).toMatchObject({
        ok: false,
        error: {
          kind: 'network',
          message: textMatching(/^Cannot reach the service at id\.test\./),
        },
      });
    }
    expect(t.guardStore.times).toHaveLength(0);
    down = false;
    expect((await t.client.getCredits()).ok).toBe(true);
    expect(t.guardStore.times).toHaveLength(1);
  });

  it('tells how each login ended, and asks no more once the credentials were refused', async () => {
    const outcomes: boolean[] = [];
    let refusedBefore = false;
    const t = testClient((call) => (call.url.startsWith(AUTH) ? json(401, {}) : credits()), {
      onLoginOutcome: (outcome) => {
        outcomes.push(outcome.ok);
        if (!outcome.ok && outcome.error.kind === 'auth') refusedBefore = true;
      },
      refuseLogin: () =>
        Promise.resolve(
          refusedBefore
            ? appError('auth', 'Refused before.', { code: 'refused-before' })
            : undefined,
        ),
    });
    expect(await t.client.login()).toMatchObject({ ok: false, error: { kind: 'auth' } });
    expect(await t.client.getCredits()).toMatchObject({
      ok: false,
      error: { code: 'refused-before' },
    });
    expect(t.loginCalls()).toHaveLength(1);
    expect(outcomes).toEqual([false]);
  });

  it('logout forgets the token', async () => {
    const t = testClient(withLogin(credits));
    await t.client.getCredits();
    await t.client.logout();
    expect(t.tokenStore.current).toBeUndefined();
    await t.client.getCredits();
    expect(t.loginCalls()).toHaveLength(2);
  });
});

describe('secrets stay out of errors', () => {
  it('scrubs the key and the token from service messages', async () => {
    const token = LOGIN_OK.access_token;
    const t = testClient(
      withLogin(() =>
        json(400, { Message: `Bad request for key ${CREDENTIALS.key} with Bearer ${token}` }),
      ),
    );
    const result = await t.client.getCredits();
    expect(result.ok).toBe(false);
    const serialised = JSON.stringify(result);
    expect(serialised).not.toContain(CREDENTIALS.key);
    expect(serialised).not.toContain(token);
    expect(serialised).toContain('[redacted]');
  });

  it('scrubs the key from a refused login, header code included', async () => {
    const t = testClient(
      () =>
        new Response(`Key ${CREDENTIALS.key} unknown`, {
          status: 401,
          headers: { 'Copyleaks-Error-Code': CREDENTIALS.key },
        }),
    );
    const result = await t.client.login();
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: 'Key [redacted] unknown' },
    });
    expect(JSON.stringify(result)).not.toContain(CREDENTIALS.key);
  });
});
