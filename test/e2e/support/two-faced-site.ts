import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import { resolve } from 'node:path';

export interface TwoFacedSite {
  /** The page at a public name (news.test maps to 127.0.0.1): it may be scanned by address. */
  url(path: '/two-faced.html' | '/steady.html'): string;
  /** How often the page's own script fetched `path` without the tab's load (the public view). */
  anonymous(path: string): number;
  close(): Promise<void>;
}

const SIGN_IN =
  '<!doctype html><html><head><title>Sign in</title></head><body><form><h1>Sign in to read this article</h1><input name="user"></form></body></html>';

/** The tab's own load asks for a document; a script's fetch takes anything; the service crawls. */
function anonymousView(request: IncomingMessage): boolean {
  const crawler = /FakeCrawler/i.test(request.headers['user-agent'] ?? '');
  const document = /^text\/html/i.test(request.headers.accept ?? '');
  return !crawler && !document;
}

/**
 * A site whose public view lies: `/two-faced.html` shows the essay to the tab and to the service,
 * and to the page's anonymous fetch the first time only (a sign-in form after), so deciding the
 * route twice would decide it two ways. `/steady.html` is the essay to everyone.
 */
export async function startTwoFacedSite(): Promise<TwoFacedSite> {
  const essay = await readFile(resolve(import.meta.dirname, '../pages/essay.html'), 'utf8');
  const counts = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path !== '/two-faced.html' && path !== '/steady.html') {
      response.writeHead(404).end('not found');
      return;
    }
    let body = essay;
    if (anonymousView(request)) {
      const seen = (counts.get(path) ?? 0) + 1;
      counts.set(path, seen);
      if (path === '/two-faced.html' && seen > 1) body = SIGN_IN;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('two-faced site has no port');
  return {
    url: (path) => `http://news.test:${address.port}${path}`,
    anonymous: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
