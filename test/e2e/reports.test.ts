import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import type { HighlightKind } from '../../src/shared/text-checks/highlight-names.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { paintedRanges } from './support/highlight-ranges.ts';
import { axeViolations } from './support/look-at.ts';
import { selectElement } from './support/select-element.ts';
import { drawImage } from './support/draw-images.ts';
import { finishedImageCheck, startImageCheck } from './support/image-check.ts';
import { maskCoverage } from '../../src/shared/mask/rle.ts';
import { bareText, pagesInGrey, readPdf } from './support/printed-pdf.ts';
import { pictureReport, reportLoads, saveAndOpenReport } from './support/saved-report.ts';

/** Marks compared as words: the page's ranges and the report's text differ in white space only. */
const words = (texts: readonly string[]): string[] =>
  texts.map((t) => t.replace(/\s+/g, ' ').trim()).sort();

/**
 * "Save report" from the popup and the history: the saved file opened on its own (file://),
 * showing the whole checked text with the marks the page shows, fetching nothing, running nothing,
 * and passing axe's rules; with SCREENSHOTS_DIR set, pictured on screen and as printed.
 */
describe.each(suiteBrowsers())('reports of checks, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let page: DriverPage;
  let tabId: number;

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      // "ai" in a file name makes the local service find AI pixels in it.
      pageFiles: async (helper) => ({
        '/images/ai-photo.jpg': await drawImage(helper, {
          width: 1024,
          height: 768,
          type: 'image/jpeg',
        }),
      }),
    });
    ({ browser } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('essay.html')));
  });

  afterAll(() => ext?.close());

  const saveAndOpen = (from: DriverPage, button: string) =>
    saveAndOpenReport(browser, from, button);

  /** The report's marks of one kind, each one's text whole, by its number in the report. */
  const reportMarks = (report: DriverPage, attribute: string, className?: string) =>
    report.evaluate(
      ([attr, cls]) => {
        const byIndex = new Map<string, string>();
        for (const span of document.querySelectorAll(`.checked-text span[${attr}]`)) {
          if (cls && !span.classList.contains(cls)) continue;
          for (const index of span.getAttribute(attr)!.split(' ')) {
            byIndex.set(index, (byIndex.get(index) ?? '') + span.textContent);
          }
        }
        return [...byIndex.values()];
      },
      [attribute, className ?? ''] as const,
    );

  const painted = (kind: HighlightKind) => paintedRanges(ext.helper, tabId, page, kind);

  it('saves a text check with phrases as a report that shows the page’s marks, offline', async () => {
    await selectElement(page, 'long');
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=check-selection]:not([disabled])');
    await popup.click('[data-testid=check-selection]');
    await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-phrases]');
    await popup.waitFor('[data-kind=moderation][data-status=done] .chips');
    await expect.poll(async () => (await painted('phrase')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await painted('cybersecurity-v1')).length).toBe(1);
    const latest = await askExtension<CheckGroup>(popup, 'checks/latest', { tabId });
    if (!latest.ok) throw new Error(latest.error.message);
    const input = latest.value.checks[0]!.input;

    const { report, html } = await saveAndOpen(popup, '[data-testid=save-report]');
    await report.waitFor('[data-testid=report-text]');
    // The whole text, character for character.
    expect(
      await report.evaluate(() => document.querySelector('.checked-text')?.textContent, null),
    ).toBe(input);
    // The same marks as the page: AI sections, AI phrases, the flagged passage.
    expect(words(await reportMarks(report, 'data-sections', 'sec-ai'))).toEqual(
      words(await painted('ai')),
    );
    expect(words(await reportMarks(report, 'data-phrases'))).toEqual(
      words(await painted('phrase')),
    );
    expect(words(await reportMarks(report, 'data-flags'))).toEqual(
      words(await painted('cybersecurity-v1')),
    );
    // Nothing fetched, nothing run.
    expect(await reportLoads(report)).toEqual({ resources: 0, scripts: 0 });
    expect(html).toContain("default-src 'none'");
    expect(await axeViolations(report)).toEqual([]);

    await pictureReport(report, name, 'report-text');
    await report.close();
    await popup.close();
  });

  it('saves the same report as a PDF: the report page opens, prints itself, and its PDF reads as the saved file', async () => {
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-phrases]');
    const { report: saved } = await saveAndOpen(popup, '[data-testid=save-report]');
    // The saved file's text as it prints (a flagged passage's label names follow it: CSS
    // ::after), but its foot, which says when it was made.
    const before = bareText(
      await saved.evaluate(() => {
        const copy = document.body.cloneNode(true) as HTMLElement;
        for (const end of copy.querySelectorAll<HTMLElement>('.flag-end'))
          end.append(` [${end.dataset['flagNames']}]`);
        copy.querySelector('footer')!.remove();
        return copy.textContent;
      }, null),
    );

    const page = await browser.openedBy('src/report/index.html', () =>
      popup.click('[data-testid=save-pdf]'),
    );
    // Shown, then the print dialog asked for once (headless: it returns at once) and the wish to
    // print dropped from the address, so a reload would not print again.
    await page.waitFor('html[data-print-asked=yes] [data-testid=report-text]');
    expect(await page.evaluate(() => location.search, null)).toMatch(/^\?checks=[\w%,-]+$/);
    expect(await page.isVisible('[data-testid=print-report]')).toBe(true);

    const pdf = await page.pdf();
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBeGreaterThan(0);
    const printed = bareText(text);
    // The saved file's text, then its foot as this page made it (its time may be a minute on).
    const footer = bareText(
      await page.evaluate(() => document.querySelector('footer')!.textContent, null),
    );
    expect(footer).toMatch(/\d/);
    expect(printed).toBe(before + footer);
    // Every mark's text is in the PDF, and the print bar is not.
    for (const [attribute, cls] of [
      ['data-sections', 'sec-ai'],
      ['data-phrases', undefined],
      ['data-flags', undefined],
    ] as const) {
      const marks = await reportMarks(page, attribute, cls);
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(printed).toContain(bareText(mark));
    }
    expect(printed).not.toContain(bareText(await page.text('[data-testid=print-report]')));
    expect(await axeViolations(page)).toEqual([]);

    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
      await mkdir(join(dir, name), { recursive: true });
      pagesInGrey(pdf, join(dir, name, 'report-pdf-grey'));
      await page.setSize(900, 1200);
      await page.screenshot(join(dir, name, 'report-page-light.png'), 'light');
    }
    await page.close();
    await saved.close();
    await popup.close();
  });

  it('saves the same one report from the history, from either check of the request', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const entry = (kind: string) => `[data-testid=history] li[data-kind=${kind}]`;
    await options.waitFor(`${entry('moderation')} [data-testid=save-report]`);
    const bodies: string[] = [];
    for (const kind of ['ai-text', 'moderation']) {
      const { report } = await saveAndOpen(options, `${entry(kind)} [data-testid=save-report]`);
      await report.waitFor('[data-testid=report-phrases]');
      // Both checks of the request in one report: AI sections and phrases, and the flags.
      expect(await report.count('.checked-text .phrase')).toBeGreaterThan(0);
      expect(await report.count('.checked-text [data-flags]')).toBeGreaterThan(0);
      expect(await report.count('[data-testid=report-flags]')).toBe(1);
      expect(await report.count('[data-testid=report-text]')).toBe(1);
      expect(await report.text('[data-testid=report-fingerprint]')).toMatch(/^[0-9a-f]{64}$/);
      // The page's own time of saving (its foot) aside, the same report.
      bodies.push(
        await report.evaluate(() => document.querySelector('main')?.innerHTML ?? '', null),
      );
      await report.close();
    }
    expect(bodies[1]).toBe(bodies[0]);
    // And as a PDF from there: the report page for that check, read from the history too.
    const printable = await browser.openedBy('src/report/index.html', () =>
      options.click('[data-testid=history] li[data-kind=ai-text] [data-testid=save-pdf]'),
    );
    await printable.waitFor('html[data-print-asked=yes] [data-testid=report-phrases]');
    // The request's whole group there too: the phrases and the moderation's flags.
    expect(await printable.count('.checked-text .phrase')).toBeGreaterThan(0);
    expect(await printable.count('.checked-text [data-flags]')).toBeGreaterThan(0);
    await printable.close();
    await options.close();
  });

  it('saves an image check with the picture and its mask beside it, the mask as the record’s', async () => {
    const images = await ext.openTab(ext.pages.url('images.html'));
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${images.tabId}`);
    const started = await startImageCheck(
      popup,
      images.tabId,
      ext.pages.url('images/ai-photo.jpg'),
    );
    if (!started.ok) throw new Error(started.error.message);
    const check = await finishedImageCheck(popup, started.value.ids[0]!);
    const result = check.result!;
    const coverage = maskCoverage(result.result!, { width: 1024, height: 768 });
    if (!coverage.ok) throw new Error('no mask');
    expect(coverage.value.ai).toBeGreaterThan(0);
    await popup.reload();
    await popup.waitFor('[data-testid=image-result]');

    const { report } = await saveAndOpen(popup, '[data-testid=save-report]');
    await report.waitFor('[data-testid=report-mask]');
    expect(await report.count('[data-testid=report-image]')).toBe(1);
    // The mask, drawn from the record's runs at 800 px wide: the same share of its pixels.
    const drawn = await report.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=report-mask]')!;
      await img.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
      return { width: canvas.width, height: canvas.height, share: painted / (data.length / 4) };
    }, null);
    expect(drawn).toMatchObject({ width: 800, height: 600 });
    expect(Math.abs(drawn.share - coverage.value.ai)).toBeLessThan(0.01);
    expect(await axeViolations(report)).toEqual([]);
    await pictureReport(report, name, 'report-image');
    await report.close();
    await popup.close();
    await images.page.close();
  });
});

/**
 * The report page in the dark scheme: the report and its print bar readable (axe's contrast
 * rules) as the browser shows them before printing; with SCREENSHOTS_DIR set, pictured.
 */
describe.each(suiteBrowsers())('the printable report page in the dark, in %s', (name) => {
  let ext: CrossExtension;

  beforeAll(async () => {
    ext = await startCrossExtension(name, { colorScheme: 'dark' });
  });

  afterAll(() => ext?.close());

  it('shows the report and its print bar legibly in the dark', async () => {
    const { page, tabId } = await ext.openTab(ext.pages.url('essay.html'));
    await selectElement(page, 'long');
    const popup = await ext.browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.waitFor('[data-testid=check-selection]:not([disabled])');
    await popup.click('[data-testid=check-selection]');
    await popup.waitFor('[data-kind=ai-text][data-status=done] [data-testid=ai-phrases]');
    const report = await ext.browser.openedBy('src/report/index.html', () =>
      popup.click('[data-testid=save-pdf]'),
    );
    await report.waitFor('html[data-print-asked=yes] [data-testid=report-text]');
    expect(
      await report.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches, null),
    ).toBe(true);
    expect(await axeViolations(report)).toEqual([]);
    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
      await mkdir(join(dir, name), { recursive: true });
      await report.setSize(900, 1200);
      await report.screenshot(join(dir, name, 'report-page-dark.png'), 'dark');
    }
    await report.close();
    await popup.close();
  });
});
