import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../fake-service/index.ts';
import {
  COMPOST_MOISTURE,
  LIGHTHOUSE_FRESNEL,
  PRINTING_GUTENBERG,
} from '../fake-service/tests/helpers/fake-internet-text.ts';
import { textPdf } from '../fake-service/tests/helpers/pdf-files.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage } from './browsers/driver.ts';
import { drawImage } from './support/draw-images.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import { legendRows } from './support/legend-note.ts';
import { selectElement } from './support/select-element.ts';
import { openTabAt } from './support/tab-at.ts';
import { startSignInSite, type SignInSite } from './support/sign-in-site.ts';
import { textScreenshot } from './support/text-screenshot.ts';
import { JOURNEY_SCAN_SETTINGS, scanOf, shownScanId } from './support/url-scan-journey.ts';

/**
 * Plagiarism checks of what the service cannot fetch by address, end to end through the relay:
 * a selection and a page behind a sign-in sent as text, a PDF as its file, an image of text for
 * OCR. The local service matches text against its small fake internet, so the passages found are
 * known to the character.
 */
const COMPOST_NOTES = [
  'Garden club notes, March',
  'We agreed to start a shared heap behind the shed this spring.',
  'Moisture should feel like a wrung-out sponge; add water in a dry summer',
  'and cover the heap during long spells of rain.',
  'Next meeting: bring cardboard and dry leaves.',
];

/** A PDF made `size` bytes long by a comment line right after its header. */
function padded(pdf: Buffer, size: number): Uint8Array {
  const header = pdf.indexOf('\n') + 1;
  const filler = Buffer.concat([
    Buffer.from('%'),
    Buffer.alloc(size - pdf.length - 2, 0x20),
    Buffer.from('\n'),
  ]);
  return new Uint8Array(Buffer.concat([pdf.subarray(0, header), filler, pdf.subarray(header)]));
}

