import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, sampleText, startTestService, type TestService } from './helpers/service.ts';

interface Completed {
  status: number;
  developerPayload: string;
  scannedDocument: { scanId: string; totalWords: number; credits: number };
  results: {
    internet: { id: string; url: string; title: string; matchedWords: number }[];
    database: { id: string }[];
    batch: unknown[];
    repositories: unknown[];
    score: { aggregatedScore: number; identicalWords: number };
  };
  notifications: { alerts: { category: number; code: string; additionalData: string }[] };
}

const PAGE_WORDS = 520;
const pageHtml = `<html><head><script>var ignored = 1;</script></head><body><p>${sampleText(PAGE_WORDS, 'page')}</p></body></html>`;

describe('URL scan processing and status webhooks', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver((call) => {
      if (call.path === '/page') return { status: 200, body: pageHtml, contentType: 'text/html' };
      if (call.path === '/short')
        return { status: 200, body: 'Only a few words here.', contentType: 'text/plain' };
      if (call.path === '/cheat')
        return {
          status: 200,
          body: `${sampleText(80)} p\u0430ssword hidden\u200Bspace`,
          contentType: 'text/plain',
        };
      if (call.path === '/post-only')
        return call.method === 'POST'
          ? { status: 200, body: 'posted words here' }
          : { status: 405 };
      if (call.path === '/missing') return { status: 404 };
      return { status: 200 };
    });
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const submit = (
    scanId: string,
    properties: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    service.call('PUT', `/v3/scans/submit/url/${scanId}`, {
      token,
      json: {
        url: `${site.url}/page`,
        properties: { webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` }, ...properties },
        ...extra,
      },
    });
  const statusCall = (scanId: string, status: string) =>
    site.waitFor((c) => c.path === `/hook/${scanId}/${status}`);

  it('action 0 crawls the page, charges by words and POSTs completed', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    expect((await submit('scan-complete', { developerPayload: 'dp-1' })).status).toBe(201);
    const call = await statusCall('scan-complete', 'completed');
    expect(call.method).toBe('POST');
    const body = call.json as Completed;
    expect(body.status).toBe(0);
    expect(body.developerPayload).toBe('dp-1');
    expect(body.scannedDocument).toMatchObject({
      scanId: 'scan-complete',
      totalWords: PAGE_WORDS,
      credits: 3,
    });
    expect(Object.keys(body.results).sort()).toEqual([
      'batch',
      'database',
      'internet',
      'repositories',
      'score',
    ]);
    expect(typeof body.results.score.aggregatedScore).toBe('number');
    expect(Array.isArray(body.notifications.alerts)).toBe(true);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before - 3);
    const summary = service.control.scans().find((s) => s.scanId === 'scan-complete');
    expect(summary?.state).toBe('success');
    expect(summary?.resultIds).toEqual(
      [...body.results.internet, ...body.results.database].map((r) => r.id),
    );
  });

  it('sandbox gives mock results with stable ids and spends nothing', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    await submit('sbx-a', { sandbox: true });
    await submit('sbx-b', { sandbox: true });
    const a = (await statusCall('sbx-a', 'completed')).json as Completed;
    const b = (await statusCall('sbx-b', 'completed')).json as Completed;
    expect(a.results.internet).toHaveLength(2);
    expect(a.results.internet.map((r) => r.id)).toEqual(
      service.control.scans().find((s) => s.scanId === 'sbx-a')?.resultIds,
    );
    expect(a.results.internet.map((r) => r.title)).toEqual(b.results.internet.map((r) => r.title));
    expect(a.scannedDocument.credits).toBe(0);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before);
  });

  it('action 1 reports creditsChecked with the price, without charging', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    await submit('scan-price', { action: 1 });
    const body = (await statusCall('scan-price', 'creditsChecked')).json as {
      status: number;
      credits: number;
    };
    expect(body).toMatchObject({ status: 2, credits: 3 });
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before);
  });

  it('action 2 reports indexed', async () => {
    await submit('scan-index', { action: 2, developerPayload: 'idx' });
    expect((await statusCall('scan-index', 'indexed')).json).toEqual({
      status: 3,
      developerPayload: 'idx',
    });
  });

  it('reports error (status 1) for an unreachable, failing or non-loopback URL', async () => {
    await submit('scan-refused', {}, { url: `${await closedPortUrl()}/x` });
    await submit('scan-404', {}, { url: `${site.url}/missing` });
    await submit('scan-remote', {}, { url: 'https://example.com/' });
    for (const scanId of ['scan-refused', 'scan-404', 'scan-remote']) {
      const body = (await statusCall(scanId, 'error')).json as {
        status: number;
        error: { code: number; message: string };
      };
      expect(body.status).toBe(1);
      expect(typeof body.error.code).toBe('number');
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  it('reports error code 13 when credits do not cover the scan', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 1);
    await submit('scan-poor', {});
    const body = (await statusCall('scan-poor', 'error')).json as { error: { code: number } };
    expect(body.error.code).toBe(13);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(1);
    service.control.setCredits(DEMO_ACCOUNT.email, 1000);
  });

  it('sends newResult webhooks and custom headers in both spellings', async () => {
    await submit('scan-new', {
      sandbox: true,
      developerPayload: 'dp-new',
      webhooks: {
        status: `${site.url}/hook/scan-new/{STATUS}`,
        newResult: `${site.url}/new/scan-new`,
        statusHeaders: [['X-Status-Secret', 's1']],
        newResultHeaders: [['X-Result-Secret', 'r1']],
      },
    });
    const results = await site.waitForCount((c) => c.path === '/new/scan-new', 2);
    for (const call of results) {
      const body = call.json as {
        score: { aggregatedScore: number };
        developerPayload: string;
        internet: unknown[];
      };
      expect(typeof body.score.aggregatedScore).toBe('number');
      expect(body.developerPayload).toBe('dp-new');
      expect(body.internet).toHaveLength(1);
      expect(call.headers['x-result-secret']).toBe('r1');
    }
    expect((await statusCall('scan-new', 'completed')).headers['x-status-secret']).toBe('s1');

    await submit('scan-singular', {
      sandbox: true,
      webhooks: {
        status: `${site.url}/hook/scan-singular/{STATUS}`,
        newResult: `${site.url}/new/scan-singular`,
        statusHeader: [['X-Status-Secret', 's2']],
        newResultHeader: [['X-Result-Secret', 'r2']],
      },
    });
    expect(
      (await site.waitFor((c) => c.path === '/new/scan-singular')).headers['x-result-secret'],
    ).toBe('r2');
    expect((await statusCall('scan-singular', 'completed')).headers['x-status-secret']).toBe('s2');
  });

  it('adds a suspected-ai-text alert when aiGeneratedText.detect is on (not in sandbox)', async () => {
    await submit('scan-ai', { aiGeneratedText: { detect: true } });
    const alerts = ((await statusCall('scan-ai', 'completed')).json as Completed).notifications
      .alerts;
    const alert = alerts.find((a) => a.code === 'suspected-ai-text');
    expect(alert?.category).toBe(2);
    const detection = JSON.parse(alert?.additionalData ?? '{}') as {
      summary: { ai: number; human: number };
    };
    expect(detection.summary.ai + detection.summary.human).toBeCloseTo(1, 10);

    await submit(
      'scan-ai-short',
      { aiGeneratedText: { detect: true } },
      { url: `${site.url}/short` },
    );
    const short = ((await statusCall('scan-ai-short', 'completed')).json as Completed).notifications
      .alerts;
    expect(short.map((a) => a.code)).toEqual(['ai-detection-text-too-short']);

    // Asked to explain, the alert's detection carries the AI phrases.
    await submit('scan-ai-explain', {
      aiGeneratedText: { detect: true, explain: { enable: true } },
    });
    const explained = ((await statusCall('scan-ai-explain', 'completed')).json as Completed)
      .notifications.alerts;
    const withPhrases = JSON.parse(
      explained.find((a) => a.code === 'suspected-ai-text')?.additionalData ?? '{}',
    ) as { explain?: { patterns: { statistics: { aiCount: number[] } } } };
    expect(withPhrases.explain?.patterns.statistics.aiCount).toEqual(expect.any(Array));
    expect(detection).not.toHaveProperty('explain');

    await submit('scan-ai-sbx', { sandbox: true, aiGeneratedText: { detect: true } });
    expect(
      ((await statusCall('scan-ai-sbx', 'completed')).json as Completed).notifications.alerts,
    ).toEqual([]);
  });

  it('adds a cheat alert for hidden or look-alike characters when cheatDetection is on', async () => {
    await submit(
      'scan-cheat',
      { cheatDetection: true, sandbox: true },
      { url: `${site.url}/cheat` },
    );
    const alerts = ((await statusCall('scan-cheat', 'completed')).json as Completed).notifications
      .alerts;
    expect(alerts.some((a) => a.category === 3)).toBe(true);
  });

  it('fetches the page with the given verb and only the given headers', async () => {
    await submit(
      'scan-verb',
      { sandbox: true },
      { url: `${site.url}/post-only`, verb: 'POST', headers: [['Cookie', 'session=1']] },
    );
    const body = (await statusCall('scan-verb', 'completed')).json as Completed;
    expect(body.scannedDocument.totalWords).toBe(3);
    const pageCall = site.calls.find((c) => c.path === '/post-only');
    expect(pageCall?.headers.cookie).toBe('session=1');
    expect(pageCall?.headers['user-agent']).toBeUndefined();
  });
});
