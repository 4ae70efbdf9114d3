import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackUrl } from '../core/loopback.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, startTestService, type TestService } from './helpers/service.ts';

describe('control API over HTTP (/__control)', () => {
  let service: TestService;
  let site: Receiver;

  beforeAll(async () => {
    service = await startTestService();
    site = await startReceiver(() => ({ status: 200, body: 'page words' }));
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const control = async (method: string, path: string, json?: unknown) => {
    const response = await fetch(`${service.apiUrl}/__control${path}`, {
      method,
      headers: json === undefined ? {} : { 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  };

  it('reads and moves the clock', async () => {
    const before = (await control('GET', '/state')).json as { now: number };
    const after = (await control('POST', '/clock', { advanceMs: 3_600_000 })).json as {
      now: number;
    };
    expect(after.now - before.now).toBeGreaterThanOrEqual(3_600_000);
    const set = (await control('POST', '/clock', { set: Date.UTC(2030, 0, 1) })).json as {
      now: number;
    };
    expect(set.now).toBeGreaterThanOrEqual(Date.UTC(2030, 0, 1));
  });

  it('sets credits, error style, limits and faults', async () => {
    expect((await control('PUT', `/credits/${DEMO_ACCOUNT.email}`, { amount: 42 })).status).toBe(
      204,
    );
    expect((await control('GET', `/credits/${DEMO_ACCOUNT.email}`)).json).toEqual({ Amount: 42 });
    expect((await control('PUT', '/error-style', { style: 'legacy' })).status).toBe(204);
    expect(service.control.errorStyle()).toBe('legacy');
    expect((await control('PUT', '/error-style', { style: 'weird' })).status).toBe(400);
    expect((await control('PUT', '/limits/credits', { max: 1, windowMs: 1000 })).status).toBe(204);
    expect(service.control.limits().credits).toEqual({ max: 1, windowMs: 1000 });
    expect((await control('PUT', '/limits/nothing', null)).status).toBe(404);
    expect(
      (
        await control('POST', '/faults', {
          route: 'credits$',
          regex: true,
          kind: 'status',
          status: 500,
          times: -1,
        })
      ).status,
    ).toBe(204);
    const fault = service.control.faults.list()[0];
    expect(fault?.route).toBeInstanceOf(RegExp);
    expect(fault?.times).toBe(Infinity);
    expect((await control('DELETE', '/faults')).status).toBe(204);
    expect((await control('POST', '/reset')).status).toBe(204);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(1000);
    expect(service.control.errorStyle()).toBe('envelope');
    expect(service.control.limits().credits).toBeNull();
  });

  it('expires tokens, lists scans, requests and deliveries without secrets', async () => {
    const token = await service.login();
    await service.call('PUT', '/v3/scans/submit/url/ctl-scan', {
      token,
      json: {
        url: `${site.url}/page`,
        properties: { sandbox: true, action: 2, webhooks: { status: `${site.url}/h/{STATUS}` } },
      },
    });
    await service.control.waitForDelivery((d) => d.scanId === 'ctl-scan' && d.ok);
    const scans = (await control('GET', `/scans?email=${DEMO_ACCOUNT.email}`)).json as {
      scanId: string;
      state: string;
    }[];
    expect(scans.find((s) => s.scanId === 'ctl-scan')?.state).toBe('indexed');
    const deliveries = (await control('GET', '/deliveries')).json as {
      scanId: string;
      ok: boolean;
    }[];
    expect(deliveries.some((d) => d.scanId === 'ctl-scan' && d.ok)).toBe(true);
    const requests = JSON.stringify((await control('GET', '/requests')).json);
    expect(requests).toContain('/v3/account/login/api');
    expect(requests).not.toContain(DEMO_ACCOUNT.key);
    expect(requests).not.toContain(token);
    expect((await control('POST', '/tokens/expire')).status).toBe(204);
    expect((await service.call('GET', '/v3/scans/credits', { token })).status).toBe(401);
    expect((await control('POST', '/rate-windows/reset')).status).toBe(204);
    expect((await control('PUT', '/webhooks', { timeScale: 0.0001 })).status).toBe(204);
    expect((await control('DELETE', '/logs')).status).toBe(204);
    expect(service.control.requests).toHaveLength(0);
  });

  it('treats only loopback callers and hosts as local', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.5')).toBe(false);
    expect(isLoopbackAddress('::ffff:192.168.1.2')).toBe(false);
    expect(isLoopbackUrl('http://localhost:8080/x')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:8080/x')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1.example.com/x')).toBe(false);
    // Reserved test names stand for public sites and are reached on 127.0.0.1.
    expect(isLoopbackUrl('http://news.test:8080/x')).toBe(true);
    expect(isLoopbackUrl('http://news.test.example.com/x')).toBe(false);
    expect(isLoopbackUrl('ftp://127.0.0.1/x')).toBe(false);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(!external)('refuses control calls from a non-loopback address with 403', async () => {
    const open = await startTestService({ host: '0.0.0.0' });
    try {
      const port = new URL(open.apiUrl).port;
      const response = await fetch(`http://${external}:${port}/__control/state`);
      expect(response.status).toBe(403);
      const local = await fetch(`http://127.0.0.1:${port}/__control/state`);
      expect(local.status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
