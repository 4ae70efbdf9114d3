/**
 * AI video detection over real HTTP: our client submits to the fake service, the service downloads
 * a real encoded clip from a local site and posts the result to a real relay, and the payload the
 * relay keeps is read with readVideoFindings, as the worker will.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  generateScanId,
  readVideoFindings,
  videoCreditsCharged,
  type VideoDetectionRequest,
} from '../../src/api/index.ts';
import { deriveHookSecret } from '../../src/relay-protocol/hook-secret.ts';
import type { RelayEvent } from '../../src/relay-protocol/relay-protocol.ts';
import { videoResultWebhookUrl } from '../../src/relay-protocol/relay-urls.ts';
import type { VideoFindings } from '../../src/shared/video/video-findings.ts';
import {
  expectedVideoFindings,
  SANDBOX_VIDEO_FINDINGS,
  type ExpectedVideoFindings,
} from '../fake-service/index.ts';
import { listEvents, startTestRelay, TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { ACCOUNT, startHarness, type Harness } from './helpers/setup.ts';

const MEDIA = join(import.meta.dirname, '..', 'e2e', 'pages', 'media');
const clip = readFileSync(join(MEDIA, 'clip.webm'));
const signed = readFileSync(join(MEDIA, 'clip-c2pa.webm'));

let h: Harness;
let site: Receiver;
let relay: TestRelay;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver((call) => {
    if (call.path === '/media/clip.webm') return { body: clip, contentType: 'video/webm' };
    if (call.path === '/media/signed.webm') return { body: signed, contentType: 'video/webm' };
    return { status: 404, body: 'gone' };
  });
  relay = await startTestRelay();
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
  await relay.dispose();
});

/** The request the worker will make: the video's address, the relay's hook for this scan. */
async function videoRequest(
  scanId: string,
  extra: Partial<VideoDetectionRequest> = {},
): Promise<VideoDetectionRequest> {
  const secret = await deriveHookSecret(TOKEN, scanId);
  return {
    url: `${site.url}/media/clip.webm`,
    webhooks: { url: videoResultWebhookUrl(relay.url, scanId, secret) },
    ...extra,
  };
}

/** Long-polls the relay for the scan's video result (the relay answers when it has one). */
async function videoEvent(scanId: string): Promise<RelayEvent> {
  let cursor = 0;
  for (;;) {
    const page = await listEvents(relay.url, { scanId, after: cursor, waitSeconds: 20 });
    const found = page.events.find((event) => event.kind === 'videoResult');
    if (found) return found;
    cursor = page.cursor;
  }
}

/** The double's prediction in the extension's terms. */
function asFindings(expected: ExpectedVideoFindings): VideoFindings {
  return {
    model: 'ai-video-1-pro',
    overallRatio: expected.overallRatio,
    visual: expected.visual,
    audio: expected.audio,
    durationMs: expected.durationMs,
  };
}

