import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers } from './browsers/driver.ts';
import { startLmsSite, type LmsSite } from './support/lms-site.ts';
import { JOURNEY_SCAN_SETTINGS, shownScanId } from './support/url-scan-journey.ts';
import { ESSAY, expectedText } from '../support/documents/essays.ts';
import { looker } from './support/look-at.ts';

/**
 * "Scan this document for plagiarism" on a link in a learning platform's page, through the relay:
 * the file itself when the service takes its type (the local service lists txt, html and pdf in
 * GET supported-file-types, as the real one lists its own), else the text read here, as a .txt
 * file; the popup says which was sent and why. A file that cannot be read is refused first.
 */
describe.each(suiteBrowsers())('plagiarism scans of linked documents, in %s', (name) => {
  let ext: CrossExtension;
  let site: LmsSite;
  let tabId: number;

  const submits = (id: string): number =>
    ext.service.control.requests.filter(
      (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/file/${id}`,
    ).length;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
    });
    site = await startLmsSite([
      {
        path: '/files/essay.pdf',
        label: 'essay.pdf',
        file: 'essay.pdf',
        contentType: 'application/pdf',
      },
      {
        path: '/download?id=7',
        label: 'essay (Word)',
        file: 'essay.docx',
        contentType: 'application/octet-stream',
        attachmentName: 'Week 7 essay.docx',
      },
      {
        path: '/files/legacy.doc',
        label: 'legacy.doc',
        file: 'legacy-essay.doc',
        contentType: 'application/msword',
      },
    ]);
    const signIn = await ext.browser.openPage(site.loginUrl);
    await signIn.fill('input[name=as]', 'teacher');
    await signIn.click('button');
    tabId = await ext.tabIdOf(site.pageUrl);
  });

  afterAll(async () => {
    await site?.close();
    await ext?.close();
  });

  const scan = async (path: string): Promise<string> => {
    const started = await ext.ask<{ id: string }>('scans/start-document', {
      tabId,
      url: site.url(path),
    });
    expect(started.ok ? '' : started.error.message).toBe('');
    return started.ok ? started.value.id : '';
  };

  it('sends a PDF as its file, and a Word file the service does not take as its text, saying which', async () => {
    const pdf = await scan('/files/essay.pdf');
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=url-scan][data-status=done]');
    expect(await shownScanId(popup, tabId)).toBe(pdf);
    expect(submits(pdf)).toBe(1);
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the PDF file “essay\.pdf” \(\d+\.\d MB\)\. The PDF was fetched with your session/,
    );
    await popup.close();

    const docx = await scan('/download?id=7');
    const again = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await again.waitFor('[data-testid=url-scan][data-status=done]');
    expect(await shownScanId(again, tabId)).toBe(docx);
    expect(submits(docx)).toBe(1);
    expect(await again.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the document’s text, as the file “Week 7 essay\.txt”\. The service does not take \.docx files, so the document’s text, read here, is sent\./,
    );
    // The service read exactly the essay's words.
    const scanned = ext.service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === docx);
    expect(scanned?.totalWords).toBe(expectedText(ESSAY).split(/\s+/).length);
    await again.close();
  });

  it('keeps a scan of a file on a site it may not read as a failed scan that names the site', async () => {
    // Another site ([::1]): no host access in the loopback build, and plain http off this
    // computer cannot be allowed, so the popup says so with no button (the Allow path, which
    // starts the scan again, is the worker's integration test: linked-document-access).
    const elsewhere = await ext.startPageServer(
      { '/files/essay.txt': new TextEncoder().encode(expectedText(ESSAY)) },
      '::1',
    );
    // The link is on a page of this computer: a public page's link into the local network is
    // refused before any fetch.
    const { page, tabId: localTab } = await ext.openTab(ext.pages.url('article.html?links=1'));
    try {
      const url = elsewhere.url('files/essay.txt');
      const host = new URL(url).host;
      const before = ext.service.control.requests.filter((r) => r.path.includes('/submit/'));
      const started = await ext.ask<{ id: string; status: string }>('scans/start-document', {
        tabId: localTab,
        url,
      });
      expect(started.ok ? started.value.status : started.error.message).toBe('failed');
      const id = started.ok ? started.value.id : '';
      const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${localTab}`);
      try {
        await popup.waitFor('[data-testid=url-scan][data-status=failed]');
        expect(await shownScanId(popup, localTab)).toBe(id);
        expect(await popup.text('[data-testid=site-not-grantable]')).toBe(
          `${host} is a plain http site: Authenticity Lens cannot be allowed to read it.`,
        );
        expect(await popup.count('[data-testid=allow-file-site]')).toBe(0);
        expect(await popup.count('[data-testid=scan-sent]')).toBe(0);
        // Firefox takes its scheme at launch only; Chromium's is switched for each look.
        const schemes = name === 'firefox' ? (['light'] as const) : (['light', 'dark'] as const);
        for (const scheme of schemes) {
          expect(await looker(name, scheme)(popup, 'document-scan-site-not-allowed')).toEqual([]);
        }
      } finally {
        await popup.close();
      }
      expect(ext.service.control.requests.filter((r) => r.path.includes('/submit/'))).toEqual(
        before,
      );
    } finally {
      await page.close();
      await elsewhere.close();
    }
  });

  it('refuses a file it cannot read before sending anything', async () => {
    const before = ext.service.control.requests.filter((r) => r.path.includes('/submit/')).length;
    const started = await ext.ask('scans/start-document', {
      tabId,
      url: site.url('/files/legacy.doc'),
    });
    expect(started.ok ? 'sent' : started.error.message).toMatch(/older Word document \(\.doc\)/);
    expect(ext.service.control.requests.filter((r) => r.path.includes('/submit/'))).toHaveLength(
      before,
    );
  });
});
