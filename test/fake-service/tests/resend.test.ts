import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { field, startTestService, type TestService } from './helpers/service.ts';

describe('resend webhook POST /v3/scans/{scanId}/webhooks/resend', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver((call) => {
      if (call.path === '/slow') return { status: 200, body: 'slow page words', after: held };
      if (call.path === '/missing') return { status: 404 };
      return { status: 200, body: 'page words' };
    });
  });
  afterAll(async () => {
    release();
    await service.close();
    await site.close();
  });

  const submit = (scanId: string, page: string) =>
    service.call('PUT', `/v3/scans/submit/url/${scanId}`, {
      token,
      json: {
        url: `${site.url}${page}`,
        properties: { sandbox: true, webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` } },
      },
    });
  const resend = (scanId: string, auth = token) =>
    service.call('POST', `/v3/scans/${scanId}/webhooks/resend`, { token: auth });

  it('answers 404 for an unknown scan and 401 without a token', async () => {
    const unknown = await resend('no-such-scan');
    expect(unknown.status).toBe(404);
    expect(field(unknown.json, 'error.id')).toBe('not_found');
    expect((await service.call('POST', '/v3/scans/no-such-scan/webhooks/resend')).status).toBe(401);
  });

  it('answers 400 while the scan runs, then 202 and redelivers the final webhook', async () => {
    await submit('running', '/slow');
    await site.waitFor((c) => c.path === '/slow');
    const early = await resend('running');
    expect(early.status).toBe(400);
    expect(field(early.json, 'error.id')).toBe('scan_not_ready');
    release();
    const first = await site.waitFor((c) => c.path === '/hook/running/completed');
    const accepted = await resend('running');
    expect(accepted.status).toBe(202);
    expect(accepted.text).toBe('');
    const [, again] = await site.waitForCount((c) => c.path === '/hook/running/completed', 2);
    expect(again?.json).toEqual(first.json);
  });

  it('resends the error webhook of a failed scan', async () => {
    await submit('failed', '/missing');
    await site.waitFor((c) => c.path === '/hook/failed/error');
    expect((await resend('failed')).status).toBe(202);
    await site.waitForCount((c) => c.path === '/hook/failed/error', 2);
  });

  it('treats an expired scan as unknown', async () => {
    await service.call('PUT', '/v3/scans/submit/url/short-lived', {
      token,
      json: {
        url: `${site.url}/page`,
        properties: {
          sandbox: true,
          expiration: 1,
          webhooks: { status: `${site.url}/hook/short/{STATUS}` },
        },
      },
    });
    await site.waitFor((c) => c.path === '/hook/short/completed');
    service.control.clock.advance(60 * 60_000);
    const fresh = await service.login();
    expect((await resend('short-lived', fresh)).status).toBe(404);
  });
});
