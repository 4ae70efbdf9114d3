import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckGroup, Selection } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers } from './browsers/driver.ts';
import { openTabAt } from './support/tab-at.ts';
import { aiSections } from '../../src/shared/checks/text-results.ts';
import { describePages, pagesOf } from '../../src/shared/pdf/pdf-layout.ts';
import { translatorIn } from '../support/i18n/translator-in.ts';
import {
  FORM_LABELS,
  FORM_NOTE,
  FORM_VALUES,
  JAPANESE_PARAGRAPHS,
  PAPER_PARAGRAPHS,
  PAPER_TITLE,
} from '../support/pdf/fixture-texts.ts';

/** A text's words, its punctuation aside. */
const words = (text: string): string[] => text.split(/[\s.,;:!?()]+/).filter(Boolean);

/**
 * PDFs opened in the browser's own viewer (Chromium's, Firefox's pdf.js): "Check this PDF" reads
 * the file's text page by page with pdf.js in a hidden page of ours, names the pages holding AI
 * sections, and says why a scanned or password-protected PDF cannot be read. The files were made
 * by Chromium's print to PDF (essay.pdf: three pages, the second AI-written; scan.pdf: a picture
 * of text) and qpdf (locked.pdf: essay.pdf under a password); the others by TeX and Ghostscript
 * (scripts/make-pdf-fixtures.ts, their texts in test/support/pdf/fixture-texts.ts).
 */
