import { describe, expect, it } from 'vitest';
import { textMatching } from './helpers/matchers.ts';
import { json, text } from './helpers/fake-fetch.ts';
import { API, testClient, withLogin } from './helpers/client.ts';
import { gif, png } from './helpers/images.ts';
import {
  IMAGE_PLAGIARISM_RESULT,
  IMAGE_RESULT,
  LONG_TEXT,
  MODERATION_RESULT,
  OBJECT_DETECTION_RESULT,
  SUBMIT_RESULT,
  TEXT_RESULT,
} from './fixtures.ts';

const webhooks = { status: 'https://hook.example/scan/{STATUS}' };

describe('each operation sends the documented request and reads the answer', () => {
  it('submits a URL with PUT and reports it created', async () => {
    const t = testClient(withLogin(() => json(201, SUBMIT_RESULT)));
    const result = await t.client.submitUrl('scan-1', {
      url: 'https://example.com/a',
      properties: { webhooks, sandbox: true },
    });
    expect(result).toEqual({
      ok: true,
      value: { status: 'created', scanId: 'scan-1', result: SUBMIT_RESULT },
    });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v3/scans/submit/url/scan-1`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      json: { url: 'https://example.com/a', properties: { webhooks, sandbox: true } },
    });
  });

  it('treats an empty 201 as created', async () => {
    const t = testClient(withLogin(() => text(201, '')));
    const result = await t.client.submitUrl('scan-1', {
      url: 'https://example.com/a',
      properties: { webhooks },
    });
    expect(result).toEqual({
      ok: true,
      value: { status: 'created', scanId: 'scan-1', result: undefined },
    });
  });

  it('reports a first-attempt 409 on submit as a conflict', async () => {
    const t = testClient(
      withLogin(() => json(409, { error: { message: 'Scan exists', id: 'conflict' } })),
    );
    const result = await t.client.submitUrl('scan-1', {
      url: 'https://example.com/a',
      properties: { webhooks },
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'conflict', status: 409, message: 'Scan exists' },
    });
  });

  it('detects AI text', async () => {
    const t = testClient(withLogin(() => json(200, TEXT_RESULT)));
    const result = await t.client.detectAiText('scan-1', {
      text: LONG_TEXT,
      explain: true,
      sensitivity: 2,
      sandbox: true,
    });
    expect(result).toEqual({ ok: true, value: TEXT_RESULT });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v2/writer-detector/scan-1/check`,
      method: 'POST',
      json: { text: LONG_TEXT, explain: true, sensitivity: 2, sandbox: true },
    });
  });

  it('sends an image as multipart by default', async () => {
    const t = testClient(withLogin(() => json(200, IMAGE_RESULT)));
    const bytes = png(800, 600);
    const result = await t.client.detectAiImage('img-1', {
      bytes,
      filename: 'photo.png',
      sandbox: true,
      objectDetection: [{ object: 'face' }],
    });
    expect(result).toEqual({ ok: true, value: IMAGE_RESULT });
    const call = t.apiCalls()[0];
    expect(call?.url).toBe(`${API}/v1/ai-image-detector/img-1/check`);
    expect(call?.headers['content-type']).toBeUndefined();
    const form = call?.body as FormData;
    const image = form.get('image') as File;
    expect(image.name).toBe('photo.png');
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    expect(form.get('filename')).toBe('photo.png');
    expect(form.get('model')).toBe('ai-image-1-ultra');
    expect(form.get('sandbox')).toBe('true');
    expect(form.get('objectDetection')).toBe('[{"object":"face"}]');
  });

  it('asks where else an image is on the web, as multipart, and reads the matches', async () => {
    const t = testClient(withLogin(() => json(200, IMAGE_PLAGIARISM_RESULT)));
    const bytes = gif(320, 240);
    const result = await t.client.findImageOnWeb('img-2', {
      bytes,
      filename: 'cat.gif',
      sandbox: true,
    });
    expect(result).toEqual({ ok: true, value: IMAGE_PLAGIARISM_RESULT });
    const call = t.apiCalls()[0];
    expect(call?.url).toBe(`${API}/v1/image-plagiarism-detector/img-2/check`);
    const form = call?.body as FormData;
    expect((form.get('image') as File).type).toBe('image/gif');
    expect(form.get('filename')).toBe('cat.gif');
    expect(form.get('sandbox')).toBe('true');
    expect(form.get('model')).toBeNull();
  });

  it('refuses a web search the endpoint would refuse, before any request', async () => {
    const t = testClient(withLogin(() => json(200, IMAGE_PLAGIARISM_RESULT)));
    const result = await t.client.findImageOnWeb('img-2', {
      bytes: png(10_000, 8_000),
      filename: 'huge.png',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    expect(t.apiCalls()).toHaveLength(0);
  });

  it('asks for named objects on their own endpoint, and reads their masks', async () => {
    const t = testClient(withLogin(() => json(200, OBJECT_DETECTION_RESULT)));
    const result = await t.client.detectObjects('img-3', {
      bytes: png(800, 600),
      filename: 'people.png',
      objectDetection: [{ object: 'face' }, { object: 'hand' }],
    });
    expect(result).toEqual({ ok: true, value: OBJECT_DETECTION_RESULT });
    const call = t.apiCalls()[0];
    expect(call?.url).toBe(`${API}/v1/object-detection/img-3/check`);
    expect((call?.body as FormData).get('objectDetection')).toBe(
      '[{"object":"face"},{"object":"hand"}]',
    );
    const four = await t.client.detectObjects('img-3', {
      bytes: png(800, 600),
      filename: 'people.png',
      objectDetection: ['face', 'hand', 'car', 'dog'].map((object) => ({ object })),
    });
    expect(four).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: textMatching(/At most 3 objects/) },
    });
    expect(t.apiCalls()).toHaveLength(1);
  });

  it('sends an image as base64 JSON on request', async () => {
    const t = testClient(withLogin(() => json(200, IMAGE_RESULT)));
    const bytes = png(800, 600);
    await t.client.detectAiImage('img-1', { bytes, filename: 'photo.png', encoding: 'base64' });
    expect(t.apiCalls()[0]?.json).toEqual({
      base64: Buffer.from(bytes).toString('base64'),
      filename: 'photo.png',
      model: 'ai-image-1-ultra',
    });
  });

  it('submits an image URL for asynchronous detection', async () => {
    const t = testClient(withLogin(() => json(201, {})));
    const request = {
      url: 'https://img.example/a.png',
      fileName: 'a.png',
      maskType: 'heatmap' as const,
      webhooks: { url: 'https://hook.example/i' },
    };
    expect(await t.client.submitAiImageAsync('img-2', request)).toEqual({
      ok: true,
      value: { accepted: true },
    });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v1/ai-image-detector-async/img-2/submit`,
      method: 'POST',
      json: { ...request, model: 'ai-image-1-ultra' },
    });
  });

  it('starts an export', async () => {
    const t = testClient(withLogin(() => text(204, '')));
    const request = {
      crawledVersion: { verb: 'POST', endpoint: 'https://store.example/c' },
      completionWebhook: 'https://hook.example/e',
    };
    expect(await t.client.exportScan('scan-1', 'exp-1', request)).toEqual({
      ok: true,
      value: { status: 'started', exportId: 'exp-1' },
    });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v3/downloads/scan-1/export/exp-1`,
      method: 'POST',
      json: request,
    });
  });

  it('maps export 404 and first-attempt 409', async () => {
    const request = {
      crawledVersion: { verb: 'POST', endpoint: 'https://store.example/c' },
      completionWebhook: 'https://hook.example/e',
    };
    const missing = testClient(withLogin(() => json(404, { error: { message: 'No such scan' } })));
    expect(await missing.client.exportScan('scan-1', 'exp-1', request)).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    const taken = testClient(withLogin(() => json(409, {})));
    expect(await taken.client.exportScan('scan-1', 'exp-1', request)).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
  });

  it('resends a webhook, and reads its 400 as not ready', async () => {
    const t = testClient(withLogin(() => text(202, '')));
    expect(await t.client.resendWebhook('scan-1')).toEqual({ ok: true, value: { accepted: true } });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v3/scans/scan-1/webhooks/resend`,
      method: 'POST',
      body: undefined,
    });
    const running = testClient(withLogin(() => json(400, { Message: 'Scan is still running' })));
    expect(await running.client.resendWebhook('scan-1')).toEqual({
      ok: false,
      error: { kind: 'not-ready', message: 'Scan is still running', status: 400 },
    });
  });

  it('reads the credit balance', async () => {
    const t = testClient(withLogin(() => json(200, { Amount: 99 })));
    expect(await t.client.getCredits()).toEqual({ ok: true, value: { Amount: 99 } });
    expect(t.apiCalls()[0]).toMatchObject({ url: `${API}/v3/scans/credits`, method: 'GET' });
  });

  it('moderates text', async () => {
    const t = testClient(withLogin(() => json(200, MODERATION_RESULT)));
    const request = {
      text: 'some text',
      language: 'en' as const,
      labels: [{ id: 'toxic-v1' as const }, { id: 'profanity-v1' as const }],
    };
    expect(await t.client.moderateText('mod-1', request)).toEqual({
      ok: true,
      value: MODERATION_RESULT,
    });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v1/text-moderation/mod-1/check`,
      json: request,
    });
  });

  it('lists OCR languages', async () => {
    const t = testClient(() => json(200, ['en', 'zh-CN']));
    expect(await t.client.getOcrLanguages()).toEqual({ ok: true, value: ['en', 'zh-CN'] });
    expect(t.fake.calls[0]).toMatchObject({
      url: `${API}/v3/miscellaneous/ocr-languages-list`,
      method: 'GET',
    });
  });

  it('reports a 402 on image detection as credits', async () => {
    const t = testClient(
      withLogin(() =>
        json(402, {
          error: { type: 'payment_error', id: 'insufficient_credits', message: 'No credits left' },
        }),
      ),
    );
    const result = await t.client.detectAiImage('img-1', {
      bytes: png(800, 600),
      filename: 'a.png',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'credits',
        status: 402,
        code: 'insufficient_credits',
        message: 'No credits left',
      },
    });
  });

  it('reports an unreadable success answer as a service error', async () => {
    const t = testClient(withLogin(() => json(200, { modelVersion: 'v12' })));
    expect(await t.client.detectAiText('scan-1', { text: LONG_TEXT })).toMatchObject({
      ok: false,
      error: { kind: 'service', message: textMatching(/results/) },
    });
  });
});

