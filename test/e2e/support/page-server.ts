import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { sendBytes } from './byte-ranges.ts';

const PAGES = resolve(import.meta.dirname, '../pages');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.heic': 'image/heic',
  '.ico': 'image/x-icon',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
};

export interface PageServer {
  origin: string;
  /** What was asked for, in order, and by which page (to prove something was never fetched). */
  readonly requested: readonly { path: string; referer: string | undefined }[];
  url(path: string): string;
  /**
   * The same page at http://news.test:<port>/: a name the test browsers (and the local service)
   * map to 127.0.0.1, so the page stands for one on the public web.
   */
  publicUrl(path: string): string;
  close(): Promise<void>;
}

/** Serves test/e2e/pages on 127.0.0.1 at a free port: the "web sites" the extension runs on. */
export async function startPageServer(
  /** Extra files made by the test (e.g. images drawn in the browser), by path. */
  files: Record<string, Uint8Array> = {},
  /** Another loopback address ('::1') makes another site, one the loopback build has no access to. */
  host = '127.0.0.1',
): Promise<PageServer> {
  const requested: { path: string; referer: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    requested.push({ path, referer: request.headers.referer });
    const made = files[path];
    if (made) {
      response.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      });
      response.end(made);
      return;
    }
    const file = join(PAGES, path);
    if (!file.startsWith(PAGES)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      // Byte ranges too: a video is seekable only from a server that serves them.
      (body) =>
        sendBytes(request, response, body, TYPES[extname(file)] ?? 'application/octet-stream'),
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('page server has no port');
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    origin,
    requested,
    url: (path) => `${origin}/${path.replace(/^\//, '')}`,
    publicUrl: (path) => `http://news.test:${address.port}/${path.replace(/^\//, '')}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
