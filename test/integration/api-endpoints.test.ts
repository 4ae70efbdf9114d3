/** Every operation of the client against the fake service over real HTTP. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CLASSIFICATION,
  generateScanId,
  moderationSpans,
  parseStatusWebhook,
  ExportCompletedWebhookSchema,
  ImageResultWebhookSchema,
} from '../../src/api/index.ts';
import * as v from 'valibot';
import { png, jpeg } from '../unit/api/helpers/images.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, AI_TEXT, startHarness, type Harness } from './helpers/setup.ts';

const PAGE = `<html><body><h1>Essay</h1><p>${'Original words about rivers and hills. '.repeat(40)}</p></body></html>`;

let h: Harness;
let site: Receiver;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver((call) =>
    call.path.startsWith('/page')
      ? { body: PAGE, contentType: 'text/html' }
      : call.path.startsWith('/image.png')
        ? { body: png(1024, 768), contentType: 'image/png' }
        : { status: 200 },
  );
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
});

async function submitAndComplete(scanId: string, pdf = false): Promise<void> {
  const submitted = await h.client.submitUrl(scanId, {
    url: `${site.url}/page`,
    properties: {
      webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` },
      developerPayload: 'tab-7',
      ...(pdf ? { pdf: { create: true } } : {}),
    },
  });
  expect(submitted).toMatchObject({ ok: true, value: { status: 'created', scanId } });
  await site.waitFor((c) => c.path === `/hook/${scanId}/completed`);
}

describe('the client against the fake service', () => {
  it('logs in and reports the session, then reads the credit balance', async () => {
    const session = await h.client.login();
    expect(session.ok && session.value.expiresAt - session.value.issuedAt).toBe(48 * 3600_000);
    expect(await h.client.getCredits()).toEqual({ ok: true, value: { Amount: ACCOUNT.credits } });
    expect(h.logins()).toBe(1);
  });

  it('submits a URL; the completed webhook parses with the webhook schemas', async () => {
    const scanId = generateScanId();
    await submitAndComplete(scanId);
    const completed = site.calls.find((c) => c.path === `/hook/${scanId}/completed`);
    const parsed = parseStatusWebhook('completed', completed?.json);
    expect(parsed.event).toBe('completed');
    if (parsed.event === 'completed') {
      expect(parsed.payload.developerPayload).toBe('tab-7');
      expect(parsed.payload.scannedDocument.scanId).toBe(scanId);
    }
  });

  it('detects AI text and charges credits', async () => {
    const result = await h.client.detectAiText('text-1', { text: AI_TEXT, explain: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([CLASSIFICATION.human, CLASSIFICATION.ai]).toContain(
      result.value.results[0]?.classification,
    );
    expect(result.value.summary.ai + result.value.summary.human).toBeCloseTo(1);
    expect(h.svc.control.credits(ACCOUNT.email)).toBeLessThan(ACCOUNT.credits);
  });

  it('detects an AI image sent as multipart and as base64', async () => {
    const multipart = await h.client.detectAiImage('img-multi', {
      bytes: png(1024, 768),
      filename: 'photo.png',
    });
    expect(multipart).toMatchObject({
      ok: true,
      value: { imageInfo: { shape: { width: 1024, height: 768 } } },
    });
    const base64 = await h.client.detectAiImage('img-b64', {
      bytes: jpeg(800, 600),
      filename: 'photo.jpg',
      encoding: 'base64',
      objectDetection: [{ object: 'face' }],
    });
    expect(base64).toMatchObject({
      ok: true,
      value: { imageInfo: { shape: { width: 800, height: 600 } } },
    });
  });

  it('submits an image URL for async detection; the result webhook has the sync shape', async () => {
    const result = await h.client.submitAiImageAsync('img-async', {
      url: `${site.url}/image.png`,
      fileName: 'image.png',
      webhooks: { url: `${site.url}/image-hook` },
    });
    expect(result).toEqual({ ok: true, value: { accepted: true } });
    const delivered = await site.waitFor((c) => c.path === '/image-hook');
    expect(v.is(ImageResultWebhookSchema, delivered.json)).toBe(true);
  });

  it('exports a finished scan; the completion webhook parses', async () => {
    const scanId = generateScanId();
    await submitAndComplete(scanId);
    const exported = await h.client.exportScan(scanId, 'exp-1', {
      crawledVersion: { verb: 'POST', endpoint: `${site.url}/store/crawled` },
      completionWebhook: `${site.url}/export-done`,
    });
    expect(exported).toEqual({ ok: true, value: { status: 'started', exportId: 'exp-1' } });
    const done = await site.waitFor((c) => c.path === '/export-done');
    expect(v.parse(ExportCompletedWebhookSchema, done.json).tasks.length).toBeGreaterThan(0);
  });

  it('resends the webhook of a finished scan', async () => {
    const scanId = generateScanId();
    await submitAndComplete(scanId);
    expect(await h.client.resendWebhook(scanId)).toEqual({ ok: true, value: { accepted: true } });
    await expect
      .poll(() => site.calls.filter((c) => c.path === `/hook/${scanId}/completed`).length)
      .toBe(2);
  });

  it('moderates text and resolves labels through the legend', async () => {
    const result = await h.client.moderateText('mod-1', {
      text: 'You are an idiot and I will hurt you.',
      labels: [{ id: 'toxic-v1' }, { id: 'violent-v1' }, { id: 'harassment-v1' }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      for (const span of moderationSpans(result.value)) {
        expect(['toxic-v1', 'violent-v1', 'harassment-v1']).toContain(span.label);
      }
    }
  });

  it('lists OCR languages without logging in', async () => {
    const result = await h.client.getOcrLanguages();
    expect(result.ok && result.value).toEqual(expect.arrayContaining(['en', 'zh-CN', 'zh-TW']));
    expect(h.logins()).toBe(0);
  });
});