describe.each(suiteBrowsers())('plagiarism checks of text, in %s', (name) => {
  let ext: CrossExtension;
  let site: SignInSite;

  const flat = (text: string): string => text.replace(/\s+/g, ' ').trim();
  const submits = (route: 'url' | 'file' | 'ocr', id: string): number =>
    ext.service.control.requests.filter(
      (r) => r.method === 'PUT' && r.path === `/v3/scans/submit/${route}/${id}`,
    ).length;

  const openPopup = async (tabId: number): Promise<DriverPage> => {
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=scan-page]');
    return popup;
  };

  const openPdf = (url: string): Promise<number> => openTabAt(ext.helper, url);

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      relay: { scanSettings: { ...JOURNEY_SCAN_SETTINGS, aiSourceMatch: true } },
      pageFiles: async (helper) => ({
        // The same notes padded past the 25 MB the service takes (a comment after the header;
        // pdf.js finds the objects again): sent as their text.
        '/plagiarism/compost-notes-large.pdf': padded(textPdf(COMPOST_NOTES), 26 * 1024 * 1024),
        // Garden club notes quoting a composting guide, the quote broken over two lines.
        '/plagiarism/compost-notes.pdf': new Uint8Array(textPdf(COMPOST_NOTES)),
        '/plagiarism/reading-list.webp': await drawImage(helper, {
          width: 900,
          height: 600,
          type: 'image/webp',
        }),
        '/plagiarism/essay-screenshot.png': await textScreenshot(helper, [
          'Printing changed Europe faster than anyone expected.',
          PRINTING_GUTENBERG,
          'Within fifty years, presses were at work in more than two hundred cities.',
        ]),
      }),
    });
    site = await startSignInSite();
  });

  afterAll(async () => {
    await ext?.close();
    await site?.close();
  });

  beforeEach(() => ext.service.control.clearLogs());

  it('checks a selection: sent as text, its sources found and the passages painted exactly', async () => {
    const { page, tabId } = await ext.openTab(
      ext.pages.publicUrl('plagiarism/essay-with-quote.html'),
    );
    await selectElement(page, 'essay');
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=scan-selection]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);

    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the selected text, as the file “Week 7 essay Machines of light and print Coursebook \(selection\)\.txt”/,
    );
    expect(submits('file', id)).toBe(1);
    expect(submits('url', id)).toBe(0);
    // The two quoted sentences' sources (the printing one tagged as AI-written); the hidden
    // decoy (a composting sentence) was not sent.
    const sources = await popup.text('[data-testid=scan-sources]');
    expect(sources).toContain('history of lighthouse keepers');
    expect(sources).toContain('How the printing press changed the world');
    expect(sources).not.toMatch(/compost/i);
    expect(await popup.count('[data-testid=scan-ai-source]')).toBe(1);
    const quotes = await popup.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid=scan-passages] li q')].map(
          (q) => q.textContent ?? '',
        ),
      null,
    );
    expect(quotes.map(flat)).toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);

    // Painted where they are on the page, each from its first word to its full stop, no more.
    await expect
      .poll(async () => (await paintedRanges(popup, tabId, page, 'match')).map(flat))
      .toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);

    // The report comes from the export the passages were read from: no second export.
    await popup.click('[data-testid=scan-download-report]');
    await popup.waitFor('[data-testid=scan-report-saved]');
    const exports = ext.service.control.requests.filter((r) =>
      r.path.includes(`/downloads/${id}/export/`),
    );
    expect(exports).toHaveLength(1);
    await popup.close();
    await page.close();
  });

  it('scans a page behind a sign-in as its text, never as its sign-in page, and lets the user switch', async () => {
    // Signed in as a person would: the form, then the site's redirect to the essay.
    const signIn = await ext.browser.openPage(site.loginUrl);
    await signIn.fill('input[name=as]', 'ann');
    await signIn.click('button');
    const tabId = await ext.tabIdOf(site.essayUrl);
    const popup = await openPopup(tabId);

    // Said before sending: without the session the address leads to the sign-in page.
    await popup.waitFor('[data-testid=scan-plan][data-route=text]');
    expect(await popup.text('[data-testid=scan-plan]')).toMatch(
      /^Scanning this page sends the page’s text \([\d,]+ words\), as the file “Week 7 essay Machines of light and print Coursebook\.txt”.*leads to news\.test:\d+\/login/,
    );
    await popup.click('[data-testid=scan-route-switch]');
    await popup.waitFor('[data-testid=scan-plan][data-route=url]');
    expect(await popup.text('[data-testid=scan-route-switch]')).toBe('Send the text instead');
    await popup.click('[data-testid=scan-route-switch]');
    await popup.waitFor('[data-testid=scan-plan][data-route=text]');

    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);
    expect(submits('file', id)).toBe(1);
    const record = (await scanOf(popup, id)) as unknown as { input: string };
    expect(record.input).toContain('Augustin Fresnel');
    expect(record.input).not.toContain('Sign in to Coursebook');
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(/^Sent the page’s text/);
    // The comparison was one anonymous visit; the service itself never fetched the site.
    expect(site.requests.some((r) => r.path === '/course/week-6/essay' && !r.signedIn)).toBe(true);
    expect(site.requests.some((r) => /FakeCrawler/i.test(r.agent))).toBe(false);
    await popup.close();
  });

  it('scans a PDF as its file, quoting the passages from the service’s copy', async () => {
    const url = ext.pages.url('plagiarism/compost-notes.pdf');
    const tabId = await openPdf(url);
    const popup = await openPopup(tabId);
    await popup.waitFor('[data-testid=scan-plan][data-route=file]');
    expect(await popup.text('[data-testid=scan-page]')).toBe('Scan this PDF for plagiarism');
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);
    expect(submits('file', id)).toBe(1);
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the PDF file “compost-notes\.pdf” \(\d+\.\d MB\)/,
    );
    // The service read the file's own text, and the passage is quoted as it has it.
    const scanned = ext.service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === id);
    expect(scanned?.totalWords).toBe(45);
    expect(flat(await popup.text('[data-testid=scan-passages] li q'))).toBe(COMPOST_MOISTURE);
    expect(await popup.text('[data-testid=scan-sources]')).toContain('Composting at home');

    // The same file again: answered from history, nothing sent or spent.
    await popup.click('[data-testid=scan-page]');
    await popup.waitForText('Answered from history');
    const again = await shownScanId(popup, tabId);
    expect(again).not.toBe(id);
    expect(submits('file', again)).toBe(0);
    expect(ext.service.control.requests.filter((r) => r.path.includes('/submit/'))).toHaveLength(1);
    await popup.close();
  });

  it('checks the text of an image through the service’s OCR, and tags an AI-written source', async () => {
    const { tabId } = await ext.openTab(ext.pages.url('plagiarism/screenshot.html'));
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=find-images]');
    await popup.click('[data-testid=scan-image-text]');
    await popup.waitFor('[data-testid=scan-score]');
    const id = await shownScanId(popup, tabId);
    expect(submits('ocr', id)).toBe(1);
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the image “essay-screenshot\.png”, for the service to read its text.*“en”/,
    );
    expect(await popup.text('[data-testid=scan-sources]')).toContain('printing press');
    expect(await popup.count('[data-testid=scan-ai-source]')).toBe(1);
    await popup.close();
  });

  it('converts a WebP image to PNG for the OCR, and shows the service’s answer when it finds no text', async () => {
    const { tabId } = await ext.openTab(ext.pages.url('plagiarism/webp-screenshot.html'));
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=find-images]');
    await popup.click('[data-testid=scan-image-text]');
    await popup.waitFor('[data-testid=url-scan][data-status=failed]');
    const id = await shownScanId(popup, tabId);
    expect(submits('ocr', id)).toBe(1);
    const record = (await scanOf(popup, id)) as unknown as { submission: { filename: string } };
    expect(record.submission.filename).toBe('reading-list.png');
    // The local service reads no pixels: a converted picture has no text for it.
    expect(await popup.text('[data-testid=url-scan] [role=alert]')).toContain(
      'No text was found in the image',
    );
    await popup.close();
  });

  it('scans a PDF over the service’s file limit as its text', async () => {
    const url = ext.pages.url('plagiarism/compost-notes-large.pdf');
    const tabId = await openPdf(url);
    const popup = await openPopup(tabId);
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);
    expect(submits('file', id)).toBe(1);
    expect(await popup.text('[data-testid=scan-sent]')).toMatch(
      /^Sent the PDF’s text, as the file “compost-notes-large\.txt”\. The PDF is larger than the service takes/,
    );
    expect(flat(await popup.text('[data-testid=scan-passages] li q'))).toBe(COMPOST_MOISTURE);
    await popup.close();
  });

  it('paints the passages of a public page scanned by its address where the reader sees them', async () => {
    const { page, tabId } = await ext.openTab(
      ext.pages.publicUrl('plagiarism/essay-with-quote.html'),
    );
    const popup = await openPopup(tabId);
    await popup.waitFor('[data-testid=scan-plan][data-route=url]');
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    const id = await shownScanId(popup, tabId);
    expect(submits('url', id)).toBe(1);
    // The service crawled the page's HTML, hidden decoy included: its match is quoted, but only
    // what the reader sees is painted.
    const quotes = await popup.evaluate(
      () =>
        [...document.querySelectorAll('[data-testid=scan-passages] li q')].map(
          (q) => q.textContent ?? '',
        ),
      null,
    );
    expect(quotes.map(flat)).toEqual(
      expect.arrayContaining([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG, COMPOST_MOISTURE]),
    );
    await expect
      .poll(async () => (await paintedRanges(popup, tabId, page, 'match')).map(flat))
      .toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);
    expect(flat(await popup.text('[data-testid=scan-passages] li[data-on-page=false]'))).toMatch(
      /^Moisture should feel.*· not in the text shown on the page$/,
    );
    await popup.close();
    await page.close();
  });

  it('keeps a check’s marks and a scan’s passages apart: each stays while the other is cleared', async () => {
    const { page, tabId } = await ext.openTab(
      ext.pages.publicUrl('plagiarism/checked-and-scanned.html'),
    );
    const popup = await openPopup(tabId);
    const ranges = (kind: 'ai' | 'human' | 'match'): Promise<string[]> =>
      paintedRanges(popup, tabId, page, kind);
    const checkMarks = async (): Promise<number> =>
      (await ranges('ai')).length + (await ranges('human')).length;
    const passages = async (): Promise<string[]> => (await ranges('match')).map(flat);
    const layers = async (): Promise<string[]> =>
      (await legendRows(popup, tabId)).map((row) => row.layer);

    // Checked for AI: its sections marked (the paragraph tagged #ai is AI-written).
    await popup.click('[data-testid=check-page]');
    await popup.waitFor('[data-testid=ai-share]');
    await expect.poll(async () => (await ranges('ai')).length).toBeGreaterThan(0);
    const marks = await checkMarks();

    // Then scanned: its passages painted beside the marks, which stay; one legend, a row each.
    await popup.waitFor('[data-testid=scan-plan][data-route=url]');
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-passages] li');
    await expect.poll(passages).toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);
    expect(await checkMarks()).toBe(marks);
    await expect.poll(layers).toEqual(['check', 'scan']);

    // The scan's passages cleared alone: the AI marks stay.
    await popup.click('[data-testid=clear-passages]');
    await expect.poll(passages).toEqual([]);
    expect(await checkMarks()).toBe(marks);
    await expect.poll(layers).toEqual(['check']);

    // Painted again, then the AI marks cleared alone: the passages stay.
    await popup.click('[data-testid=show-passages]');
    await expect.poll(passages).toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);
    await expect.poll(layers).toEqual(['check', 'scan']);
    await popup.click('[data-testid=clear-highlights]');
    await expect.poll(checkMarks).toBe(0);
    expect(await passages()).toEqual([LIGHTHOUSE_FRESNEL, PRINTING_GUTENBERG]);
    await expect.poll(layers).toEqual(['scan']);
    await popup.close();
    await page.close();
  });
});
