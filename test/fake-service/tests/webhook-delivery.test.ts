import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startReceiver, type Receiver } from './helpers/receiver.ts';
import { startTestService, type TestService } from './helpers/service.ts';

describe('webhook delivery: at least once, doubling retries', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;
  let failuresLeft = new Map<string, number>();

  beforeAll(async () => {
    service = await startTestService({ webhookTimeScale: 0.0001, webhookTimeoutMs: 300 });
    token = await service.login();
    site = await startReceiver((call) => {
      if (call.path === '/page') return { status: 200, body: 'a few words to scan' };
      const left = failuresLeft.get(call.path) ?? 0;
      if (left > 0) {
        failuresLeft.set(call.path, left - 1);
        return call.path.includes('hang') ? { hang: true } : { status: 500 };
      }
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const submit = (scanId: string, statusUrl: string) =>
    service.call('PUT', `/v3/scans/submit/url/${scanId}`, {
      token,
      json: {
        url: `${site.url}/page`,
        properties: { sandbox: true, action: 2, webhooks: { status: statusUrl } },
      },
    });

  it('retries after non-2xx answers with waits of 2, 4 … seconds (scaled)', async () => {
    failuresLeft = new Map([['/hook/retry/indexed', 2]]);
    await submit('retry', `${site.url}/hook/retry/{STATUS}`);
    const delivered = await service.control.waitForDelivery((d) => d.scanId === 'retry' && d.ok);
    expect(delivered.attempt).toBe(3);
    const attempts = service.control.deliveries.filter(
      (d) => d.deliveryId === delivered.deliveryId,
    );
    expect(attempts.map((d) => d.status)).toEqual([500, 500, 200]);
    expect(attempts.map((d) => d.nextWaitSeconds)).toEqual([2, 4, undefined]);
    expect(attempts.map((d) => d.final)).toEqual([false, false, true]);
    expect(site.calls.filter((c) => c.path === '/hook/retry/indexed')).toHaveLength(3);
  });

  it('retries when the receiver does not answer within the timeout', async () => {
    failuresLeft = new Map([['/hook/hang/indexed', 1]]);
    await submit('hang', `${site.url}/hook/hang/{STATUS}`);
    const delivered = await service.control.waitForDelivery((d) => d.scanId === 'hang' && d.ok);
    expect(delivered.attempt).toBe(2);
    const first = service.control.deliveries.find(
      (d) => d.deliveryId === delivered.deliveryId && d.attempt === 1,
    );
    expect(first?.error).toMatch(/No answer/);
  });

  it('retries after a refused connection until the receiver comes up', async () => {
    const url = await closedPortUrl();
    await submit('refused', `${url}/hook/{STATUS}`);
    await service.control.waitForDelivery((d) => d.scanId === 'refused' && d.attempt === 1);
    const port = Number(new URL(url).port);
    const late = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => late.listen(port, '127.0.0.1', () => resolve()));
    try {
      const delivered = await service.control.waitForDelivery(
        (d) => d.scanId === 'refused' && d.ok,
      );
      expect(delivered.attempt).toBeGreaterThan(1);
    } finally {
      await new Promise<void>((resolve) => {
        late.close(() => resolve());
        late.closeAllConnections();
      });
    }
  });

  it('never contacts a non-loopback receiver (logged as unreachable)', async () => {
    await submit('remote', 'http://192.0.2.1/hook/{STATUS}');
    const attempt = await service.control.waitForDelivery((d) => d.scanId === 'remote');
    expect(attempt.ok).toBe(false);
    expect(attempt.error).toMatch(/not loopback/);
  });
});

describe('webhook delivery gives up after 17 attempts', () => {
  let service: TestService;
  let site: Receiver;

  beforeAll(async () => {
    // 1e-6 turns the 131069 s schedule into about 0.13 s.
    service = await startTestService({ webhookTimeScale: 0.000001 });
    site = await startReceiver((call) =>
      call.path === '/page' ? { status: 200, body: 'words' } : { status: 503 },
    );
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  it('makes 17 attempts with waits 2, 4 … 32768, 65535 s', async () => {
    const token = await service.login();
    await service.call('PUT', '/v3/scans/submit/url/give-up', {
      token,
      json: {
        url: `${site.url}/page`,
        properties: { sandbox: true, action: 2, webhooks: { status: `${site.url}/h/{STATUS}` } },
      },
    });
    const last = await service.control.waitForDelivery((d) => d.scanId === 'give-up' && d.final);
    expect(last.ok).toBe(false);
    expect(last.attempt).toBe(17);
    const waits = service.control.deliveries
      .filter((d) => d.deliveryId === last.deliveryId)
      .map((d) => d.nextWaitSeconds);
    expect(waits).toEqual([
      ...Array.from({ length: 15 }, (_, i) => 2 ** (i + 1)),
      65535,
      undefined,
    ]);
    expect(site.calls.filter((c) => c.path === '/h/indexed')).toHaveLength(17);
  });
});
