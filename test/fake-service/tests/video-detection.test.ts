/** POST /v1/ai-video-detector/{scanId}/submit over HTTP: checks, 201, the job and its webhook. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectedVideoFindings,
  SANDBOX_VIDEO_FINDINGS,
  type ExpectedVideoFindings,
} from '../index.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';
import { matroska, videoFixture } from './helpers/video-files.ts';

interface Track {
  starts: number[];
  lengths: number[];
  exclude: { starts: number[]; lengths: number[] };
}

interface VideoPayload {
  model: string;
  audioResult: Track;
  visualResult: Track;
  summary: { audioAIRatio: number; visualAIRatio: number; overallAIRatio: number };
  videoInfo: { duration: number };
  metadata?: Record<string, string>;
  scannedDocument: { scanId: string; actualCredits: number };
  error?: { type: string; id: string; message: string };
}

/** The payload's tracks and shares, in the expected findings' terms. */
function asFindings(payload: VideoPayload) {
  const track = (t: Track) => ({
    ai: t.starts.map((startMs, i) => ({ startMs, lengthMs: t.lengths[i] })),
    excluded: t.exclude.starts.map((startMs, i) => ({ startMs, lengthMs: t.exclude.lengths[i] })),
  });
  return {
    durationMs: Math.round(payload.videoInfo.duration * 1000),
    visual: { ...track(payload.visualResult), ratio: payload.summary.visualAIRatio },
    audio: { ...track(payload.audioResult), ratio: payload.summary.audioAIRatio },
    overallRatio: payload.summary.overallAIRatio,
  };
}

const webm = videoFixture('clip.webm');
const mp4 = videoFixture('clip.mp4');
const c2pa = videoFixture('clip-c2pa.webm');