describe('AI video detection through the relay', () => {
  it('submits (201), and the result reaches the relay and reads as the predicted findings', async () => {
    const scanId = generateScanId();
    const sent = await h.client.submitAiVideo(scanId, await videoRequest(scanId));
    expect(sent).toEqual({ ok: true, value: { accepted: true } });
    const submitted = h.svc.control.requests.find((r) => r.path.includes('ai-video-detector'));
    expect(submitted).toMatchObject({ method: 'POST', status: 201 });

    const event = await videoEvent(scanId);
    expect(event.problem).toBeUndefined();
    const findings = readVideoFindings(event.payload);
    expect(findings).toEqual({ ok: true, value: asFindings(expectedVideoFindings(clip)) });
    expect(videoCreditsCharged(event.payload)).toBe(1);
    expect(h.svc.control.credits(ACCOUNT.email)).toBe(ACCOUNT.credits - 1);
    // The file name the service needs was made from the address.
    expect(site.calls.filter((c) => c.path === '/media/clip.webm')).toHaveLength(1);
  });

  it('carries the file’s provenance into the findings', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId, { url: `${site.url}/media/signed.webm` });
    expect((await h.client.submitAiVideo(scanId, request)).ok).toBe(true);
    const findings = readVideoFindings((await videoEvent(scanId)).payload);
    expect(findings.ok && findings.value.provenance).toEqual({
      tool: 'Example Video Generator 2',
      issuer: 'Example Media Lab',
      signedAt: '2026-03-01T10:00:00Z',
    });
  });

  it('gets the fixed mock in sandbox mode, for no credits', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId, { sandbox: true });
    expect((await h.client.submitAiVideo(scanId, request)).ok).toBe(true);
    const event = await videoEvent(scanId);
    expect(readVideoFindings(event.payload)).toEqual({
      ok: true,
      value: asFindings(SANDBOX_VIDEO_FINDINGS),
    });
    expect(videoCreditsCharged(event.payload)).toBe(0);
    expect(h.svc.control.credits(ACCOUNT.email)).toBe(ACCOUNT.credits);
  });

  it('reads the service’s failure to download the video as an error', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId, { url: `${site.url}/media/missing.webm` });
    expect((await h.client.submitAiVideo(scanId, request)).ok).toBe(true);
    const event = await videoEvent(scanId);
    expect(event.problem).toBeUndefined();
    expect(readVideoFindings(event.payload)).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'The service could not check the video: The video URL answered 404.',
      },
    });
  });

  it('delivers once the relay is back, after the service’s retries found it down', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId);
    await relay.stop();
    expect((await h.client.submitAiVideo(scanId, request)).ok).toBe(true);
    const failed = await h.svc.control.waitForDelivery((a) => a.kind === 'aiVideo' && !a.ok);
    expect(failed).toMatchObject({ attempt: 1, final: false });

    await relay.restart();
    h.svc.control.retryDeliveriesNow();
    const event = await videoEvent(scanId);
    expect(readVideoFindings(event.payload)).toEqual({
      ok: true,
      value: asFindings(expectedVideoFindings(clip)),
    });
    const delivered = await h.svc.control.waitForDelivery((a) => a.kind === 'aiVideo' && a.ok);
    expect(delivered.attempt).toBeGreaterThan(1);
  });
});

describe('AI video detection: the endpoint’s refusals', () => {
  it('answers a reused scan id with a conflict', async () => {
    const scanId = generateScanId();
    expect((await h.client.submitAiVideo(scanId, await videoRequest(scanId))).ok).toBe(true);
    expect(await h.client.submitAiVideo(scanId, await videoRequest(scanId))).toMatchObject({
      ok: false,
      error: { kind: 'conflict', status: 409 },
    });
  });

  it('reports missing credits (402)', async () => {
    h.svc.control.setCredits(ACCOUNT.email, 0);
    const scanId = generateScanId();
    expect(await h.client.submitAiVideo(scanId, await videoRequest(scanId))).toMatchObject({
      ok: false,
      error: { kind: 'credits', status: 402, code: 'insufficient_credits' },
    });
  });

  it('reports the service’s 400 for what only the service checks (the model)', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId, { model: 'ai-video-0' });
    expect(await h.client.submitAiVideo(scanId, request)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', status: 400, field: 'model' },
    });
  });

  it('refuses bad input before sending: scan id, address, headers', async () => {
    const scanId = generateScanId();
    const request = await videoRequest(scanId);
    const refusals = await Promise.all([
      h.client.submitAiVideo('no', request),
      h.client.submitAiVideo(scanId, { ...request, url: 'blob:https://site.example/1' }),
      h.client.submitAiVideo(scanId, { ...request, headers: [['Bad Name', 'x']] }),
    ]);
    expect(refusals.map((r) => (r.ok ? undefined : r.error.field))).toEqual([
      'scanId',
      'url',
      'headers',
    ]);
    expect(h.requestsTo('ai-video-detector')).toBe(0);
  });

  it('reports a refused key as an authentication error (401)', async () => {
    const client = h.makeClient({
      credentials: () => Promise.resolve({ email: ACCOUNT.email, key: 'wrong-key-0123456789' }),
    });
    const scanId = generateScanId();
    expect(await client.submitAiVideo(scanId, await videoRequest(scanId))).toMatchObject({
      ok: false,
      error: { kind: 'auth' },
    });
    expect(h.requestsTo('ai-video-detector')).toBe(0);
  });

  it('answers 401 to an expired token by logging in again, then submits', async () => {
    const scanId = generateScanId();
    expect((await h.client.login()).ok).toBe(true);
    h.svc.control.expireTokens();
    expect((await h.client.submitAiVideo(scanId, await videoRequest(scanId))).ok).toBe(true);
    const statuses = h.svc.control.requests
      .filter((r) => r.path.includes('ai-video-detector'))
      .map((r) => r.status);
    expect(statuses).toEqual([401, 201]);
  });
});
