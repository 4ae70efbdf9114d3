import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { png } from './helpers/images.ts';
import { expectValidMask, type Rle } from './helpers/mask-checks.ts';
import { closedPortUrl, startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';

interface AsyncResult {
  model: string;
  result: Rle;
  summary: { ai: number; human: number };
  isAiDetected: boolean;
  imageInfo: { shape: { width: number; height: number } };
  heatmap?: { width: number; height: number; encoding: string; values: string };
  error?: { type: string; message: string };
}

describe('async AI image detection /v1/ai-image-detector-async/{scanId}/submit', () => {
  let service: TestService;
  let token: string;
  let receiver: Receiver;
  const image = png(640, 512, { salt: 'async' });

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    receiver = await startReceiver((call) =>
      call.path.startsWith('/images/')
        ? { status: 200, body: image, contentType: 'image/png' }
        : call.path === '/missing.png'
          ? { status: 404 }
          : { status: 200 },
    );
  });
  beforeEach(() => {
    receiver.calls.length = 0;
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  const submit = (scanId: string, body: Record<string, unknown>, method = 'POST') =>
    service.call(method, `/v1/ai-image-detector-async/${scanId}/submit`, { token, json: body });
  const request = (hook: string, extra: Record<string, unknown> = {}) => ({
    url: `${receiver.url}/images/cat-ai.png`,
    fileName: 'cat-ai.png',
    model: 'ai-image-1-ultra',
    webhooks: { url: `${receiver.url}/hooks/${hook}` },
    ...extra,
  });

  it('answers 201 {} to POST and delivers the sync result shape to webhooks.url', async () => {
    const response = await submit('async-1', request('one'));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({});
    const call = await receiver.waitFor((c) => c.path === '/hooks/one');
    const body = call.json as AsyncResult;
    expect(body.imageInfo.shape).toEqual({ width: 640, height: 512 });
    expect(body.isAiDetected).toBe(true);
    const masked = expectValidMask(body.result, 640, 512);
    expect(body.summary.ai).toBeCloseTo(masked / (640 * 512), 12);
    expect(body.heatmap).toBeUndefined();
  });

  it('answers 409 to a reused scan id and starts no second job', async () => {
    expect((await submit('async-reuse', request('reuse'))).status).toBe(201);
    await receiver.waitFor((c) => c.path === '/hooks/reuse');
    const again = await submit('async-reuse', request('reuse-2'));
    expect(again.status).toBe(409);
    expect(field(again.json, 'error.type')).toBe('invalid_request_error');
    // A job started after it has delivered; the refused one never does.
    expect((await submit('async-after-reuse', request('after-reuse'))).status).toBe(201);
    await receiver.waitFor((c) => c.path === '/hooks/after-reuse');
    expect(receiver.calls.filter((c) => c.path === '/hooks/reuse-2')).toEqual([]);
  });

  it('accepts PUT too (the docs disagree on the verb)', async () => {
    expect((await submit('async-2', request('put'), 'PUT')).status).toBe(201);
    await receiver.waitFor((c) => c.path === '/hooks/put');
  });

  it('adds a heatmap for maskType heatmap: one byte per pixel, hot where the mask is', async () => {
    expect((await submit('async-3', request('heat', { maskType: 'heatmap' }))).status).toBe(201);
    const body = (await receiver.waitFor((c) => c.path === '/hooks/heat')).json as AsyncResult;
    const heatmap = body.heatmap!;
    expect(heatmap).toMatchObject({ width: 640, height: 512, encoding: 'u8-row-major-base64' });
    const values = Buffer.from(heatmap.values, 'base64');
    expect(values.length).toBe(640 * 512);
    const marked = new Uint8Array(640 * 512);
    body.result.starts.forEach((start, i) =>
      marked.fill(1, start, start + (body.result.lengths[i] ?? 0)),
    );
    for (let index = 0; index < values.length; index += 997) {
      expect(values[index]! >= 128).toBe(marked[index] === 1);
    }
  });

  it('sends the custom headers on the image fetch and the webhook call', async () => {
    const headers = [['X-Trace', 'abc123']];
    expect((await submit('async-4', request('headers', { headers }))).status).toBe(201);
    const hook = await receiver.waitFor((c) => c.path === '/hooks/headers');
    const fetchCall = receiver.calls.find((c) => c.path.startsWith('/images/'));
    expect(fetchCall?.headers['x-trace']).toBe('abc123');
    expect(hook.headers['x-trace']).toBe('abc123');
  });

  it('delivers an error payload when the image URL fails or is not loopback', async () => {
    await submit('async-5', request('gone', { url: `${receiver.url}/missing.png` }));
    const gone = (await receiver.waitFor((c) => c.path === '/hooks/gone')).json as AsyncResult;
    expect(gone.error?.message).toMatch(/404/);
    await submit('async-6', request('refused', { url: `${await closedPortUrl()}/a.png` }));
    expect(
      ((await receiver.waitFor((c) => c.path === '/hooks/refused')).json as AsyncResult).error,
    ).toBeDefined();
    await submit('async-7', request('remote', { url: 'http://example.com/a.png' }));
    const remote = (await receiver.waitFor((c) => c.path === '/hooks/remote')).json as AsyncResult;
    expect(remote.error?.message).toMatch(/unreachable|not loopback/i);
  });

  it.each([
    ['url missing', { url: undefined }],
    ['webhooks missing', { webhooks: undefined }],
    ['bad file extension', { fileName: 'a.tiff' }],
    ['unknown model', { model: 'other' }],
    ['unknown maskType', { maskType: 'overlay' }],
  ])('answers 400 for %s', async (_name, extra) => {
    expect((await submit('async-8', request('never', extra))).status).toBe(400);
  });

  it('answers 401 without a token and 402 without credits', async () => {
    const anonymous = await service.call('POST', '/v1/ai-image-detector-async/async-9/submit', {
      json: request('x'),
    });
    expect(anonymous.status).toBe(401);
    service.control.setCredits(DEMO_ACCOUNT.email, 0);
    const broke = await submit('async-9', request('x'));
    expect(broke.status).toBe(402);
    expect(field(broke.json, 'error.id')).toBe('insufficient_credits');
    expect((await submit('async-9', request('sandbox', { sandbox: true }))).status).toBe(201);
    await receiver.waitFor((c) => c.path === '/hooks/sandbox');
    service.control.setCredits(DEMO_ACCOUNT.email, 1000);
  });
});
