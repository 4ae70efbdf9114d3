import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';

describe('fault injection', () => {
  let service: TestService;
  let token: string;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
  });
  afterEach(() => service.control.faults.clear());
  afterAll(() => service.close());

  const credits = () => service.call('GET', '/v3/scans/credits', { token });

  it('status: answers the injected status once, then normally', async () => {
    service.control.faults.add({ route: '/v3/scans/credits', kind: 'status', status: 503 });
    const failed = await credits();
    expect(failed.status).toBe(503);
    expect(field(failed.json, 'error.type')).toBe('api_error');
    expect((await credits()).status).toBe(200);
    expect(service.control.requests.at(-2)).toMatchObject({
      path: '/v3/scans/credits',
      status: 503,
      fault: 'status',
    });
  });

  it('drop: destroys the connection for the next N requests', async () => {
    service.control.faults.add({ route: /credits$/, kind: 'drop', times: 2 });
    await expect(credits()).rejects.toThrow();
    await expect(credits()).rejects.toThrow();
    expect((await credits()).status).toBe(200);
    expect(service.control.requests.filter((r) => r.fault === 'drop')).toHaveLength(2);
  });

  it('latency: delays and then answers normally, using up the rule', async () => {
    service.control.faults.add({ route: '/v3/scans/credits', kind: 'latency', ms: 20 });
    expect((await credits()).status).toBe(200);
    expect(service.control.faults.list()).toEqual([]);
  });

  it('latency combines with a status rule; times: Infinity persists', async () => {
    service.control.faults.add({
      route: '/v3/scans/credits',
      kind: 'latency',
      ms: 5,
      times: Infinity,
    });
    service.control.faults.add({
      route: '/v3/scans/credits',
      kind: 'status',
      status: 429,
      times: Infinity,
    });
    expect((await credits()).status).toBe(429);
    expect((await credits()).status).toBe(429);
    expect(service.control.faults.list()).toHaveLength(2);
  });

  it('matches by method and applies to the login listener too', async () => {
    service.control.faults.add({
      route: '/v3/scans/credits',
      method: 'POST',
      kind: 'status',
      status: 500,
    });
    expect((await credits()).status).toBe(200);
    service.control.faults.add({ route: '/v3/account/login/api', kind: 'status', status: 502 });
    const login = await fetch(`${service.authUrl}/v3/account/login/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, key: DEMO_ACCOUNT.key }),
    });
    expect(login.status).toBe(502);
  });

  it('never faults the control API', async () => {
    service.control.faults.add({ route: '/', kind: 'drop', times: Infinity });
    const state = await fetch(`${service.apiUrl}/__control/state`);
    expect(state.status).toBe(200);
  });
});
