/** Every error row of the spec, in every error-body style the fake can answer with. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateScanId } from '../../src/api/index.ts';
import { png } from '../unit/api/helpers/images.ts';
import { textMatching } from '../unit/api/helpers/matchers.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, AI_TEXT, startHarness, type Harness } from './helpers/setup.ts';

let h: Harness;
let site: Receiver;
let releasePage: () => void = () => undefined;

beforeEach(async () => {
  h = await startHarness();
  const pageGate = new Promise<void>((resolve) => (releasePage = resolve));
  site = await startReceiver((call) =>
    call.path === '/slow-page'
      ? { body: 'slow page text', after: pageGate }
      : call.path === '/page'
        ? { body: 'A page of plain text to scan. '.repeat(20) }
        : { status: 200 },
  );
});

afterEach(async () => {
  releasePage();
  await h.svc.close();
  await site.close();
});

const webhooksFor = (id: string) => ({ status: `${site.url}/hook/${id}/{STATUS}` });

describe.each(['envelope', 'legacy', 'legacy-text', 'problem'] as const)(
  'error rows with %s error bodies',
  (style) => {
    beforeEach(() => h.svc.control.setErrorStyle(style));

    it('401: a wrong key is an auth error, and the key is not echoed', async () => {
      const client = h.makeClient({
        credentials: () => Promise.resolve({ email: ACCOUNT.email, key: 'wrong-key-000000000000' }),
      });
      const result = await client.getCredits();
      expect(result).toMatchObject({ ok: false, error: { kind: 'auth', status: 401 } });
      expect(JSON.stringify(result)).not.toContain('wrong-key-000000000000');
      expect(h.logins()).toBe(1);
    });

    it('402: no credits left is a credits error, and nothing is retried', async () => {
      h.svc.control.setCredits(ACCOUNT.email, 0);
      const result = await h.client.detectAiImage('img-1', {
        bytes: png(1024, 1024),
        filename: 'a.png',
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'credits', status: 402 } });
      expect(h.requestsTo('/v1/ai-image-detector/')).toBe(1);
    });

    it('404: exporting an unknown scan is not-found', async () => {
      const result = await h.client.exportScan('no-such-scan', 'exp-1', {
        crawledVersion: { verb: 'POST', endpoint: `${site.url}/c` },
        completionWebhook: `${site.url}/done`,
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', status: 404 } });
    });

    it('409: a reused scan id on a first attempt is a conflict', async () => {
      const id = generateScanId();
      const request = { url: `${site.url}/page`, properties: { webhooks: webhooksFor(id) } };
      expect((await h.client.submitUrl(id, request)).ok).toBe(true);
      const again = await h.client.submitUrl(id, request);
      expect(again).toMatchObject({ ok: false, error: { kind: 'conflict', status: 409 } });
    });

    it('409: a reused export id is a conflict', async () => {
      const id = generateScanId();
      await h.client.submitUrl(id, {
        url: `${site.url}/page`,
        properties: { webhooks: webhooksFor(id) },
      });
      await site.waitFor((c) => c.path === `/hook/${id}/completed`);
      const request = {
        crawledVersion: { verb: 'POST', endpoint: `${site.url}/c` },
        completionWebhook: `${site.url}/done`,
      };
      expect((await h.client.exportScan(id, 'exp-1', request)).ok).toBe(true);
      expect(await h.client.exportScan(id, 'exp-1', request)).toMatchObject({
        ok: false,
        error: { kind: 'conflict', status: 409 },
      });
    });

    it('400 on resend of a running scan is not-ready', async () => {
      const id = generateScanId();
      await h.client.submitUrl(id, {
        url: `${site.url}/slow-page`,
        properties: { webhooks: webhooksFor(id) },
      });
      await site.waitFor((c) => c.path === '/slow-page');
      const result = await h.client.resendWebhook(id);
      expect(result).toMatchObject({ ok: false, error: { kind: 'not-ready', status: 400 } });
    });

    it('400 from the service is invalid-input with its message', async () => {
      h.svc.control.faults.add({ route: '/v3/scans/submit/url/', kind: 'status', status: 400 });
      const id = generateScanId();
      const result = await h.client.submitUrl(id, {
        url: `${site.url}/page`,
        properties: { webhooks: webhooksFor(id) },
      });
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input', status: 400, message: textMatching(/\S/) },
      });
    });

    it('429 that persists is rate-limited after the retries', async () => {
      h.svc.control.setLimit('textDetection', { max: 1, windowMs: 24 * 3600_000 });
      expect((await h.client.detectAiText('text-1', { text: AI_TEXT })).ok).toBe(true);
      const limited = await h.client.detectAiText('text-2', { text: AI_TEXT });
      expect(limited).toMatchObject({ ok: false, error: { kind: 'rate-limited', status: 429 } });
      expect(h.requestsTo('/v2/writer-detector/')).toBe(1 + 5);
    });

    it('500 on an image check is a service error, not repeated', async () => {
      h.svc.control.faults.add({ route: '/v1/ai-image-detector/', kind: 'status', status: 500 });
      const result = await h.client.detectAiImage('img-1', {
        bytes: png(1024, 1024),
        filename: 'a.png',
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'service', status: 500 } });
      expect(h.requestsTo('/v1/ai-image-detector/')).toBe(1);
    });
  },
);

describe('service messages and codes are kept', () => {
  it('reads the envelope id as the code', async () => {
    h.svc.control.setErrorStyle('envelope');
    h.svc.control.setCredits(ACCOUNT.email, 0);
    const result = await h.client.moderateText('mod-1', {
      text: 'hello',
      labels: [{ id: 'toxic-v1' }],
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'credits', code: textMatching(/\S/) },
    });
  });

  it('reads the Copyleaks-Error-Code header in the legacy style', async () => {
    h.svc.control.setErrorStyle('legacy-text');
    h.svc.control.setCredits(ACCOUNT.email, 0);
    const result = await h.client.moderateText('mod-1', {
      text: 'hello',
      labels: [{ id: 'toxic-v1' }],
    });
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'credits', code: textMatching(/\S/), message: textMatching(/\S/) },
    });
  });
});
