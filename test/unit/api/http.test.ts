import { describe, expect, it } from 'vitest';
import { createSend, type HttpRequest } from '../../../src/api/http.ts';
import { connectionRefused, fakeFetch, socketClosed } from './helpers/fake-fetch.ts';

const get: HttpRequest = { base: 'api', method: 'GET', path: '/v3/scans/credits' };

function sendWith(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  const send = createSend({
    apiBaseUrl: 'https://api.test/',
    authBaseUrl: 'https://id.test',
    fetch: fake.fetch,
  });
  return {
    fake,
    send: (request: HttpRequest = get, token?: string) =>
      send(request, { token, timeoutMs: 1_000 }),
  };
}

describe('http send', () => {
  it('joins base URL and path, and sets Accept and the bearer token', async () => {
    const { fake, send } = sendWith(() => new Response('{}'));
    await send(get, 'tok');
    expect(fake.calls[0]).toMatchObject({
      url: 'https://api.test/v3/scans/credits',
      headers: { accept: 'application/json', authorization: 'Bearer tok' },
    });
  });

  it.each([
    [
      'JSON by content type',
      new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }),
      { a: 1 },
    ],
    ['JSON without content type', new Response('[1,2]'), [1, 2]],
    [
      'plain text',
      new Response('Scan not ready', { headers: { 'content-type': 'text/plain' } }),
      'Scan not ready',
    ],
    [
      'broken JSON as text',
      new Response('{oops', { headers: { 'content-type': 'application/json' } }),
      '{oops',
    ],
    ['an empty body', new Response(null, { status: 204 }), undefined],
  ])('reads %s', async (_name, response, body) => {
    const { send } = sendWith(() => response);
    expect(await send()).toMatchObject({ type: 'response', response: { body } });
  });

  it('classifies a refused connection as not sent', async () => {
    const { send } = sendWith(() => {
      throw connectionRefused();
    });
    expect(await send()).toEqual({ type: 'failure', failure: 'not-sent', address: 'api.test' });
  });

  it('classifies a closed socket as dropped', async () => {
    const closed = sendWith(() => {
      throw socketClosed();
    });
    expect(await closed.send()).toEqual({
      type: 'failure',
      failure: 'dropped',
      address: 'api.test',
    });
  });

  it('in a browser (no error code), asks the address again to tell unreachable from dropped', async () => {
    const nothingThere = sendWith(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await nothingThere.send()).toEqual({
      type: 'failure',
      failure: 'unreachable',
      address: 'api.test',
    });
    // The probe: a bare HEAD of the origin, no credentials, no redirects followed.
    expect(nothingThere.fake.calls[1]).toMatchObject({ url: 'https://api.test/', method: 'HEAD' });
    const answersProbe = sendWith((_call, i) => {
      if (i === 0) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 404 });
    });
    expect(await answersProbe.send()).toMatchObject({ failure: 'dropped' });
  });

  it('classifies a body that breaks off after the headers as dropped', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(Object.assign(new Error('reset'), { code: 'ECONNREFUSED' }));
      },
    });
    const { send } = sendWith(() => new Response(body));
    expect(await send()).toEqual({ type: 'failure', failure: 'dropped', address: 'api.test' });
  });
});
