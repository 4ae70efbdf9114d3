import { zipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers } from './browsers/driver.ts';
import { startLmsSite, type LmsSite, type Submission } from './support/lms-site.ts';
import { startStorageSite, type StorageSite } from './support/storage-site.ts';
import {
  ESSAY,
  JAPANESE_ESSAY,
  REVISED_ESSAY,
  commentsIn,
  expectedText,
  headersIn,
  picturesIn,
} from '../support/documents/essays.ts';
import { documentLeftOut } from '../../src/shared/text-checks/left-out.ts';

const DOCUMENTS = resolve(import.meta.dirname, 'pages/documents');
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A .docx whose document part unpacks to 100 MB of nothing: a zip bomb dressed as an essay. */
function zipBomb(): Uint8Array {
  return zipSync({
    '[Content_Types].xml': new TextEncoder().encode(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        `<Override PartName="/word/document.xml" ContentType="${WORD}.main+xml"/></Types>`,
    ),
    'word/document.xml': [new Uint8Array(100 * 1024 * 1024), { level: 1 }],
  });
}

const file = (name: string, contentType: string): Submission => ({
  path: `/files/${name}`,
  label: name,
  file: name,
  contentType,
});

const READABLE: readonly Submission[] = [
  file('essay.docx', WORD),
  file('essay.odt', 'application/vnd.oasis.opendocument.text'),
  file('essay.rtf', 'application/rtf'),
  file('essay.pdf', 'application/pdf'),
  file('essay.txt', 'text/plain; charset=utf-8'),
  file('revised-essay.docx', WORD),
  file('revised-essay.odt', 'application/vnd.oasis.opendocument.text'),
  file('revised-essay.rtf', 'application/rtf'),
  file('japanese-essay.docx', WORD),
  file('japanese-essay.rtf', 'application/rtf'),
  file('essay-utf16.txt', 'text/plain'),
  file('essay.html', 'text/html; charset=utf-8'),
  // A platform's download route: no extension in the address, a type that says nothing.
  {
    path: '/download?id=3',
    label: 'submission (Word)',
    file: 'essay.docx',
    contentType: 'application/octet-stream',
    attachmentName: 'submission.docx',
  },
];

const REFUSED: readonly (Submission & { code: string; reason: RegExp })[] = [
  {
    ...file('legacy-essay.doc', 'application/msword'),
    code: 'legacy-doc',
    reason: /older Word document \(\.doc\)\. Open it in Word or LibreOffice, save it as \.docx/,
  },
  {
    ...file('macro-essay.docm', 'application/vnd.ms-word.document.macroEnabled.12'),
    code: 'macro-enabled',
    reason: /Word file with macros \(\.docm\)/,
  },
  {
    ...file('password-essay.pdf', 'application/pdf'),
    code: 'pdf-password',
    reason: /protected by a password/,
  },
  {
    path: '/files/bomb.docx',
    label: 'bomb.docx',
    file: zipBomb(),
    contentType: WORD,
    code: 'zip-bomb',
    reason: /unpacks to more than 64 MB/,
  },
  {
    path: '/files/cut.docx',
    label: 'cut.docx',
    file: readFileSync(resolve(DOCUMENTS, 'essay.docx')).subarray(0, 3000),
    contentType: WORD,
    code: 'corrupt',
    reason: /is damaged and cannot be read/,
  },
  {
    path: '/files/scan.pdf',
    label: 'scan.pdf',
    file: readFileSync(resolve(DOCUMENTS, '../pdf/scan.pdf')),
    contentType: 'application/pdf',
    code: 'pdf-no-text',
    reason: /no text to read/,
  },
  {
    path: '/files/photo.png',
    label: 'photo.png',
    file: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
    contentType: 'image/png',
    code: 'unsupported',
    reason: /“photo\.png” is not a kind of document Authenticity Lens reads/,
  },
  {
    path: '/files/empty.txt',
    label: 'empty.txt',
    file: new Uint8Array(0),
    contentType: 'text/plain',
    code: 'empty',
    reason: /“empty\.txt” is empty: it has no text to check/,
  },
  {
    path: '/files/thesis.pdf',
    label: 'thesis.pdf',
    file: readFileSync(resolve(DOCUMENTS, 'essay.pdf')),
    contentType: 'application/pdf',
    declaredBytes: 52 * 1024 * 1024,
    code: 'too-large',
    reason: /^This file is 52 MB; documents up to 40 MB are read\./,
  },
  {
    path: '/files/expired.docx',
    label: 'expired.docx',
    file: new TextEncoder().encode(
      '<!doctype html><html><head><title>Sign in</title></head><body><form>Sign in</form></body></html>',
    ),
    contentType: 'text/html; charset=utf-8',
    code: 'web-page',
    reason: /This link gives a web page, not a file/,
  },
  {
    path: '/files/marks.zip',
    label: 'marks.zip',
    file: zipSync({ 'marks.csv': new TextEncoder().encode('name,mark\nAnn,7\n') }),
    contentType: 'application/zip',
    code: 'unsupported',
    reason: /“marks\.zip” is not a kind of document Authenticity Lens reads/,
  },
];

