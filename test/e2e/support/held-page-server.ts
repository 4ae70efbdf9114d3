import { createServer, type ServerResponse } from 'node:http';

export interface HeldPageServer {
  url: string;
  /** Crawler requests waiting for `release`. */
  held(): number;
  /** Answers every held crawler request (and later ones at once). */
  release(): void;
  close(): Promise<void>;
}

/**
 * A page the browser gets at once but the service's crawler only when the test says so, which
 * keeps a URL scan running at the service for as long as a test needs.
 */
export async function startHeldPageServer(html: string): Promise<HeldPageServer> {
  const waiting: ServerResponse[] = [];
  let released = false;
  const answer = (response: ServerResponse): void => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  };
  const server = createServer((request, response) => {
    const crawler = /FakeCrawler/i.test(request.headers['user-agent'] ?? '');
    if (crawler && !released) waiting.push(response);
    else answer(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('held page server has no port');
  return {
    // A public name (news.test maps to 127.0.0.1): the page is scanned by its address.
    url: `http://news.test:${address.port}/held.html`,
    held: () => waiting.length,
    release() {
      released = true;
      for (const response of waiting.splice(0)) answer(response);
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