describe('AI video detection /v1/ai-video-detector/{scanId}/submit', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver((call) => {
      if (call.path === '/media/clip.webm') return { body: webm, contentType: 'video/webm' };
      if (call.path === '/media/clip.mp4') return { body: mp4, contentType: 'video/mp4' };
      if (call.path === '/media/c2pa.webm') return { body: c2pa, contentType: 'video/webm' };
      if (call.path === '/media/moved.webm') return { status: 302, body: '' };
      if (call.path === '/media/page.webm') return { body: '<html>sign in</html>' };
      if (call.path === '/media/live.webm') return { body: matroska({}) };
      if (call.path === '/media/gone.webm') return { status: 404 };
      return { status: 200 };
    });
  });
  beforeEach(() => {
    site.calls.length = 0;
    service.control.setCredits(DEMO_ACCOUNT.email, 1000);
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const submit = (scanId: string, body: unknown, options: { token?: string | null } = {}) =>
    service.call('POST', `/v1/ai-video-detector/${encodeURIComponent(scanId)}/submit`, {
      ...(options.token === null ? {} : { token: options.token ?? token }),
      json: body,
    });
  const request = (hook: string, extra: Record<string, unknown> = {}) => ({
    url: `${site.url}/media/clip.webm`,
    filename: 'clip.webm',
    model: 'ai-video-1-pro',
    webhooks: { url: `${site.url}/hooks/${hook}` },
    ...extra,
  });
  const hookBody = async (hook: string): Promise<VideoPayload> =>
    (await site.waitFor((c) => c.path === `/hooks/${hook}`)).json as VideoPayload;

  it('answers 201 {} at once and posts the predicted findings for the WebM clip', async () => {
    const response = await submit('vid-webm', request('webm'));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({});
    const body = await hookBody('webm');
    const expected: ExpectedVideoFindings = expectedVideoFindings(webm);
    expect(asFindings(body)).toEqual(expected);
    expect(body.model).toBe('ai-video-1-pro');
    expect(body.videoInfo.duration).toBe(12.008);
    expect(body.metadata).toBeUndefined();
    expect(body.scannedDocument).toMatchObject({ scanId: 'vid-webm', actualCredits: 1 });
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(999);
  });

  it('derives segments that respect the rules: whole seconds, in order, within the video', () => {
    for (const bytes of [webm, mp4, c2pa]) {
      const found = expectedVideoFindings(bytes);
      for (const track of [found.visual, found.audio]) {
        expect(track.ai.length).toBeGreaterThan(0);
        const all = [...track.ai, ...track.excluded].sort((a, b) => a.startMs - b.startMs);
        all.forEach((range, i) => {
          expect(range.startMs % 1000).toBe(0);
          expect(range.lengthMs).toBeGreaterThan(0);
          expect(range.startMs + range.lengthMs).toBeLessThanOrEqual(found.durationMs);
          const next = all[i + 1];
          if (next) expect(next.startMs).toBeGreaterThanOrEqual(range.startMs + range.lengthMs);
        });
        const ai = track.ai.reduce((sum, r) => sum + r.lengthMs, 0);
        const excluded = track.excluded.reduce((sum, r) => sum + r.lengthMs, 0);
        expect(track.ratio).toBeCloseTo(ai / (found.durationMs - excluded), 4);
      }
      expect(found.overallRatio).toBeGreaterThan(0);
      expect(found.overallRatio).toBeLessThanOrEqual(1);
    }
    // A function of the bytes: the same file, the same answer; another file, another one.
    expect(expectedVideoFindings(Buffer.from(webm))).toEqual(expectedVideoFindings(webm));
    expect(expectedVideoFindings(c2pa)).not.toEqual(expectedVideoFindings(webm));
  });

  it('reads MP4 too, and reports the provenance stand-in as metadata', async () => {
    await submit(
      'vid-mp4',
      request('mp4', { url: `${site.url}/media/clip.mp4`, filename: 'a.mp4' }),
    );
    expect(asFindings(await hookBody('mp4'))).toEqual(expectedVideoFindings(mp4));
    await submit('vid-c2pa', request('c2pa', { url: `${site.url}/media/c2pa.webm` }));
    expect((await hookBody('c2pa')).metadata).toEqual({
      appOrDeviceUsed: 'Example Video Generator 2',
      issuedBy: 'Example Media Lab',
      issuedTime: '2026-03-01T10:00:00Z',
    });
  });

  it('downloads with the verb and headers asked for, and sends the headers to the webhook too', async () => {
    const headers = [['X-Trace', 'abc123']];
    await submit('vid-verb', request('verb', { verb: 'POST', headers }));
    const hook = await site.waitFor((c) => c.path === '/hooks/verb');
    const download = site.calls.find((c) => c.path === '/media/clip.webm');
    expect(download?.method).toBe('POST');
    expect(download?.headers['x-trace']).toBe('abc123');
    expect(hook.method).toBe('POST');
    expect(hook.headers['x-trace']).toBe('abc123');
  });

  it('answers sandbox with the fixed mock, downloading and charging nothing', async () => {
    const response = await submit('vid-sandbox', request('sandbox', { sandbox: true }));
    expect(response.status).toBe(201);
    const body = await hookBody('sandbox');
    expect(asFindings(body)).toEqual(SANDBOX_VIDEO_FINDINGS);
    expect(body.scannedDocument.actualCredits).toBe(0);
    expect(site.calls.filter((c) => c.path.startsWith('/media/'))).toEqual([]);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(1000);
  });

  it.each([
    ['the address answers 404', 'gone', /answered 404/],
    ['the address is a web page', 'page', /not a video format/],
    ['the file states no length', 'live', /length of the video cannot be read/],
    ['the address redirects nowhere', 'moved', /answered 302/],
  ])('posts an error when %s', async (_name, file, message) => {
    await submit(`vid-${file}`, request(`bad-${file}`, { url: `${site.url}/media/${file}.webm` }));
    const body = await hookBody(`bad-${file}`);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', message });
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(1000);
  });

  it('posts an error for an address off this machine (the double reaches loopback only)', async () => {
    await submit('vid-remote', request('remote', { url: 'http://example.com/clip.webm' }));
    expect((await hookBody('remote')).error?.message).toMatch(/Cannot download the video/);
  });

  it('posts a credits error when the balance cannot pay for the length', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 0);
    expect((await submit('vid-broke', request('broke'))).status).toBe(402);
    // The price per started minute is charged after the download; a 1-credit balance pays 12 s.
    service.control.setCredits(DEMO_ACCOUNT.email, 1);
    expect((await submit('vid-one', request('one'))).status).toBe(201);
    expect((await hookBody('one')).scannedDocument.actualCredits).toBe(1);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(0);
  });

  it('answers 409 to a reused scan id and starts no second job', async () => {
    expect((await submit('vid-reuse', request('reuse'))).status).toBe(201);
    await hookBody('reuse');
    const again = await submit('vid-reuse', request('reuse-2'));
    expect(again.status).toBe(409);
    expect(field(again.json, 'error.id')).toBe('already_exists');
    expect((await submit('vid-after', request('after'))).status).toBe(201);
    await hookBody('after');
    expect(site.calls.filter((c) => c.path === '/hooks/reuse-2')).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await submit('vid-anon', request('anon'), { token: null });
    expect(response.status).toBe(401);
  });

  it.each([
    ['a short scan id', 'ab', {}, 'invalid_parameter', 'scanId'],
    ['a scan id with a character outside the set', 'vid#1', {}, 'invalid_parameter', 'scanId'],
    ['no url', 'v-1', { url: undefined }, 'missing_parameter', 'url'],
    ['no filename', 'v-2', { filename: undefined }, 'missing_parameter', 'filename'],
    ['no model', 'v-3', { model: undefined }, 'missing_parameter', 'model'],
    ['no webhook', 'v-4', { webhooks: undefined }, 'missing_parameter', 'webhooks.url'],
    ['a blob: address', 'v-5', { url: 'blob:http://x/1' }, 'invalid_parameter', 'url'],
    ['a GIF file name', 'v-6', { filename: 'a.gif' }, 'invalid_parameter', 'filename'],
    ['another model', 'v-7', { model: 'ai-image-1-ultra' }, 'invalid_parameter', 'model'],
    ['a DELETE verb', 'v-8', { verb: 'DELETE' }, 'invalid_parameter', 'verb'],
    ['headers as an object', 'v-9', { headers: { a: 'b' } }, 'invalid_parameter', 'headers'],
    [
      'a webhook that is not http',
      'v-10',
      { webhooks: { url: 'ftp://x' } },
      'invalid_parameter',
      'webhooks.url',
    ],
    ['sandbox as text', 'v-11', { sandbox: 'yes' }, 'invalid_parameter', 'sandbox'],
  ])('answers 400 for %s, naming the field', async (_name, scanId, extra, id, param) => {
    const response = await submit(scanId, request('never', extra));
    expect(response.status).toBe(400);
    expect(field(response.json, 'error.id')).toBe(id);
    expect(field(response.json, 'error.details.0.param')).toBe(param);
  });

  it('answers 400 for a body that is not JSON, and took nothing for any refusal', async () => {
    const response = await service.call('POST', '/v1/ai-video-detector/v-12/submit', {
      token,
      body: 'url=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    expect(site.calls.filter((c) => c.path === '/hooks/never')).toEqual([]);
    // A refused id is not taken: the same id works once the body is right.
    expect((await submit('v-1', request('fixed'))).status).toBe(201);
    await hookBody('fixed');
  });

  it('takes the image endpoint’s spelling fileName too', async () => {
    const body = { ...request('spelling'), filename: undefined, fileName: 'clip.webm' };
    expect((await submit('vid-spelling', body)).status).toBe(201);
    await hookBody('spelling');
  });
});

describe('expectedVideoFindings', () => {
  it('refuses a file the double would refuse', () => {
    expect(() => expectedVideoFindings(Buffer.from('not a video'))).toThrow(/refuses/);
  });

  it('keeps the sandbox mock’s shares consistent with its ranges', () => {
    expect(SANDBOX_VIDEO_FINDINGS).toEqual({
      durationMs: 10_000,
      visual: { ai: [{ startMs: 2000, lengthMs: 3000 }], excluded: [], ratio: 0.3 },
      audio: {
        ai: [{ startMs: 6000, lengthMs: 2000 }],
        excluded: [{ startMs: 0, lengthMs: 1000 }],
        ratio: 0.2222,
      },
      // 5 s of AI in either track, over 10 s scored in at least one.
      overallRatio: 0.5,
    });
  });
});
