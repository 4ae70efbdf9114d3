/** The e2e suite's Google Docs double answers as Docs does, over real HTTP. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_IDS, DOCS_DOCUMENTS, ESSAY_QUOTE } from '../e2e/support/docs-documents.ts';
import { startDocsSite, type DocsSite } from '../e2e/support/docs-site.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body decoded as UTF-8 with any BOM kept (fetch's text() would drop it). */
  body: string;
}

let site: DocsSite;
let port: string;

/** GET at 127.0.0.1 (any Host but accounts.google.test is Docs), redirects not followed. */
const get = (path: string, host?: string): Promise<Answer> =>
  new Promise((done, fail) => {
    const headers = host ? { host: `${host}:${port}` } : {};
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    })
      .on('error', fail)
      .end();
  });

const essay = DOCS_DOCUMENTS[DOC_IDS.essay]!;

beforeAll(async () => {
  site = await startDocsSite(DOCS_DOCUMENTS);
  port = new URL(site.origin).port;
});

afterAll(() => site?.close());

describe('the docs site', () => {
  it('names itself docs.google.test and gives editor addresses for either account', () => {
    expect(site.origin).toBe(`http://docs.google.test:${port}`);
    expect(site.editUrl(DOC_IDS.essay)).toBe(`${site.origin}/document/d/${DOC_IDS.essay}/edit`);
    expect(site.editUrl(DOC_IDS.essay, 1)).toBe(
      `${site.origin}/document/u/1/d/${DOC_IDS.essay}/edit`,
    );
  });

  it('serves an editor with the title and chrome but none of the text, which its model gives', async () => {
    const editor = await get(`/document/d/${DOC_IDS.essay}/edit?tab=t.0`);
    expect(editor.status).toBe(200);
    expect(editor.headers['content-type']).toMatch(/^text\/html/);
    expect(editor.body).toContain('<title>Week 6 essay – Lighthouses - Google Docs</title>');
    expect(editor.body).toMatch(/File[\s\S]*Edit[\s\S]*View[\s\S]*Insert[\s\S]*Help/);
    expect(editor.body).toContain('Share');
    expect(editor.body).toContain('kix-appview-editor');
    expect(editor.body).toContain('docs-texteventtarget-iframe');
    for (const paragraph of essay.text.split('\n')) {
      expect(editor.body).not.toContain(paragraph.slice(0, 30));
    }
    expect(editor.body).not.toContain('Keepers then became');

    const model = await get(`/document/d/${DOC_IDS.essay}/model`);
    expect(model.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(model.body)).toEqual({ title: essay.title, text: essay.text });

    for (const id of [DOC_IDS.noAccess, DOC_IDS.exportDisabled]) {
      expect((await get(`/document/d/${id}/edit`)).status).toBe(200);
    }
  });

  it('exports a readable Doc as Docs does: BOM, CRLF, an attachment', async () => {
    for (const path of [
      `/document/d/${DOC_IDS.essay}/export?format=txt`,
      `/document/u/1/d/${DOC_IDS.essay}/export?format=txt`,
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.txt"/);
      expect(answer.headers['content-disposition']).toContain(
        "filename*=UTF-8''Week%206%20essay%20%E2%80%93%20Lighthouses.txt",
      );
      expect(answer.body.startsWith('\uFEFF')).toBe(true);
      expect(answer.body).toContain('\r\n');
      expect(answer.body.replace(/\r\n/g, '')).not.toContain('\n');
      expect(site.exportText(DOC_IDS.essay)).toBe(answer.body.slice(1).replace(/\r\n/g, '\n'));
    }
    expect(site.exportText(DOC_IDS.essay)).toBe(essay.text);
    expect(site.exportText(DOC_IDS.essay)).toContain(ESSAY_QUOTE);
  });

  it('sends a session without access to the sign-in on accounts.google.test', async () => {
    const path = `/document/d/${DOC_IDS.noAccess}/export?format=txt`;
    const answer = await get(path);
    expect(answer.status).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(location.origin).toBe(`http://accounts.google.test:${port}`);
    expect(location.pathname).toBe('/ServiceLogin');
    expect(location.searchParams.get('continue')).toBe(`${site.origin}${path}`);

    const signIn = await get(`${location.pathname}${location.search}`, 'accounts.google.test');
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('Sign in – Google Accounts');
    expect(signIn.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses the export of a Doc whose owner turned off download, and other formats', async () => {
    const refused = await get(`/document/d/${DOC_IDS.exportDisabled}/export?format=txt`);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('You need permission');
    expect((await get(`/document/d/${DOC_IDS.essay}/export?format=docx`)).status).toBe(400);
  });

  it('answers 404 for an unknown document and records every request', async () => {
    expect((await get('/document/d/1unknownDocumentId0000000/edit')).status).toBe(404);
    expect((await get('/document/d/1unknownDocumentId0000000/export?format=txt')).status).toBe(404);
    expect(() => site.exportText('1unknownDocumentId0000000')).toThrow();
    const paths = site.requests.map((r) => r.path);
    expect(paths).toContain(`/document/u/1/d/${DOC_IDS.essay}/export?format=txt`);
    expect(paths).toContain('/document/d/1unknownDocumentId0000000/edit');
    expect(site.requests.every((r) => typeof r.at === 'number')).toBe(true);
  });
});
