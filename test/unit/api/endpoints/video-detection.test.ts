/** The video submit: body as the submit page names it, checks before sending, repeats. */
import { describe, expect, it } from 'vitest';
import {
  buildVideoDetectionBody,
  videoFileName,
  type VideoDetectionRequest,
} from '../../../../src/api/index.ts';
import { json, socketClosed } from '../helpers/fake-fetch.ts';
import { API, testClient, withLogin } from '../helpers/client.ts';

const request: VideoDetectionRequest = {
  url: 'https://cdn.example/media/clip.webm',
  webhooks: { url: 'https://relay.example/hooks/vid-1/s3cret/video-result' },
};

function refusal(input: VideoDetectionRequest) {
  const result = buildVideoDetectionBody(input);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('buildVideoDetectionBody', () => {
  it('names the file from the address and fills the one model', () => {
    expect(buildVideoDetectionBody(request)).toEqual({
      ok: true,
      value: {
        url: 'https://cdn.example/media/clip.webm',
        filename: 'clip.webm',
        model: 'ai-video-1-pro',
        webhooks: { url: 'https://relay.example/hooks/vid-1/s3cret/video-result' },
      },
    });
  });

  it('keeps headers, verb and sandbox when given; sends no empty headers and no false sandbox', () => {
    const full = buildVideoDetectionBody({
      ...request,
      filename: 'talk.MP4',
      headers: [['X-Token', 'abc']],
      verb: 'POST',
      sandbox: true,
    });
    expect(full).toMatchObject({
      ok: true,
      value: { filename: 'talk.MP4', headers: [['X-Token', 'abc']], verb: 'POST', sandbox: true },
    });
    const plain = buildVideoDetectionBody({ ...request, headers: [], sandbox: false });
    expect(plain.ok && Object.keys(plain.value)).toEqual(['url', 'filename', 'model', 'webhooks']);
  });

  it.each([
    ['a blob: address', 'blob:https://site.example/5f2c', 'video_reqUrlScheme'],
    ['a data: address', 'data:video/webm;base64,AAAA', 'video_reqUrlScheme'],
    ['a relative path', '/media/clip.webm', 'video_reqUrlScheme'],
    ['an empty address', '', 'video_reqUrlMissing'],
  ])('refuses %s, in words the reader can read', (_name, url, key) => {
    const error = refusal({ ...request, url });
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'url', words: { key } });
  });

  it('quotes a long address shortened', () => {
    const url = `data:video/webm;base64,${'A'.repeat(5000)}`;
    const error = refusal({ ...request, url });
    expect(error.message.length).toBeLessThan(200);
    expect(error.words?.args[0]).toMatch(/…$/);
  });

  it.each([
    ['not pairs', [['X-Only']], 'video_reqHeaders'],
    ['a name with a space', [['X Token', 'a']], 'video_reqHeaderName'],
    ['an empty name', [['', 'a']], 'video_reqHeaderName'],
    ['a value with a line break', [['X-Token', 'a\r\nInjected: 1']], 'video_reqHeaderValue'],
  ] as [string, [string, string][], string][])('refuses headers with %s', (_name, headers, key) => {
    expect(refusal({ ...request, headers })).toMatchObject({
      kind: 'invalid-input',
      words: { key },
    });
  });

  it('refuses a verb the service does not download with', () => {
    const error = refusal({ ...request, verb: 'DELETE' as 'GET' });
    expect(error).toMatchObject({
      field: 'verb',
      words: { key: 'video_reqVerb', args: ['DELETE'] },
    });
  });

  it('refuses a file name without a video extension, and a missing webhook', () => {
    expect(refusal({ ...request, filename: 'clip.gif' })).toMatchObject({
      field: 'filename',
      words: { key: 'error_fileNameExtension' },
    });
    expect(refusal({ url: request.url } as VideoDetectionRequest)).toMatchObject({
      field: 'webhooks',
    });
  });
});

describe('videoFileName', () => {
  it.each([
    ['https://a.example/v/clip.webm?sig=1', undefined, 'clip.webm'],
    ['https://a.example/v/My%20Talk.mov', undefined, 'My Talk.mov'],
    ['https://a.example/watch?v=3', 'video/webm; codecs="vp8"', 'video.webm'],
    ['https://a.example/stream', 'video/quicktime', 'video.mov'],
    ['https://a.example/stream.php', undefined, 'video.mp4'],
    ['not a url', undefined, 'video.mp4'],
  ])('names %s (%s) %s', (url, mime, name) => {
    expect(videoFileName(url, mime)).toBe(name);
  });
});

describe('client.submitAiVideo', () => {
  it('posts the body to /v1/ai-video-detector/{scanId}/submit and reports the 201', async () => {
    const t = testClient(withLogin(() => json(201, {})));
    expect(await t.client.submitAiVideo('vid-1', request)).toEqual({
      ok: true,
      value: { accepted: true },
    });
    expect(t.apiCalls()[0]).toMatchObject({
      url: `${API}/v1/ai-video-detector/vid-1/submit`,
      method: 'POST',
      json: { url: request.url, filename: 'clip.webm', model: 'ai-video-1-pro' },
    });
  });

  it('sends nothing for a bad scan id or a bad request', async () => {
    const t = testClient(withLogin(() => json(201, {})));
    const badId = await t.client.submitAiVideo('x', request);
    expect(badId).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'scanId' } });
    const blob = await t.client.submitAiVideo('vid-2', { ...request, url: 'blob:x' });
    expect(blob).toMatchObject({ ok: false, error: { field: 'url' } });
    expect(t.apiCalls()).toEqual([]);
  });

  it('repeats a dropped submit with the same id; a 409 then means it arrived', async () => {
    const t = testClient(
      withLogin((_call, index) => {
        if (index === 0) throw socketClosed();
        return json(409, { error: { message: 'exists' } });
      }),
    );
    expect(await t.client.submitAiVideo('vid-3', request)).toEqual({
      ok: true,
      value: { accepted: true, alreadySubmitted: true },
    });
    expect(t.apiCalls()).toHaveLength(2);
  });

  it('reports a first-attempt 409 as a conflict and a 402 as credits', async () => {
    const conflict = testClient(withLogin(() => json(409, {})));
    expect(await conflict.client.submitAiVideo('vid-4', request)).toMatchObject({
      ok: false,
      error: { kind: 'conflict' },
    });
    const broke = testClient(withLogin(() => json(402, {})));
    expect(await broke.client.submitAiVideo('vid-5', request)).toMatchObject({
      ok: false,
      error: { kind: 'credits' },
    });
  });
});
