import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const PAGES = resolve(import.meta.dirname, '../pages');
const STORY = `<!doctype html><title>A story</title><main><h1>A story</h1>${'<p>The harbour wall was built in the winter of the great storm, stone by stone, by people who had lost their boats and needed the work as much as the town needed the wall.</p>'.repeat(6)}</main>`;

/** Past the 40 MB PDFs are read up to, without ever saying how long it is. */
const ENDLESS_BYTES = 400 * 1024 * 1024;

export interface RedirectingSite {
  /** The address at news.test: a name the test browsers map to 127.0.0.1, a "public" site. */
  publicUrl(path: string): string;
  /** Every request, with the host it was addressed to and whether it carried cookies, a Referer. */
  readonly requested: readonly { host: string; path: string; cookie: boolean; referer: boolean }[];
  /** Bytes of the endless PDF written to the extension before it hung up. */
  endlessSent(): number;
  /** Whether the extension hung up on the PDF that comes a byte every 2 s. */
  trickleClosed(): boolean;
  close(): Promise<void>;
}

/**
 * A public site that answers the browser's own viewer with a real PDF but the extension's fetch
 * of the same address with a trap (issue 43's attacks): a redirect into the local network
 * (127.0.0.1) or to another site where the user is signed in (docs.google.test, to be fetched
 * there without the user's cookies), a PDF that never ends, or one that comes a byte every 2 s.
 * The viewer's navigation asks for HTML among other types; a fetch asks for any. Also an image address that redirects into the local network,
 * for everyone, a story page whose anonymous fetch is sent there, and a PDF moved within the site
 * (a redirect to follow).
 */
export async function startRedirectingSite(): Promise<RedirectingSite> {
  const pdf = await readFile(resolve(PAGES, 'pdf/essay.pdf'));
  // Never to be fetched: its bytes do not matter.
  const photo = Buffer.from('a photo on the local network');
  const requested: { host: string; path: string; cookie: boolean; referer: boolean }[] = [];
  let endless = 0;
  let trickleClosed = false;
  let port = 0;
  const fromViewer = (request: IncomingMessage): boolean =>
    /text\/html/.test(request.headers.accept ?? '');
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const { cookie, referer } = request.headers;
    requested.push({ host, path, cookie: !!cookie, referer: !!referer });
    const sendPdf = (): void => {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    };
    const redirect = (to: string): void => void response.writeHead(302, { location: to }).end();
    if (path === '/set-cookie') {
      response.writeHead(200, {
        'content-type': 'text/html',
        'set-cookie': 'session=signed-in; SameSite=Strict; Path=/',
      });
      return void response.end('<p>Signed in.</p>');
    }
    if (path === '/pic-to-intranet.jpg') return redirect(`http://127.0.0.1:${port}/photo.jpg`);
    if (path === '/photo.jpg') {
      return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    }
    if (path === '/story.html') {
      // The reader's tab gets the story; an anonymous fetch of it is sent into the local network.
      if (!fromViewer(request)) return redirect(`http://127.0.0.1:${port}/intranet.html`);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(STORY);
    }
    if (path === '/intranet.html') return void response.writeHead(200).end('intranet');
    if (fromViewer(request) || /^\/(intranet|statement|paper)\.pdf$/.test(path)) return sendPdf();
    if (path === '/moved.pdf') return redirect('/paper.pdf');
    if (path === '/to-intranet.pdf') return redirect(`http://127.0.0.1:${port}/intranet.pdf`);
    if (path === '/to-other-site.pdf') {
      return redirect(`http://docs.google.test:${port}/statement.pdf`);
    }
    if (path === '/trickle.pdf') {
      // A byte every 2 s, for ever (until the extension hangs up).
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.write('%PDF-1.7\n');
      const timer = setInterval(() => response.write(' '), 2000);
      response.on('close', () => {
        clearInterval(timer);
        trickleClosed = true;
      });
      return;
    }
    if (path === '/endless.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      const piece = Buffer.alloc(256 * 1024, 0x20);
      piece.write('%PDF-1.7\n');
      const send = (): void => {
        if (response.destroyed || endless >= ENDLESS_BYTES) return void response.end();
        endless += piece.length;
        if (response.write(piece)) setImmediate(send);
        else response.once('drain', send);
      };
      return send();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('redirecting site has no port');
  port = address.port;
  return {
    publicUrl: (path) => `http://news.test:${port}/${path.replace(/^\//, '')}`,
    requested,
    endlessSent: () => endless,
    trickleClosed: () => trickleClosed,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
