import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';

const DOCUMENTS = resolve(import.meta.dirname, '../pages/documents');
/** The signed address's token, as the platform hands it out with the redirect. */
const TOKEN = 'eyJ0eXAi.t0k3n';

/** What a request told the storage host about the user. */
export interface StorageRequest {
  path: string;
  cookie?: string;
  referer?: string;
  authorization?: string;
}

export interface StorageSite {
  origin: string;
  /** A file of test/e2e/pages/documents at its signed address (a token in the query). */
  fileUrl(name: string): string;
  /** An address that sends the request on to `to`. */
  redirectUrl(to: string): string;
  /** A page that signs the user in on the storage host too (its own cookie). */
  signInUrl: string;
  readonly requests: readonly StorageRequest[];
  close(): Promise<void>;
}

/**
 * A learning platform's file host, as Canvas keeps its files on inst-fs behind a signed address:
 * the platform's download route answers with a redirect here, and the file is given to whoever
 * brings the token, with no session of the platform. Named files.storage.test (127.0.0.1): another
 * public site than the platform's news.test. On '::1' it is a site the loopback builds have no
 * access to and cannot be allowed (plain http off 127.0.0.1/localhost).
 */
export async function startStorageSite(
  host: '127.0.0.1' | '::1' = '127.0.0.1',
): Promise<StorageSite> {
  const requests: StorageRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const { cookie, referer, authorization } = request.headers;
    requests.push({
      path: url.pathname + url.search,
      ...(cookie && { cookie }),
      ...(referer && { referer }),
      ...(authorization && { authorization }),
    });
    if (url.pathname === '/sign-in') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': 'store=s1gned; Path=/; HttpOnly',
      });
      return void response.end(
        '<!doctype html><title>Files</title><p>Signed in to the file host.</p>',
      );
    }
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      return void response.writeHead(302, { location: to }).end();
    }
    const name = url.pathname.startsWith('/f/') ? basename(url.pathname) : '';
    if (!name || url.searchParams.get('token') !== TOKEN) {
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Access denied</h1>');
      return;
    }
    readFile(resolve(DOCUMENTS, name)).then(
      (bytes) =>
        response
          .writeHead(200, {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename="${name}"`,
            'content-length': String(bytes.length),
          })
          .end(bytes),
      () => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    );
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('storage site has no port');
  const origin =
    host === '::1' ? `http://[::1]:${address.port}` : `http://files.storage.test:${address.port}`;
  return {
    origin,
    fileUrl: (name) => `${origin}/f/${name}?token=${TOKEN}`,
    redirectUrl: (to) => `${origin}/redirect?to=${encodeURIComponent(to)}`,
    signInUrl: `${origin}/sign-in`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