describe('nothing is sent for input the service would refuse', () => {
  it.each([
    [
      'a short scan id',
      (t: ReturnType<typeof testClient>) => t.client.detectAiText('ab', { text: LONG_TEXT }),
      'scanId',
    ],
    [
      'short text',
      (t: ReturnType<typeof testClient>) => t.client.detectAiText('scan-1', { text: 'too short' }),
      'text',
    ],
    [
      'a small image',
      (t: ReturnType<typeof testClient>) =>
        t.client.detectAiImage('img-1', { bytes: png(100, 100), filename: 'a.png' }),
      'image',
    ],
    [
      'a bad export id',
      (t: ReturnType<typeof testClient>) =>
        t.client.exportScan('scan-1', 'e', {
          crawledVersion: { verb: 'POST', endpoint: 'https://a.example' },
          completionWebhook: 'https://hook.example/e',
        }),
      'exportId',
    ],
    [
      'no labels',
      (t: ReturnType<typeof testClient>) =>
        t.client.moderateText('mod-1', { text: 'x', labels: [] }),
      'labels',
    ],
    [
      'a bad resend id',
      (t: ReturnType<typeof testClient>) => t.client.resendWebhook('a b c'),
      'scanId',
    ],
    [
      'an expiration of 0',
      (t: ReturnType<typeof testClient>) =>
        t.client.submitUrl('scan-1', {
          url: 'https://a.example',
          properties: { webhooks, expiration: 0 },
        }),
      'properties.expiration',
    ],
  ])('%s', async (_name, act, field) => {
    const t = testClient(withLogin(() => json(200, {})));
    const result = await act(t);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', field } });
    // Not even a login: no request at all.
    expect(t.fake.calls).toHaveLength(0);
  });
});
