import { createServer, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const EDITOR = resolve(import.meta.dirname, '../pages/docs/editor.html');

/**
 * What the signed-in user may do with a document: read and export it (answered by Docs itself,
 * or by its download server after a redirect, as Google may); nothing (Docs sends them to
 * Google's sign-in); or read it only, its owner having turned off download, print and copy.
 */
export type DocAccess = 'ok' | 'download-server' | 'no-access' | 'export-disabled';

export interface DocsDocument {
  title: string;
  text: string;
  access: DocAccess;
}

export interface DocsSite {
  /** http://docs.google.test:<port>: the loopback build takes this name, any port, for Docs. */
  origin: string;
  /** The editor's address; `account` n gives the `/u/<n>/` form of a second signed-in account. */
  editUrl(id: string, account?: number): string;
  /** The export's text as a check should send it: without Docs' BOM, lines ending in LF. */
  exportText(id: string): string;
  /** Every request (path with its query) and when, on both names: was the export asked for? */
  readonly requests: readonly { path: string; at: number }[];
  close(): Promise<void>;
}

const ACCOUNTS_HOST = 'accounts.google.test';
/** Docs' download server, as googleusercontent.com is Google's: another site, no CORS headers. */
const DOWNLOADS_HOST = 'docs-export.googleusercontent.test';
const DOWNLOAD_ROUTE = /^\/export\/([\w-]+)$/;

// `/document/d/<id>/<route>` or `/document/u/<n>/d/<id>/<route>`, as Docs' own addresses.
const DOC_ROUTE = /^\/document\/(?:u\/\d{1,2}\/)?d\/([\w-]+)\/(edit|model|export)$/;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body>${body}</body></html>`;

const NOT_FOUND = page(
  'Google Docs - Page Not Found',
  '<h1>Sorry, the file you have requested does not exist.</h1>' +
    '<p>Make sure that you have the correct URL and the file exists.</p>',
);

const EXPORT_REFUSED = page(
  'Google Docs - You need permission',
  '<h1>You need permission</h1><p>The owner of this document has turned off the options to ' +
    'download, print and copy for commenters and viewers.</p>',
);

const SIGN_IN = page(
  'Sign in – Google Accounts',
  '<main><h1>Sign in</h1><p>to continue to Docs</p>' +
    '<form method="post" action="/signin"><label>Email or phone <input name="identifier">' +
    '</label><button>Next</button></form></main>',
);

/** Docs' .txt export: a UTF-8 byte order mark, then the text with CRLF line ends. */
const exportBody = (text: string): string => `\uFEFF${text.replace(/\r\n|\r|\n/g, '\r\n')}`;

/**
 * A Content-Disposition naming the file "<title>.txt": headers are Latin-1, so a title with other
 * characters (an en dash) gets an ASCII `filename` and the exact one as RFC 5987 `filename*`.
 */
function attachment(title: string): string {
  const name = `${title}.txt`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

function sendExport(response: ServerResponse, doc: DocsDocument): void {
  response
    .writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': attachment(doc.title),
    })
    .end(exportBody(doc.text));
}

const html = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
};

/**
 * A stand-in for Google Docs on 127.0.0.1, named docs.google.test (and accounts.google.test for
 * its sign-in): an editor page that paints the text on canvases, as Docs does, so the DOM has
 * none to read; the model the page paints from; and the plain-text export the extension reads
 * instead, answering as Docs does for each kind of access. Any Host other than
 * accounts.google.test is Docs, so a node test can ask at http://127.0.0.1:<port>/.
 */
export async function startDocsSite(documents: Record<string, DocsDocument>): Promise<DocsSite> {
  const editor = await readFile(EDITOR, 'utf8');
  const requests: { path: string; at: number }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    requests.push({ path: url.pathname + url.search, at: Date.now() });
    const hostname = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (hostname === ACCOUNTS_HOST) {
      // Google's sign-in page: HTML for people, no CORS headers, so a page's fetch sees nothing.
      if (url.pathname === '/ServiceLogin') html(response, 200, SIGN_IN);
      else html(response, 404, page('Not Found', '<h1>Not Found</h1>'));
      return;
    }
    if (hostname === DOWNLOADS_HOST) {
      const exported = documents[DOWNLOAD_ROUTE.exec(url.pathname)?.[1] ?? ''];
      if (exported?.access === 'download-server') sendExport(response, exported);
      else html(response, 404, NOT_FOUND);
      return;
    }
    const match = DOC_ROUTE.exec(url.pathname);
    const id = match?.[1];
    const doc = id === undefined ? undefined : documents[id];
    if (!match || !doc) {
      html(response, 404, NOT_FOUND);
      return;
    }
    // The tab is open, so the editor and its model load whatever the export would answer.
    if (match[2] === 'edit') {
      html(response, 200, editor.replaceAll('{{title}}', escapeHtml(doc.title)));
      return;
    }
    if (match[2] === 'model') {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ title: doc.title, text: doc.text }));
      return;
    }
    if (url.searchParams.get('format') !== 'txt') {
      html(response, 400, page('Bad Request', '<h1>Bad Request</h1>'));
      return;
    }
    if (doc.access === 'no-access') {
      // Cross-origin, as Docs sends a session without access to Google's sign-in.
      const back = `${origin}${url.pathname}${url.search}`;
      const signIn = `http://${ACCOUNTS_HOST}:${port}/ServiceLogin`;
      response.writeHead(302, { location: `${signIn}?continue=${encodeURIComponent(back)}` }).end();
      return;
    }
    if (doc.access === 'export-disabled') {
      html(response, 403, EXPORT_REFUSED);
      return;
    }
    if (doc.access === 'download-server') {
      // Another site: a page's fetch may not follow there (no CORS headers); the worker may.
      const location = `http://${DOWNLOADS_HOST}:${port}/export/${id}?token=dl-7f3c`;
      response.writeHead(307, { location }).end();
      return;
    }
    sendExport(response, doc);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('docs site has no port');
  const port = address.port;
  const origin = `http://docs.google.test:${port}`;
  return {
    origin,
    editUrl: (id, account) =>
      `${origin}/document/${account === undefined ? '' : `u/${account}/`}d/${id}/edit`,
    exportText: (id) => {
      const doc = documents[id];
      if (!doc) throw new Error(`no document ${id} on the docs site`);
      return exportBody(doc.text).slice(1).replace(/\r\n/g, '\n');
    },
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
