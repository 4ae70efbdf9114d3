/** Faults over real HTTP: latency, 5xx, dropped connections, expired tokens, login limits. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateScanId, memoryLoginGuardStore, memoryTokenStore } from '../../src/api/index.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, AI_TEXT, startHarness, type Harness } from './helpers/setup.ts';

let h: Harness;
let site: Receiver;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver(() => ({ body: 'Plain text page to scan for matches. '.repeat(20) }));
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
});

const submitRequest = (id: string) => ({
  url: `${site.url}/page`,
  properties: { webhooks: { status: `${site.url}/hook/${id}/{STATUS}` } },
});

describe('latency and timeouts', () => {
  it('a slow answer within the timeout succeeds', async () => {
    h.svc.control.faults.add({ route: '/v3/scans/credits', kind: 'latency', ms: 50 });
    expect(await h.client.getCredits()).toMatchObject({ ok: true });
  });

  it('a GET slower than the timeout is repeated and then succeeds', async () => {
    const client = h.makeClient({ timeoutMs: 200 });
    await client.login();
    h.svc.control.faults.add({ route: '/v3/scans/credits', kind: 'latency', ms: 1_000 });
    expect(await client.getCredits()).toEqual({ ok: true, value: { Amount: ACCOUNT.credits } });
    expect(h.sleeps).toHaveLength(1);
  });

  it('a check slower than the timeout is not repeated', async () => {
    const client = h.makeClient({ timeoutMs: 200 });
    await client.login();
    h.svc.control.faults.add({ route: '/v2/writer-detector/', kind: 'latency', ms: 1_000 });
    const result = await client.detectAiText('text-1', { text: AI_TEXT });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'timeout' } });
    expect(h.sleeps).toHaveLength(0);
  });
});

describe('server faults', () => {
  it('a 503 on a GET is retried with backoff', async () => {
    h.svc.control.faults.add({ route: '/v3/scans/credits', kind: 'status', status: 503, times: 2 });
    expect(await h.client.getCredits()).toMatchObject({ ok: true });
    expect(h.requestsTo('/v3/scans/credits')).toBe(3);
    expect(h.sleeps).toHaveLength(2);
  });

  it('a 429 is retried after backoff once the window has passed', async () => {
    h.svc.control.setLimit('moderation', { max: 1, windowMs: 1_000 });
    const request = { text: 'hello there', labels: [{ id: 'toxic-v1' as const }] };
    expect((await h.client.moderateText('mod-1', request)).ok).toBe(true);
    expect((await h.client.moderateText('mod-2', request)).ok).toBe(true);
    expect(h.requestsTo('/v1/text-moderation/')).toBe(3);
  });
});

describe('dropped connections', () => {
  it('a GET whose connection drops is repeated', async () => {
    h.svc.control.faults.add({ route: '/v3/scans/credits', kind: 'drop' });
    expect(await h.client.getCredits()).toMatchObject({ ok: true });
  });

  it('a check whose connection drops is not repeated, so no credits are spent twice', async () => {
    await h.client.login();
    h.svc.control.faults.add({ route: '/v2/writer-detector/', kind: 'drop' });
    const result = await h.client.detectAiText('text-1', { text: AI_TEXT });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'dropped' } });
    expect(
      h.svc.control.requests.filter((r) => r.path.includes('/v2/writer-detector/')),
    ).toHaveLength(1);
    expect(h.svc.control.credits(ACCOUNT.email)).toBe(ACCOUNT.credits);
  });

  it('a check whose answer is lost after it was charged is reported, not sent again', async () => {
    await h.client.login();
    h.svc.control.faults.add({ route: '/v2/writer-detector/', kind: 'drop-answer' });
    const result = await h.client.detectAiText('text-2', { text: AI_TEXT, sandbox: false });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
    // The service did the work and charged once; a repeat would have charged again.
    expect(
      h.svc.control.requests.filter((r) => r.path.includes('/v2/writer-detector/')),
    ).toHaveLength(1);
    expect(h.svc.control.credits(ACCOUNT.email)).toBeLessThan(ACCOUNT.credits);
  });

  it('a GET whose answer is lost is asked again', async () => {
    h.svc.control.faults.add({ route: '/v3/scans/credits', kind: 'drop-answer' });
    expect(await h.client.getCredits()).toMatchObject({ ok: true });
    expect(h.svc.control.requests.filter((r) => r.path === '/v3/scans/credits')).toHaveLength(2);
  });

  it('a URL submission whose connection drops is repeated with the same id and created', async () => {
    const id = generateScanId();
    h.svc.control.faults.add({ route: `/v3/scans/submit/url/${id}`, kind: 'drop' });
    expect(await h.client.submitUrl(id, submitRequest(id))).toMatchObject({
      ok: true,
      value: { status: 'created', scanId: id },
    });
    expect(h.svc.control.scans(ACCOUNT.email).map((s) => s.scanId)).toEqual([id]);
  });

  it('a repeat that meets 409 after a drop reports already-submitted', async () => {
    // The service already holds the scan (an earlier attempt got through before the drop).
    const id = generateScanId();
    expect((await h.client.submitUrl(id, submitRequest(id))).ok).toBe(true);
    h.svc.control.faults.add({ route: `/v3/scans/submit/url/${id}`, kind: 'drop' });
    expect(await h.client.submitUrl(id, submitRequest(id))).toEqual({
      ok: true,
      value: { status: 'already-submitted', scanId: id },
    });
    expect(h.svc.control.scans(ACCOUNT.email)).toHaveLength(1);
  });

  it('a connection that cannot be made is a network error', async () => {
    const closed = await startReceiver(() => ({}));
    await closed.close();
    const client = h.makeClient({ apiBaseUrl: closed.url, retry: { maxRetries: 1 } });
    expect(await client.getOcrLanguages()).toMatchObject({
      ok: false,
      error: { kind: 'network', code: 'not-sent' },
    });
    expect(h.sleeps).toHaveLength(1);
  });
});

describe('token lifecycle over HTTP', () => {
  it('an expired token gives one re-login and a repeat', async () => {
    expect((await h.client.getCredits()).ok).toBe(true);
    h.svc.control.expireTokens();
    expect((await h.client.getCredits()).ok).toBe(true);
    expect(h.logins()).toBe(2);
    expect(
      h.svc.control.requests.filter((r) => r.path === '/v3/scans/credits').map((r) => r.status),
    ).toEqual([200, 401, 200]);
  });

  it('logs in again shortly before the 48 h expiry, without a 401', async () => {
    await h.client.getCredits();
    h.svc.control.clock.advance(48 * 3600_000 - 4 * 60_000);
    await h.client.getCredits();
    expect(h.logins()).toBe(2);
    expect(h.svc.control.requests.some((r) => r.status === 401)).toBe(false);
  });

  it('reuses a stored token in a new client (restarted worker)', async () => {
    await h.client.getCredits();
    const restarted = h.makeClient();
    expect((await restarted.getCredits()).ok).toBe(true);
    expect(h.logins()).toBe(1);
  });

  it('stops at 12 logins per 15 minutes, across restarts, before the service refuses', async () => {
    for (let i = 0; i < 12; i++) {
      const client = h.makeClient({ tokenStore: memoryTokenStore() });
      expect((await client.login()).ok).toBe(true);
    }
    const restarted = h.makeClient({ tokenStore: memoryTokenStore() });
    const refused = await restarted.login();
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', code: 'login-limit' },
    });
    expect(h.logins()).toBe(12);
    expect(h.svc.control.requests.some((r) => r.status === 429)).toBe(false);
    h.svc.control.clock.advance(15 * 60_000);
    expect((await restarted.login()).ok).toBe(true);
  });

  it("reports the service's own login 429 as rate-limited", async () => {
    // Another device used up the account's logins; this one's guard knows nothing of them.
    for (let i = 0; i < 12; i++) {
      await h
        .makeClient({ tokenStore: memoryTokenStore(), loginGuardStore: memoryLoginGuardStore() })
        .login();
    }
    const client = h.makeClient({
      tokenStore: memoryTokenStore(),
      loginGuardStore: memoryLoginGuardStore(),
      retry: { maxRetries: 1 },
    });
    expect(await client.getCredits()).toMatchObject({
      ok: false,
      error: { kind: 'rate-limited', status: 429 },
    });
  });
});
