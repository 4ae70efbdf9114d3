import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchRule } from '../../../../src/background/net/guarded-fetch.ts';
import type { HopStep } from '../../../../src/background/net/fetch-hop.ts';

// Node's fetch shows a redirect's Location to `redirect: 'manual'`, so no browser record is needed.
vi.mock('../../../../src/platform/browser.ts', () => ({ browser: {} }));

const { guardedFetch } = await import('../../../../src/background/net/guarded-fetch.ts');
const { hopWith } = await import('../../../../src/background/net/fetch-hop.ts');
const { fetchFailureError } = await import('../../../../src/background/net/fetch-failure.ts');
const { pageAddressVerdict } = await import('../../../../src/shared/net/address-rules.ts');

/**
 * The guarded fetch over real HTTP: a "public" site (reached as localhost, which the rule below
 * lets through as a stand-in for a public host) that redirects its visitors around, another public
 * site it may send them to (its storage host, reached as 127.0.0.1) and the addresses it must
 * never reach. Node's fetch keeps no cookies, so the hop below sends the user's cookie for a site
 * as a browser would, exactly when the guarded fetch asks for credentials; the server records
 * what arrived.
 */
describe('guardedFetch', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  /** The headers each request arrived with that could tell a site about the user. */
  const arrived: { at: string; cookie?: string; referer?: string; authorization?: string }[] = [];
  const written = { bytes: 0, closed: false };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const path = request.url ?? '/';
    const at = `${request.headers.host?.split(':')[0]}${path}`;
    hits.push(at);
    const { cookie, referer, authorization } = request.headers;
    arrived.push({ at, cookie, referer, authorization });
    const redirect = (to: string, status = 302): void => {
      response.writeHead(status, { location: to }).end();
    };
    if (path === '/file') return void response.writeHead(200).end('%PDF-1.7 the file');
    if (path === '/secret') return void response.writeHead(200).end('intranet');
    if (path === '/same-site') return redirect('/file');
    if (path === '/see-other') return redirect('file#part', 303);
    if (path === '/to-loopback') return redirect(`http://127.0.0.1:${port}/secret`);
    if (path === '/to-trailing-dot') return redirect(`http://localhost.:${port}/secret`);
    if (path === '/to-mapped') return redirect(`http://[::ffff:127.0.0.1]:${port}/secret`);
    if (path === '/to-other-site') return redirect(`http://127.0.0.1:${port}/file`);
    // A platform's file kept on its storage host, behind a token in the address (Canvas).
    if (path === '/files/12/download') return redirect(`http://127.0.0.1:${port}/f?token=t0k`);
    if (path === '/f?token=t0k') return void response.writeHead(200).end('%PDF-1.7 stored');
    if (path === '/to-storage-and-back') return redirect(`http://127.0.0.1:${port}/back`);
    if (path === '/back') return redirect(`http://localhost:${port}/file`);
    if (path === '/to-storage-then-intranet') return redirect(`http://127.0.0.1:${port}/inward`);
    if (path === '/inward') return redirect(`http://10.0.0.7:${port}/secret`);
    if (path === '/ping') return redirect(`http://127.0.0.1:${port}/pong`);
    if (path === '/pong') return redirect(`http://localhost:${port}/ping`);
    if (path === '/to-file-scheme') return redirect('file:///etc/passwd');
    if (path === '/loop') return redirect('/loop');
    if (path === '/declared-large') {
      response.writeHead(200, { 'content-length': String(10_000_000) });
      return void response.end();
    }
    if (path === '/endless') {
      // No Content-Length, and more than any limit: the reader must stop it.
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.on('close', () => (written.closed = true));
      const piece = Buffer.alloc(64 * 1024, 0x41);
      const send = (): void => {
        if (response.destroyed || written.bytes > 64 * 1024 * 1024) return void response.end();
        written.bytes += piece.length;
        if (response.write(piece)) setImmediate(send);
        else response.once('drain', send);
      };
      return send();
    }
    if (path === '/trickle') {
      // One byte now and then, for ever: only a deadline ends it.
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'), 50);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.writeHead(404).end();
  };

  beforeAll(async () => {
    server = createServer(handle);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  });
  beforeEach(() => {
    hits.length = 0;
    arrived.length = 0;
    written.bytes = 0;
    written.closed = false;
  });

  const credentials: { url: string; mode: RequestCredentials | undefined }[] = [];
  const referrerPolicies: (ReferrerPolicy | undefined)[] = [];
  const recordingHop = (url: string, init: RequestInit) => {
    credentials.push({ url, mode: init.credentials });
    referrerPolicies.push(init.referrerPolicy);
    // The user is signed in on every site: the browser would send that site's cookie.
    const jar = { cookie: `session=${new URL(url).hostname}` };
    const sent = init.credentials === 'include' ? { ...init, headers: jar } : init;
    return hopWith(url, sent, () => ({
      location: () => Promise.resolve(undefined),
      stop: () => undefined,
    }));
  };

  /** localhost plays the public site the user is on; everything else meets the page's rule. */
  const rule = (overrides: Partial<FetchRule> = {}): FetchRule => ({
    address: (hop) =>
      new URL(hop).hostname === 'localhost'
        ? { ok: true, url: hop }
        : pageAddressVerdict(hop, 'https://papers.example/'),
    cookiesFor: (hop) => hop.hostname === 'localhost',
    maxBytes: 1024 * 1024,
    deadlineMs: 20_000,
    ...overrides,
  });
  const at = (path: string): string => `http://localhost:${port}${path}`;

  beforeEach(() => {
    credentials.length = 0;
    referrerPolicies.length = 0;
  });

  /** localhost and 127.0.0.1 both play public sites: the platform and its storage host. */
  const twoSites = (overrides: Partial<FetchRule> = {}): FetchRule =>
    rule({
      address: (hop) =>
        ['localhost', '127.0.0.1'].includes(new URL(hop).hostname)
          ? { ok: true, url: hop }
          : pageAddressVerdict(hop, 'https://papers.example/'),
      ...overrides,
    });

  it('follows a redirect on the same site by hand, with the cookies on every hop', async () => {
    const fetched = await guardedFetch(at('/same-site'), rule(), recordingHop);
    expect(fetched.ok && new TextDecoder().decode(fetched.value.bytes)).toBe('%PDF-1.7 the file');
    expect(fetched.ok && fetched.value.url).toBe(at('/file'));
    expect(credentials.map((c) => c.mode)).toEqual(['include', 'include']);
    // A relative Location and a 303 are read as the browser reads them.
    const other = await guardedFetch(at('/see-other'), rule(), recordingHop);
    expect(other.ok && other.value.status).toBe(200);
  });

  it.each([
    ['/to-loopback', `127.0.0.1:${port}`],
    ['/to-trailing-dot', 'localhost.'],
    ['/to-mapped', '[::ffff:7f00:1]'],
  ])('refuses a redirect from a public page into the local network (%s)', async (path) => {
    const fetched = await guardedFetch(at(path), rule(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error.why).toBe('address');
    expect(hits.filter((h) => h.endsWith('/secret'))).toEqual([]);
    const error = fetched.ok ? undefined : fetchFailureError(fetched.error);
    expect(error?.words?.key).toBe('error_fetchLocalNetwork');
  });

  it('refuses a redirect to another scheme', async () => {
    const fetched = await guardedFetch(at('/to-file-scheme'), rule(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error.why).toBe('address');
    expect(fetched.ok ? undefined : fetchFailureError(fetched.error).words?.key).toBe(
      'error_fetchNotWeb',
    );
  });

  it('follows a redirect to another site without cookies or Referer: the cookies reach the file’s own site only', async () => {
    const fetched = await guardedFetch(at('/files/12/download'), twoSites(), recordingHop);
    expect(fetched.ok && new TextDecoder().decode(fetched.value.bytes)).toBe('%PDF-1.7 stored');
    expect(fetched.ok && fetched.value.url).toBe(`http://127.0.0.1:${port}/f?token=t0k`);
    expect(credentials.map((c) => c.mode)).toEqual(['include', 'omit']);
    expect(referrerPolicies).toEqual(['no-referrer', 'no-referrer']);
    // What the two sites were sent: the platform its own session, the storage host nothing.
    expect(arrived).toEqual([
      { at: 'localhost/files/12/download', cookie: 'session=localhost' },
      { at: '127.0.0.1/f?token=t0k' },
    ]);
  });

  it('sends no cookies again when the other site sends the request back to the file’s own site', async () => {
    const fetched = await guardedFetch(at('/to-storage-and-back'), twoSites(), recordingHop);
    expect(fetched.ok && fetched.value.url).toBe(at('/file'));
    expect(credentials.map((c) => c.mode)).toEqual(['include', 'omit', 'omit']);
    expect(arrived).toEqual([
      { at: 'localhost/to-storage-and-back', cookie: 'session=localhost' },
      { at: '127.0.0.1/back' },
      { at: 'localhost/file' },
    ]);
  });

  it('checks the address rule at the other site’s hops too', async () => {
    const fetched = await guardedFetch(at('/to-storage-then-intranet'), twoSites(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toMatchObject({
      why: 'address',
      url: `http://10.0.0.7:${port}/secret`,
    });
    expect(hits).toEqual(['localhost/to-storage-then-intranet', '127.0.0.1/inward']);
  });

  it('upgrades another site’s plain http address on an https file’s chain: its token never goes in clear', async () => {
    const asked: { url: string; mode: RequestCredentials | undefined }[] = [];
    const storageHop = (url: string, init: RequestInit): Promise<HopStep> => {
      asked.push({ url, mode: init.credentials });
      const location = 'http://storage.example/f?token=t0k';
      return Promise.resolve(
        url.includes('/f?')
          ? { kind: 'answer', response: new Response('file') }
          : { kind: 'redirect', response: new Response(null, { status: 302 }), location },
      );
    };
    const https = rule({
      address: (hop) => pageAddressVerdict(hop, 'https://lms.example/courses/7'),
      cookiesFor: (hop) => hop.origin === 'https://lms.example',
    });
    const fetched = await guardedFetch('https://lms.example/files/12/download', https, storageHop);
    expect(fetched.ok && fetched.value.url).toBe('https://storage.example/f?token=t0k');
    expect(asked).toEqual([
      { url: 'https://lms.example/files/12/download', mode: 'include' },
      { url: 'https://storage.example/f?token=t0k', mode: 'omit' },
    ]);
  });

  it('counts redirects across sites against one limit', async () => {
    const fetched = await guardedFetch(at('/ping'), twoSites({ maxRedirects: 4 }), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toEqual({
      why: 'too-many-redirects',
      url: at('/ping'),
      limit: 4,
    });
    expect(hits).toHaveLength(5);
    expect(arrived.filter((a) => a.cookie)).toEqual([
      { at: 'localhost/ping', cookie: 'session=localhost' },
    ]);
  });

  it('follows a cookie-less fetch to another site, still without cookies', async () => {
    const anonymous = rule({ address: (hop) => ({ ok: true, url: hop }), cookiesFor: () => false });
    const fetched = await guardedFetch(at('/to-other-site'), anonymous, recordingHop);
    expect(fetched.ok && fetched.value.url).toBe(`http://127.0.0.1:${port}/file`);
    expect(credentials.map((c) => c.mode)).toEqual(['omit', 'omit']);
  });

  it('gives up after a number of redirects', async () => {
    const fetched = await guardedFetch(at('/loop'), rule({ maxRedirects: 3 }), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error.why).toBe('too-many-redirects');
    expect(hits).toHaveLength(4);
  });

  it('refuses a body over the limit by its declared size, before reading it', async () => {
    const fetched = await guardedFetch(at('/declared-large'), rule(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toMatchObject({
      why: 'too-large',
      declared: 10_000_000,
    });
  });

  it('stops reading a stream without a length at the limit', async () => {
    const fetched = await guardedFetch(at('/endless'), rule(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toMatchObject({ why: 'too-large' });
    expect(fetched.ok ? 0 : 'declared' in fetched.error && fetched.error.declared).toBeFalsy();
    // The download was ended: the server was not read to its 64 MB.
    await expect.poll(() => written.closed).toBe(true);
    expect(written.bytes).toBeLessThan(64 * 1024 * 1024);
  });

  it('ends a fetch that outlives its deadline, body included', async () => {
    // The site never finishes, so only the deadline can end this (no race with the clock).
    const fetched = await guardedFetch(at('/trickle'), rule({ deadlineMs: 300 }), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toEqual({
      why: 'timeout',
      url: at('/trickle'),
      ms: 300,
    });
    expect(fetched.ok ? undefined : fetchFailureError(fetched.error).kind).toBe('network');
  });

  it('gives up on a body that comes slower than the pace, however long the deadline', async () => {
    const slow = rule({ pace: { windowMs: 200, minBytes: 1024 } });
    const fetched = await guardedFetch(at('/trickle'), slow, recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error).toEqual({
      why: 'too-slow',
      url: at('/trickle'),
      windowMs: 200,
      minBytes: 1024,
    });
    expect(fetched.ok ? undefined : fetchFailureError(fetched.error).words?.key).toBe(
      'error_fetchTooSlow',
    );
  });

  it('reads a body that keeps its pace to the end', async () => {
    const steady = rule({ pace: { windowMs: 200, minBytes: 1 } });
    const fetched = await guardedFetch(at('/file'), steady, recordingHop);
    expect(fetched.ok && fetched.value.bytes.length).toBe('%PDF-1.7 the file'.length);
  });

  it('checks the first address too', async () => {
    const fetched = await guardedFetch(`http://127.0.0.1:${port}/secret`, rule(), recordingHop);
    expect(fetched.ok ? 'fetched' : fetched.error.why).toBe('address');
    expect(hits).toEqual([]);
  });
});
