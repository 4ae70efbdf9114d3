import { createServer, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const ESSAY = resolve(import.meta.dirname, '../pages/plagiarism/essay-with-quote.html');

const LOGIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in | Coursebook</title></head>
<body><main><h1>Sign in to Coursebook</h1>
<p>Your courses, grades and messages are waiting. Sign in with your school account to continue,
or ask your teacher for an invitation if you do not have one yet.</p>
<form action="/login" method="get"><label>E-mail <input name="as"></label><button>Sign in</button></form>
</main></body></html>`;

export interface SignInSite {
  /** The essay's address under the public test name (news.test). */
  essayUrl: string;
  /** The sign-in form; sending it sets the session cookie and leads to the essay. */
  loginUrl: string;
  /** Every request: its path, whether it carried the session, and its user agent. */
  readonly requests: readonly { path: string; signedIn: boolean; agent: string }[];
  close(): Promise<void>;
}

const signedIn = (request: IncomingMessage): boolean =>
  /(?:^|;\s*)session=ann-7f3c(?:;|$)/.test(request.headers.cookie ?? '');

/**
 * A site behind a sign-in, as LMSs and intranets are: the essay is shown only with the session
 * cookie the sign-in sets (HttpOnly, so no page script sees it); anyone else is sent to the
 * sign-in page. Served on 127.0.0.1 and named news.test, so it stands for a public site.
 */
export async function startSignInSite(): Promise<SignInSite> {
  const requests: { path: string; signedIn: boolean; agent: string }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push({
      path: url.pathname,
      signedIn: signedIn(request),
      agent: request.headers['user-agent'] ?? '',
    });
    if (url.pathname === '/login' && url.searchParams.get('as')) {
      response
        .writeHead(302, {
          'set-cookie': 'session=ann-7f3c; Path=/; HttpOnly; SameSite=Lax',
          location: '/course/week-6/essay',
        })
        .end();
      return;
    }
    if (url.pathname === '/login') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LOGIN_PAGE);
      return;
    }
    if (url.pathname === '/course/week-6/essay') {
      if (!signedIn(request)) {
        response
          .writeHead(302, { location: `/login?next=${encodeURIComponent(url.pathname)}` })
          .end();
        return;
      }
      void readFile(ESSAY).then((body) =>
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      );
      return;
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('sign-in site has no port');
  const origin = `http://news.test:${address.port}`;
  return {
    essayUrl: `${origin}/course/week-6/essay`,
    loginUrl: `${origin}/login`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
