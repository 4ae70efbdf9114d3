import { createServer, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const DOCUMENTS = resolve(import.meta.dirname, '../pages/documents');

/** A submission the site lists: the link's words, the file it serves and how. */
export interface Submission {
  /** The link's address on the site, e.g. `/files/essay.docx` or `/download?id=3`. */
  path: string;
  /** The link's words on the page. */
  label: string;
  /** The file in test/e2e/pages/documents, or bytes made by the test. */
  file: string | Uint8Array;
  /** The type the site says (a download route often says octet-stream). */
  contentType: string;
  /** Content-Disposition's file name, for a link whose address names none. */
  attachmentName?: string;
  /** A length the site declares and never sends (the file's bytes, then nothing). */
  declaredBytes?: number;
}

export interface LmsSite {
  origin: string;
  /** The course's submissions page: a table of students and links to their files. */
  pageUrl: string;
  loginUrl: string;
  url(path: string): string;
  /** Answers `path` (behind the sign-in) with a redirect to `to`: a file kept on a storage host. */
  redirect(path: string, to: string): void;
  /** Every request: its path and whether it carried the session. */
  readonly requests: readonly { path: string; signedIn: boolean }[];
  close(): Promise<void>;
}

const signedIn = (request: IncomingMessage): boolean =>
  /(?:^|;\s*)lms=s3ss10n(?:;|$)/.test(request.headers.cookie ?? '');

const LOGIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in | Coursebook</title></head>
<body><h1>Sign in to Coursebook</h1><form action="/login"><label>E-mail <input name="as"></label>
<button>Sign in</button></form></body></html>`;

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A learning platform's course page as teachers see it: a table of students, each with a link to
 * the file they handed in (a Word file, an OpenDocument, a PDF…; some by a download route that
 * names no extension). Every file is behind the sign-in (a session cookie, HttpOnly): without it
 * the site sends the sign-in page, as real platforms do. Named news.test (127.0.0.1), so it
 * stands for a site on the public web.
 */
export async function startLmsSite(submissions: readonly Submission[]): Promise<LmsSite> {
  const requests: { path: string; signedIn: boolean }[] = [];
  const byPath = new Map(submissions.map((s) => [s.path, s]));
  const redirects = new Map<string, string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = url.pathname + url.search;
    requests.push({ path, signedIn: signedIn(request) });
    if (url.pathname === '/login' && url.searchParams.get('as')) {
      response
        .writeHead(302, {
          'set-cookie': 'lms=s3ss10n; Path=/; HttpOnly; SameSite=Lax',
          location: '/course/submissions',
        })
        .end();
      return;
    }
    if (url.pathname === '/login') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LOGIN_PAGE);
      return;
    }
    if (!signedIn(request)) {
      response.writeHead(302, { location: `/login?next=${encodeURIComponent(path)}` }).end();
      return;
    }
    if (url.pathname === '/course/submissions') {
      const rows = submissions
        .map(
          (s, i) =>
            `<tr><td>Student ${i + 1}</td><td><a id="file-${i}" href="${escape(s.path)}">${escape(s.label)}</a></td><td>Handed in</td></tr>`,
        )
        .join('\n');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Week 7 essay – Submissions | Coursebook</title></head>
<body><nav>Coursebook · English 10B · Assignments</nav><main><h1>Week 7 essay: submissions</h1>
<table><thead><tr><th>Student</th><th>File</th><th>Status</th></tr></thead><tbody>
${rows}
</tbody></table></main></body></html>`,
      );
      return;
    }
    const to = redirects.get(path);
    if (to) return void response.writeHead(302, { location: to }).end();
    const submission = byPath.get(path);
    if (!submission) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const body =
      typeof submission.file === 'string'
        ? readFile(resolve(DOCUMENTS, submission.file))
        : Promise.resolve(submission.file);
    void body.then((bytes) => {
      if (submission.declaredBytes) {
        response.writeHead(200, {
          'content-type': submission.contentType,
          'content-length': String(submission.declaredBytes),
        });
        response.write(bytes);
        return;
      }
      response
        .writeHead(200, {
          'content-type': submission.contentType,
          'content-length': String(bytes.length),
          ...(submission.attachmentName
            ? { 'content-disposition': `attachment; filename="${submission.attachmentName}"` }
            : {}),
        })
        .end(bytes);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('LMS site has no port');
  const origin = `http://news.test:${address.port}`;
  return {
    origin,
    pageUrl: `${origin}/course/submissions`,
    loginUrl: `${origin}/login`,
    url: (path) => `${origin}${path}`,
    redirect: (path, to) => void redirects.set(path, to),
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
