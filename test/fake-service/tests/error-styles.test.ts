import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, startTestService, type TestService } from './helpers/service.ts';

/** expect.any is typed any; widening it to unknown keeps the lint rules quiet. */
const anyString: unknown = expect.any(String);
const OTHER = { email: 'legacy@example.test', key: 'legacy-key' };

describe('error body styles', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startTestService({ accounts: [DEMO_ACCOUNT, OTHER] });
  });
  afterEach(() => {
    service.control.setErrorStyle('envelope');
    service.control.setErrorStyle('envelope', OTHER.email);
  });
  afterAll(() => service.close());

  const badText = async (token?: string) =>
    service.call('POST', '/v2/writer-detector/style-1/check', {
      token: token ?? (await service.login()),
      json: { text: 'x' },
    });

  it('defaults to the {"error":{type,id,code,message,details}} envelope', async () => {
    const response = await badText();
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: {
        type: 'invalid_request_error',
        id: 'invalid_parameter',
        code: anyString,
        message: anyString,
      },
    });
    expect((response.json as { error: { details: unknown[] } }).error.details[0]).toMatchObject({
      param: 'text',
    });
  });

  it('legacy: {"Message": …} with a Copyleaks-Error-Code header', async () => {
    service.control.setErrorStyle('legacy');
    const response = await service.call('GET', '/v3/scans/credits');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ Message: anyString });
    expect(response.headers.get('copyleaks-error-code')).toBeTruthy();
  });

  it('legacy-text: a plain text message with the header', async () => {
    service.control.setErrorStyle('legacy-text');
    const response = await badText();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    expect(response.json).toBeUndefined();
    expect(response.text.length).toBeGreaterThan(0);
    expect(response.headers.get('copyleaks-error-code')).toBeTruthy();
  });

  it('problem: ASP.NET problem details {type,title,status,traceId}', async () => {
    service.control.setErrorStyle('problem');
    const response = await service.call('GET', '/v3/scans/credits', { token: 'bad' });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(response.json).toMatchObject({
      type: anyString,
      title: 'Unauthorized',
      status: 401,
      traceId: anyString,
    });
  });

  it('can be set per account', async () => {
    service.control.setErrorStyle('legacy', OTHER.email);
    const legacy = await badText(await service.login(OTHER));
    expect(legacy.json).toEqual({ Message: anyString });
    const envelope = await badText(await service.login());
    expect(envelope.json).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(service.control.errorStyle(OTHER.email)).toBe('legacy');
    expect(service.control.errorStyle()).toBe('envelope');
  });

  it('renders 404 for unknown routes in the chosen style', async () => {
    service.control.setErrorStyle('problem');
    const response = await service.call('GET', '/v3/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404 });
  });
});