describe.each(suiteBrowsers())('PDFs in the browser’s viewer, in %s', (name) => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
  });

  afterAll(() => ext?.close());

  /** A tab showing the PDF at `path` (of the page server). */
  const openPdf = (path: string): Promise<number> => openTabAt(ext.helper, ext.pages.url(path));

  const latest = async (tabId: number): Promise<CheckGroup['checks']> => {
    const reply = await ext.ask<CheckGroup>('checks/latest', { tabId });
    return reply.ok ? reply.value.checks : [];
  };

  beforeEach(() => ext.service.control.clearLogs());

  it('checks a whole PDF, page by page, and names the pages with AI sections', async () => {
    const tabId = await openPdf('pdf/essay.pdf');
    const selection = await ext.ask<Selection>('selection/get', { tabId });
    expect(selection.ok && selection.value).toMatchObject({ pdf: true, text: '' });

    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    expect(await popup.text('[data-testid=check-page]')).toBe('Check this PDF');
    expect(await popup.text('[data-testid=selection-unreadable]')).toMatch(
      /^This is a PDF\. Its viewer keeps the selection to itself/,
    );
    await popup.click('[data-testid=check-page]');
    await expect
      .poll(async () => (await latest(tabId)).map((c) => c.status))
      .toEqual(['done', 'done']);
    const [check] = await latest(tabId);
    expect(check?.input).toMatch(/^How the sea takes back the land\n\nThe coast path starts/);
    // Lines of a paragraph are joined; pages and paragraphs are apart.
    expect(check?.input).toContain(
      'along the cliff edge where the gorse grows thick and yellow in spring.\n\nMy grandmother',
    );
    expect(check?.input).toContain("Why it matters\n\n#ai In today's fast-paced world");
    expect(check?.source.pdfPageStarts).toHaveLength(3);
    expect(check?.source.unpainted).toBe('pdf');
    // Named in history by the title the PDF carries.
    expect(check?.source.title).toBe('How the sea takes back the land');
    // The AI sections (the local service's, one of them forced on page 2) named by their pages.
    const result = check?.kind === 'ai-text' ? check.result : undefined;
    const aiPages = aiSections(result!)
      .filter((s) => s.ai)
      .flatMap((s) => pagesOf(check!.source.pdfPageStarts!, s.start, s.length));
    expect(aiPages).toContain(2);
    await popup.waitFor('[data-testid=ai-pages]');
    expect(await popup.text('[data-testid=ai-pages]')).toBe(
      `In the PDF: on ${describePages(await translatorIn('en'), aiPages)}.`,
    );
    expect(await popup.text('[data-testid=paint-note]')).toContain(
      "the browser's PDF viewer does not let extensions mark its text",
    );
    await popup.close();
  });

  it('says a scanned PDF has no text and a locked one needs its password, spending nothing', async () => {
    for (const [file, reason] of [
      ['pdf/scan.pdf', /^This PDF has no text to read: its pages are pictures/],
      ['pdf/locked.pdf', /^This PDF is protected by a password/],
    ] as const) {
      const tabId = await openPdf(file);
      const started = await ext.ask<CheckGroup>('checks/start-text', {
        tabId,
        source: 'page',
        kinds: ['ai-text'],
      });
      expect(started.ok).toBe(false);
      expect(started.ok ? '' : started.error.message).toMatch(reason);
    }
    expect(
      ext.service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
    ).toEqual([]);
  });
  /** The text "Check this PDF" sent for the PDF at `path`, once its check is done. */
  const checkedText = async (path: string): Promise<string> => {
    const tabId = await openPdf(path);
    const started = await ext.ask<CheckGroup>('checks/start-text', {
      tabId,
      source: 'page',
      kinds: ['ai-text'],
    });
    expect(started.ok ? '' : started.error.message).toBe('');
    await expect.poll(async () => (await latest(tabId)).map((c) => c.status)).toEqual(['done']);
    const [check] = await latest(tabId);
    return check?.input ?? '';
  };

  it('reads Japanese PDFs whose CID font needs the CMaps, across and down the page, every character', async () => {
    for (const file of ['pdf/japanese.pdf', 'pdf/japanese-vertical.pdf']) {
      const text = await checkedText(file);
      expect(text.replace(/\s/g, '')).toBe(JAPANESE_PARAGRAPHS.join(''));
    }
  });

  it('reads a hyphenated two-column paper with no line-end hyphen kept and no word glued', async () => {
    const text = await checkedText('pdf/paper.pdf');
    const source = words([PAPER_TITLE, ...PAPER_PARAGRAPHS].join(' '));
    const read = words(text);
    expect(source.filter((word) => !read.includes(word))).toEqual([]);
    expect(read.filter((word) => !source.includes(word))).toEqual([]);
  });

  it('reads a form’s typed values by their labels, and its note', async () => {
    const text = await checkedText('pdf/form.pdf');
    FORM_LABELS.forEach((label, i) => expect(text).toContain(`${label}: ${FORM_VALUES[i]}`));
    expect(text).toContain(FORM_NOTE);
  });

  it('reads a PDF with bytes before its header, as viewers do', async () => {
    const text = await checkedText('pdf/junk-header.pdf');
    expect(words(text)).toEqual(words([PAPER_TITLE, ...PAPER_PARAGRAPHS].join(' ')));
  });

  it('refuses fonts without characters, empty pages and an XFA form, each with its reason, spending nothing', async () => {
    for (const [file, reason, key] of [
      [
        'pdf/unmapped-fonts.pdf',
        /^This PDF’s fonts carry no readable text/,
        'error_pdfUnmappedFonts',
      ],
      ['pdf/empty.pdf', /^This PDF has no pages to read, or its pages are empty/, 'error_pdfEmpty'],
      ['pdf/xfa-form.pdf', /^This PDF is an XFA form/, 'error_pdfXfa'],
    ] as const) {
      const tabId = await openPdf(file);
      const started = await ext.ask<CheckGroup>('checks/start-text', {
        tabId,
        source: 'page',
        kinds: ['ai-text'],
      });
      expect(started.ok ? 'sent' : started.error.message).toMatch(reason);
      // In the reader's language too: the popup says it from the catalogue.
      expect(started.ok ? undefined : started.error.words?.key).toBe(key);
    }
    expect(
      ext.service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
    ).toEqual([]);
  });
});
