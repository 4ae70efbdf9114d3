import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';

const HOUR = 3_600_000;
const OTHER = { email: 'other@example.test', key: 'other-key', credits: 5 };

describe('login and bearer auth', () => {
  let service: TestService;
  const login = (body: unknown) =>
    fetch(`${service.authUrl}/v3/account/login/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    service = await startTestService({
      accounts: [DEMO_ACCOUNT, OTHER],
      now: () => Date.UTC(2025, 7, 2, 10, 19, 40, 69),
    });
  });
  afterAll(() => service.close());

  it('returns access_token, .issued and .expires 48 h later with 7 fractional digits', async () => {
    const response = await login({ email: DEMO_ACCOUNT.email, key: DEMO_ACCOUNT.key });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(typeof body.access_token).toBe('string');
    expect(body['.issued']).toMatch(/^2025-08-02T10:19:40\.0690000Z$/);
    expect(body['.expires']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}Z$/);
    expect(Date.parse(body['.expires'] ?? '') - Date.parse(body['.issued'] ?? '')).toBe(48 * HOUR);
  });

  it('answers 401 for a wrong key or unknown e-mail, 400 for a bad body', async () => {
    expect((await login({ email: DEMO_ACCOUNT.email, key: 'wrong' })).status).toBe(401);
    expect((await login({ email: 'nobody@example.test', key: 'x' })).status).toBe(401);
    expect((await login({ email: OTHER.email })).status).toBe(400);
    const notJson = await fetch(`${service.authUrl}/v3/account/login/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('serves login only on the auth listener, and the API only on the api listener', async () => {
    const onApi = await fetch(`${service.apiUrl}/v3/account/login/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, key: DEMO_ACCOUNT.key }),
    });
    expect(onApi.status).toBe(404);
    const token = await service.login();
    const creditsOnAuth = await fetch(`${service.authUrl}/v3/scans/credits`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(creditsOnAuth.status).toBe(404);
  });

  it('answers 401 for missing, malformed, unknown and expired tokens', async () => {
    const token = await service.login();
    expect((await service.call('GET', '/v3/scans/credits')).status).toBe(401);
    expect(
      (await service.call('GET', '/v3/scans/credits', { headers: { Authorization: token } }))
        .status,
    ).toBe(401);
    expect((await service.call('GET', '/v3/scans/credits', { token: 'not-a-token' })).status).toBe(
      401,
    );
    expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(200);
    service.control.clock.advance(48 * HOUR - 1);
    expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(200);
    service.control.clock.advance(1);
    const expired = await service.call('GET', '/v3/scans/credits', { token });
    expect(expired.status).toBe(401);
    expect(field(expired.json, 'error.type')).toBe('authentication_error');
  });

  it('expireTokens() invalidates every issued token', async () => {
    const token = await service.login();
    service.control.expireTokens();
    expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(401);
    const fresh = await service.login();
    expect((await service.call('GET', '/v3/scans/credits', { token: fresh })).status).toBe(200);
  });

  it('limits login to 12 per 15 minutes, then 429 until the window resets', async () => {
    service.control.resetRateWindows();
    const credentials = { email: OTHER.email, key: OTHER.key };
    for (let index = 0; index < 12; index += 1) expect((await login(credentials)).status).toBe(200);
    const limited = await login(credentials);
    expect(limited.status).toBe(429);
    expect(field(await limited.json(), 'error.id')).toBe('rate_limit_exceeded');
    service.control.clock.advance(15 * 60_000);
    expect((await login(credentials)).status).toBe(200);
  });
});
