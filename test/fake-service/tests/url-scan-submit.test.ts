import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { field, startTestService, type TestService } from './helpers/service.ts';

/** Validation and creation of PUT /v3/scans/submit/url/{scanId}. Processing is in url-scan-webhooks. */
describe('URL scan submission', () => {
  let service: TestService;
  let token: string;
  let receiver: Receiver;
  let counter = 0;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    receiver = await startReceiver(() => ({
      status: 200,
      body: '<p>Some words on a page.</p>',
      contentType: 'text/html',
    }));
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  const valid = (properties: Record<string, unknown> = {}) => ({
    url: `${receiver.url}/page`,
    properties: {
      webhooks: { status: `${receiver.url}/hook/{STATUS}` },
      sandbox: true,
      ...properties,
    },
  });
  const submit = (body: unknown, scanId = `submit-${(counter += 1)}`) =>
    service.call('PUT', `/v3/scans/submit/url/${scanId}`, { token, json: body });

  it('answers 201 with the scan submission result', async () => {
    const response = await submit(valid({ developerPayload: 'payload-1' }), 'created-1');
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      scannedDocument: { scanId: 'created-1', totalWords: 0 },
      results: { score: { aggregatedScore: 0, identicalWords: 0 } },
      status: 0,
      developerPayload: 'payload-1',
    });
    expect(Date.parse(String(field(response.json, 'scannedDocument.creationTime')))).not.toBeNaN();
    const empty = await submit(valid());
    expect(field(empty.json, 'developerPayload')).toBe('');
  });

  it('answers 409 when the scan id is reused', async () => {
    expect((await submit(valid(), 'dup-1')).status).toBe(201);
    const again = await submit(valid(), 'dup-1');
    expect(again.status).toBe(409);
    expect(field(again.json, 'error.type')).toBe('invalid_request_error');
  });

  it('answers 400 when url is missing', async () => {
    const body: Partial<ReturnType<typeof valid>> = valid();
    delete body.url;
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.details.0.param')).toBe('url');
  });

  it('answers 400 when properties or webhooks.status is missing', async () => {
    expect((await submit({ url: `${receiver.url}/page` })).status).toBe(400);
    const response = await submit({ url: `${receiver.url}/page`, properties: { webhooks: {} } });
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.details.0.param')).toBe('properties.webhooks.status');
  });

  it.each([
    ['developerPayload over 512', { developerPayload: 'p'.repeat(513) }],
    [
      'more than 3 document templates',
      { exclude: { documentTemplateIds: ['aaa', 'bbb', 'ccc', 'ddd'] } },
    ],
    [
      'more than 5 excluded phrases',
      { scanning: { exclude: { text: ['a', 'b', 'c', 'd', 'e', 'f'] } } },
    ],
    ['an excluded phrase over 30 chars', { scanning: { exclude: { text: ['x'.repeat(31)] } } }],
    ['an empty excluded phrase', { scanning: { exclude: { text: [''] } } }],
    [
      'more than 10 backlink domains',
      {
        scanning: {
          exclude: { backlinksDomains: Array.from({ length: 11 }, (_, i) => `d${i}.test`) },
        },
      },
    ],
    [
      'a backlink domain over 256 chars',
      { scanning: { exclude: { backlinksDomains: ['d'.repeat(257)] } } },
    ],
    ['expiration 0', { expiration: 0 }],
    ['expiration 2881', { expiration: 2881 }],
    ['sensitivityLevel 0', { sensitivityLevel: 0 }],
    ['sensitivityLevel 6', { sensitivityLevel: 6 }],
    ['action 3', { action: 3 }],
    ['aiGeneratedText.sensitivity 4', { aiGeneratedText: { detect: true, sensitivity: 4 } }],
    ['a pdf title over 256 chars', { pdf: { create: true, title: 't'.repeat(257) } }],
    [
      'a pdf logo over 100 kb',
      { pdf: { create: true, largeLogo: Buffer.alloc(100 * 1024 + 1).toString('base64') } },
    ],
  ])('answers 400 for %s', async (_name, properties) => {
    const response = await submit(valid(properties));
    expect(response.status).toBe(400);
  });

  it('accepts every bound at its limit', async () => {
    const response = await submit(
      valid({
        developerPayload: 'p'.repeat(512),
        exclude: { documentTemplateIds: ['aaa', 'bbb', 'ccc'] },
        scanning: {
          exclude: {
            text: ['a', 'b', 'c', 'd', 'x'.repeat(30)],
            backlinksDomains: [
              ...Array.from({ length: 9 }, (_, i) => `d${i}.test`),
              'd'.repeat(256),
            ],
          },
        },
        expiration: 2880,
        sensitivityLevel: 5,
        action: 2,
        aiGeneratedText: { detect: true, sensitivity: 3, explain: { enable: true } },
        pdf: { create: true, title: 't'.repeat(256), reportVersion: 'v3' },
      }),
    );
    expect(response.status).toBe(201);
  });

  it('answers 400 for a bad scan id and 401 without a token', async () => {
    expect((await submit(valid(), 'ab')).status).toBe(400);
    expect((await submit(valid(), 'x'.repeat(37))).status).toBe(400);
    const anonymous = await service.call('PUT', '/v3/scans/submit/url/anon-1', { json: valid() });
    expect(anonymous.status).toBe(401);
  });

  it('allows 100 sandbox scans per hour, then 429; non-sandbox scans are not counted', async () => {
    service.control.resetRateWindows();
    for (let index = 0; index < 100; index += 1) {
      expect((await submit(valid({ action: 2 }), `sbx-${index}`)).status).toBe(201);
    }
    const limited = await submit(valid({ action: 2 }), 'sbx-100');
    expect(limited.status).toBe(429);
    expect((await submit(valid({ action: 2, sandbox: false }), 'real-1')).status).toBe(201);
    service.control.clock.advance(60 * 60_000);
    expect((await submit(valid({ action: 2 }), 'sbx-101')).status).toBe(201);
  });

  it('answers 429 when the general submit window is switched on and exceeded', async () => {
    service.control.setLimit('submit', { max: 1, windowMs: 1000 });
    expect((await submit(valid())).status).toBe(201);
    expect((await submit(valid())).status).toBe(429);
    service.control.setLimit('submit', null);
  });
});
