import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { field, sampleText, startTestService, type TestService } from './helpers/service.ts';

interface Completion {
  completed: boolean;
  developerPayload: string;
  tasks: { endpoint: string; isHealthy: boolean; httpStatusCode: number | null }[];
}

describe('export POST /v3/downloads/{scanId}/export/{exportId}', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;
  let resultIds: string[] = [];

  beforeAll(async () => {
    service = await startTestService({ webhookTimeScale: 0.00001 });
    token = await service.login();
    site = await startReceiver((call) => {
      if (call.path === '/page')
        return {
          status: 200,
          body: `<p>${sampleText(300, 'export')}</p>`,
          contentType: 'text/html',
        };
      if (call.path.startsWith('/broken')) return { status: 500 };
      return { status: 200 };
    });
    const submit = (scanId: string, pdf: boolean) =>
      service.call('PUT', `/v3/scans/submit/url/${scanId}`, {
        token,
        json: {
          url: `${site.url}/page`,
          properties: {
            sandbox: true,
            developerPayload: `dp-${scanId}`,
            pdf: { create: pdf },
            webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` },
          },
        },
      });
    await submit('exp-scan', true);
    await submit('exp-nopdf', false);
    await site.waitFor((c) => c.path === '/hook/exp-scan/completed');
    await site.waitFor((c) => c.path === '/hook/exp-nopdf/completed');
    resultIds = service.control.scans().find((s) => s.scanId === 'exp-scan')?.resultIds ?? [];
  });
  // Every export request counts toward the 10-per-minute window.
  beforeEach(() => service.control.resetRateWindows());
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const exportScan = (scanId: string, exportId: string, body: unknown) =>
    service.call('POST', `/v3/downloads/${scanId}/export/${exportId}`, { token, json: body });
  const fullBody = (tag: string) => ({
    completionWebhook: `${site.url}/done/${tag}`,
    maxRetries: 2,
    results: resultIds.map((id) => ({
      id,
      verb: 'PUT',
      endpoint: `${site.url}/result/${tag}/${id}`,
      headers: [['X-Export', tag]],
    })),
    pdfReport: { verb: 'POST', endpoint: `${site.url}/pdf/${tag}` },
    crawledVersion: { verb: 'POST', endpoint: `${site.url}/crawled/${tag}` },
  });

  it('answers 204, delivers results, PDF and crawled version, then the completion webhook', async () => {
    expect(resultIds.length).toBeGreaterThan(0);
    const response = await exportScan('exp-scan', 'export-1', fullBody('e1'));
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const done = await site.waitFor((c) => c.path === '/done/e1');
    const completion = done.json as Completion;
    expect(completion.completed).toBe(true);
    expect(completion.developerPayload).toBe('dp-exp-scan');
    expect(completion.tasks).toHaveLength(resultIds.length + 2);
    expect(completion.tasks.every((t) => t.isHealthy && t.httpStatusCode === 200)).toBe(true);

    for (const id of resultIds) {
      const call = site.calls.find((c) => c.path === `/result/e1/${id}`);
      expect(call?.method).toBe('PUT');
      expect(call?.headers['x-export']).toBe('e1');
      expect(field(call?.json, 'statistics.identical')).toEqual(expect.any(Number));
    }
    const pdf = site.calls.find((c) => c.path === '/pdf/e1');
    expect(pdf?.headers['content-type']).toBe('application/pdf');
    expect(pdf?.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const crawled = site.calls.find((c) => c.path === '/crawled/e1');
    expect(String(field(crawled?.json, 'text.value'))).toContain(
      sampleText(300, 'export').split(' ')[0],
    );
  });

  it('writes a PDF whose xref offsets point at its objects', async () => {
    await exportScan('exp-scan', 'export-pdf', fullBody('pdf-check'));
    const pdf = (await site.waitFor((c) => c.path === '/pdf/pdf-check')).body.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
  });

  it('retries a failing endpoint up to maxRetries, then reports it unhealthy', async () => {
    const body = {
      ...fullBody('e2'),
      crawledVersion: { verb: 'POST', endpoint: `${site.url}/broken/e2` },
    };
    expect((await exportScan('exp-scan', 'export-2', body)).status).toBe(204);
    const completion = (await site.waitFor((c) => c.path === '/done/e2')).json as Completion;
    expect(completion.completed).toBe(false);
    const broken = completion.tasks.find((t) => t.endpoint.endsWith('/broken/e2'));
    expect(broken).toEqual({
      endpoint: `${site.url}/broken/e2`,
      isHealthy: false,
      httpStatusCode: null,
    });
    expect(site.calls.filter((c) => c.path === '/broken/e2')).toHaveLength(3);
  });

  it('answers 404 for an unknown scan', async () => {
    const response = await exportScan('no-such-scan', 'export-3', fullBody('e3'));
    expect(response.status).toBe(404);
  });

  it('answers 409 when the export id is reused', async () => {
    expect((await exportScan('exp-scan', 'export-4', fullBody('e4'))).status).toBe(204);
    const again = await exportScan('exp-scan', 'export-4', fullBody('e4'));
    expect(again.status).toBe(409);
    expect(field(again.json, 'error.type')).toBe('invalid_request_error');
  });

  it.each([
    ['completionWebhook missing', { completionWebhook: undefined }],
    ['crawledVersion missing', { crawledVersion: undefined }],
    [
      'an unknown result id',
      { results: [{ id: 'nope', verb: 'POST', endpoint: 'http://127.0.0.1:1/x' }] },
    ],
    [
      'an unsupported verb',
      { crawledVersion: { verb: 'DELETE', endpoint: 'http://127.0.0.1:1/x' } },
    ],
    ['maxRetries -1', { maxRetries: -1 }],
  ])('answers 400 for %s', async (_name, change) => {
    const response = await exportScan('exp-scan', `bad-${Math.random().toString(36).slice(2, 8)}`, {
      ...fullBody('bad'),
      ...change,
    });
    expect(response.status).toBe(400);
  });

  it('answers 400 for a PDF of a scan made without pdf.create, and for bad ids', async () => {
    const noPdf = await exportScan('exp-nopdf', 'export-5', { ...fullBody('e5'), results: [] });
    expect(noPdf.status).toBe(400);
    expect((await exportScan('exp-scan', 'ab', fullBody('e6'))).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await service.call('POST', '/v3/downloads/exp-scan/export/export-7', {
      json: fullBody('e7'),
    });
    expect(response.status).toBe(401);
  });

  it('allows 10 exports per minute, then 429', async () => {
    service.control.resetRateWindows();
    for (let index = 0; index < 10; index += 1) {
      expect((await exportScan('exp-scan', `rate-${index}`, fullBody(`r${index}`))).status).toBe(
        204,
      );
    }
    expect((await exportScan('exp-scan', 'rate-10', fullBody('r10'))).status).toBe(429);
    service.control.clock.advance(60_000);
    expect((await exportScan('exp-scan', 'rate-11', fullBody('r11'))).status).toBe(204);
  });
});