/**
 * A text's words, as a PDF's page shows them and the source says them: the PDF also shows its
 * list's bullets and its footnotes' numbers (the reference's after a full stop, the note's own
 * before its first word), which the source does not hold.
 */
const words = (text: string): string[] =>
  text
    .split(/\s+/)
    .filter((w) => w && w !== '•')
    .map((w) => w.replace(/(?<=[.,])\d$/, '').replace(/^\d(?=\p{Lu})/u, ''))
    .sort();

/**
 * Right-click a link to a document on a learning platform's page: "Check this document for AI
 * writing and moderation" fetches the file with the user's session (the platform's sign-in
 * cookie, on its own site only), recognises it by its bytes, reads it in the hidden page and
 * checks its text, named by the file; what cannot be read is refused with its reason, and
 * nothing is sent. The message is the one the menu's click hands over (browsers let no test click
 * their own menus). The files were made by LibreOffice from the essays of
 * test/support/documents/essays.ts (scripts/make-document-fixtures.ts).
 */
describe.each(suiteBrowsers())('documents linked from a page, in %s', (name) => {
  let ext: CrossExtension;
  let site: LmsSite;
  let storage: StorageSite;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
    site = await startLmsSite([...READABLE, ...REFUSED]);
    storage = await startStorageSite();
    const signIn = await ext.browser.openPage(site.loginUrl);
    await signIn.fill('input[name=as]', 'teacher');
    await signIn.click('button');
    tabId = await ext.tabIdOf(site.pageUrl);
  });

  afterAll(async () => {
    await storage?.close();
    await site?.close();
    await ext?.close();
  });

  beforeEach(() => ext.service.control.clearLogs());

  const latest = async (): Promise<CheckGroup['checks']> => {
    const reply = await ext.ask<CheckGroup>('checks/latest', { tabId });
    return reply.ok ? reply.value.checks : [];
  };

  /** The checks of the document at `path`, once done. */
  const checkLink = async (path: string): Promise<CheckGroup['checks']> => {
    const started = await ext.ask<CheckGroup>('checks/start-document', {
      tabId,
      url: site.url(path),
      kinds: ['ai-text', 'moderation'],
      rerun: true,
    });
    expect(started.ok ? '' : started.error.message).toBe('');
    const ids = started.ok ? started.value.ids : [];
    let checks: CheckGroup['checks'] = [];
    await expect
      .poll(async () => {
        const got = await ext.ask<CheckGroup>('checks/get', { ids });
        checks = got.ok ? got.value.checks : [];
        return checks.map((c) => c.status);
      })
      .toEqual(['done', 'done']);
    return checks;
  };

  it.each([
    ['/files/essay.docx', ESSAY],
    ['/files/essay.odt', ESSAY],
    ['/files/essay.rtf', ESSAY],
    ['/files/essay.txt', ESSAY],
    ['/files/revised-essay.docx', REVISED_ESSAY],
    ['/files/revised-essay.odt', REVISED_ESSAY],
    ['/files/revised-essay.rtf', REVISED_ESSAY],
    ['/files/japanese-essay.docx', JAPANESE_ESSAY],
    ['/files/japanese-essay.rtf', JAPANESE_ESSAY],
    ['/files/essay-utf16.txt', ESSAY],
  ])('checks the text of %s exactly, named by its file', async (path, essay) => {
    const [ai, moderation] = await checkLink(path);
    expect(ai?.input).toBe(expectedText(essay));
    expect(moderation?.input).toBe(expectedText(essay));
    expect(ai?.source).toMatchObject({
      title: path.split('/').pop(),
      unpainted: 'document',
      url: site.url(path),
    });
    // Nothing left out in silence: pictures, comments, headers and footers counted.
    const counted = { pictures: picturesIn(essay), comments: commentsIn(essay) };
    expect(ai?.source.leftOut).toEqual(
      path.endsWith('.txt')
        ? undefined
        : documentLeftOut({ ...counted, headers: headersIn(essay) }).leftOut,
    );
  });

  it('checks a PDF’s text, with its pages', async () => {
    const [ai] = await checkLink('/files/essay.pdf');
    expect(words(ai?.input ?? '')).toEqual(words(expectedText(ESSAY)));
    expect(ai?.source.pdfPageStarts).toEqual([0]);
    expect(ai?.source.title).toBe('essay.pdf');
  });

  it('reads a document saved as HTML block by block, in the hidden page', async () => {
    const [ai] = await checkLink('/files/essay.html');
    const lines = ai?.input.split('\n') ?? [];
    expect(lines).toContain('What people come for');
    expect(lines).toContain('Free access to computers and printers');
    expect(lines).toContain('3,870');
    expect(ai?.source.title).toBe('essay.html');
  });

  it('reads a download link with no extension by its bytes, named as the site names it, with the user’s session', async () => {
    const [ai] = await checkLink('/download?id=3');
    expect(ai?.input).toBe(expectedText(ESSAY));
    expect(ai?.source.title).toBe('submission.docx');
    // Fetched with the platform's session: the site would have sent its sign-in page otherwise.
    expect(site.requests.filter((r) => r.path === '/download?id=3').at(-1)?.signedIn).toBe(true);
  });

  it('shows the result in the popup, naming the file', async () => {
    await checkLink('/files/essay.docx');
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=document-note]');
    expect(await popup.text('.results .source')).toBe('Document: essay.docx');
    expect(await popup.text('[data-testid=document-note]')).toMatch(/read from the file/);
    // Nothing left out in silence: the essay's photo was not read.
    expect(await popup.text('[data-testid=left-out-pictures]')).toBe(
      '1 picture in the file was not read: only its text was checked.',
    );
    await popup.close();
    // A teacher's comments and the page's header and footer: left out, and said.
    await checkLink('/files/revised-essay.odt');
    const revised = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await revised.waitFor('[data-testid=left-out-headers]');
    expect(await revised.text('[data-testid=left-out-comments]')).toBe(
      '2 comments in the file were left out: comments are not the writing.',
    );
    expect(await revised.text('[data-testid=left-out-headers]')).toBe(
      '2 page headers and footers were left out: they repeat on every page and are not the writing.',
    );
    await revised.close();
  });

  it('refuses every bad input with its reason, before anything is sent', async () => {
    for (const bad of REFUSED) {
      const started = await ext.ask<CheckGroup>('checks/start-document', {
        tabId,
        url: site.url(bad.path),
        kinds: ['ai-text', 'moderation'],
      });
      expect(started.ok ? 'sent' : started.error.message, bad.path).toMatch(bad.reason);
      expect(started.ok ? undefined : started.error.code, bad.path).toBe(bad.code);
    }
    const sent = ext.service.control.requests.filter(
      (r) => r.path.includes('/writer-detector/') || r.path.includes('/moderation'),
    );
    expect(sent).toEqual([]);
    expect(await latest()).not.toContainEqual(expect.objectContaining({ status: 'pending' }));
  });

  it('names a file host the extension may not read, and says whether it can be allowed', async () => {
    // Another site ([::1]): the loopback build has no host access to it, and plain http off
    // 127.0.0.1/localhost is not among the optional ones. The browser fails the request as a
    // bare network error; the check fails naming the site, as an image's does.
    // The link is on a page of this computer (127.0.0.1): a public page's link into the local
    // network is refused before any fetch (see REFUSED).
    const elsewhere = await ext.startPageServer(
      { '/files/essay.txt': new TextEncoder().encode(expectedText(ESSAY)) },
      '::1',
    );
    const { page, tabId: localTab } = await ext.openTab(ext.pages.url('article.html?links=1'));
    try {
      const url = elsewhere.url('files/essay.txt');
      const started = await ext.ask<CheckGroup>('checks/start-document', {
        tabId: localTab,
        url,
        kinds: ['ai-text', 'moderation'],
      });
      expect(started.ok ? '' : started.error.message).toBe('');
      const checks = started.ok ? started.value.checks : [];
      const host = new URL(url).host;
      expect(checks.map((c) => c.status)).toEqual(['failed', 'failed']);
      expect(checks[0]).toMatchObject({
        source: { title: 'essay.txt', unpainted: 'document', url },
        error: {
          kind: 'permission',
          code: 'host-access',
          site: new URL(url).origin,
          words: { key: 'error_fileSiteNotGrantable', args: [host] },
        },
      });
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${localTab}`);
      try {
        await popup.waitFor('[data-testid=site-not-grantable]');
        expect(await popup.text('[data-testid=site-not-grantable]')).toBe(
          `${host} is a plain http site: Authenticity Lens cannot be allowed to read it.`,
        );
        expect(await popup.count('[data-testid=allow-file-site]')).toBe(0);
        // Said once for the document, not under each of its two checks.
        expect(await popup.count('[data-testid=site-not-grantable]')).toBe(1);
      } finally {
        await popup.close();
      }
    } finally {
      await page.close();
      await elsewhere.close();
    }
  });

  it('checks a file the platform keeps on its storage host, with the platform’s session on the platform only', async () => {
    // Canvas' shape: the course's download route answers with a redirect to its file host, the
    // file's address signed with a token. The user is signed in on the file host too.
    const signedIn = await ext.browser.openPage(storage.signInUrl);
    await signedIn.close();
    const link = '/courses/7/files/12/download?download_frd=1';
    const stored = new URL(storage.fileUrl('essay.docx'));
    site.redirect(link, stored.href);
    const [ai] = await checkLink(link);
    expect(ai?.input).toBe(expectedText(ESSAY));
    expect(ai?.source).toMatchObject({ title: 'essay.docx', url: site.url(link) });
    expect(site.requests.filter((r) => r.path === link).at(-1)?.signedIn).toBe(true);
    // The file host got the token the platform put in the address, and nothing else of the
    // user's: no cookie (not the platform's, not its own), no Referer, no credentials.
    expect(storage.requests.filter((r) => r.path.startsWith('/f/'))).toEqual([
      { path: stored.pathname + stored.search },
    ]);
    // Its own cookie was there to send: the browser sends it to the file host's page.
    const again = await ext.browser.openPage(storage.signInUrl);
    await again.close();
    expect(storage.requests.at(-1)?.cookie).toBe('store=s1gned');
  });

  it('does not take the platform’s session back when its file host sends the request back to it', async () => {
    const link = '/courses/7/files/13/download';
    site.redirect(link, storage.redirectUrl(site.url('/files/essay.docx')));
    const before = site.requests.length;
    const started = await ext.ask<CheckGroup>('checks/start-document', {
      tabId,
      url: site.url(link),
      kinds: ['ai-text', 'moderation'],
    });
    // Without the session the platform answers its sign-in page, which is refused as one.
    expect(started.ok ? 'sent' : started.error.code).toBe('web-page');
    const asked = site.requests.slice(before).filter((r) => r.path !== '/favicon.ico');
    expect(asked.map((r) => [r.path, r.signedIn])).toEqual([
      [link, true],
      ['/files/essay.docx', false],
      [`/login?next=${encodeURIComponent('/files/essay.docx')}`, false],
    ]);
    const sent = ext.service.control.requests.filter(
      (r) => r.path.includes('/writer-detector/') || r.path.includes('/moderation'),
    );
    expect(sent).toEqual([]);
  });

  it('names the file host a platform’s link redirects to when it may not be read, as for a direct link', async () => {
    // The platform on this computer (127.0.0.1, so its link may lead to [::1]), its file host
    // at [::1]: plain http off 127.0.0.1/localhost, which cannot be allowed.
    const elsewhere = await startStorageSite('::1');
    const local = site.url('').replace('news.test', '127.0.0.1');
    const signIn = await ext.browser.openPage(`${local}/login`);
    try {
      await signIn.fill('input[name=as]', 'teacher');
      await signIn.click('button');
      const localTab = await ext.tabIdOf(`${local}/course/submissions`);
      const link = '/courses/7/files/14/download';
      site.redirect(link, elsewhere.fileUrl('essay.txt'));
      const started = await ext.ask<CheckGroup>('checks/start-document', {
        tabId: localTab,
        url: `${local}${link}`,
        kinds: ['ai-text', 'moderation'],
      });
      expect(started.ok ? '' : started.error.message).toBe('');
      const checks = started.ok ? started.value.checks : [];
      const host = new URL(elsewhere.origin).host;
      expect(checks.map((c) => c.status)).toEqual(['failed', 'failed']);
      expect(checks[0]?.error).toMatchObject({
        kind: 'permission',
        code: 'host-access',
        site: elsewhere.origin,
        words: { key: 'error_fileSiteNotGrantable', args: [host] },
      });
      expect(elsewhere.requests.filter((r) => r.cookie ?? r.referer)).toEqual([]);
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${localTab}`);
      try {
        await popup.waitFor('[data-testid=site-not-grantable]');
        expect(await popup.text('[data-testid=site-not-grantable]')).toBe(
          `${host} is a plain http site: Authenticity Lens cannot be allowed to read it.`,
        );
      } finally {
        await popup.close();
      }
    } finally {
      await signIn.close();
      await elsewhere.close();
    }
  });
});
