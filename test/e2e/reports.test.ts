import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
    ext = await startCrossExtension(name);
    ({ browser } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('essay.html')));
  });

  afterAll(() => ext?.close());

  /** Clicks "Save report" in `from` and opens the file it saved, as a person would, from disk. */
  const saveAndOpen = async (from: DriverPage, button: string) => {
    const before = (await browser.downloads()).length;
    await from.click(button);
    await expect.poll(async () => (await browser.downloads()).length).toBe(before + 1);
    const saved = (await browser.downloads()).at(-1)!;
    expect(saved.name).toMatch(/^report-[\p{L}\p{N}-]+-\d{4}-\d{2}-\d{2}\.html$/u);
    // Chromium keeps a download under a random name: copied to its own, so it opens as HTML.
    const path = join(mkdtempSync(join(tmpdir(), 'authenticity-lens-report-')), saved.name);
    copyFileSync(saved.path, path);
    return { report: await browser.openPage(`file://${path}`), html: readFileSync(path, 'utf8') };
  };

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
    expect(
      await report.evaluate(
        () => ({
          resources: performance.getEntriesByType('resource').length,
          scripts: document.scripts.length,
        }),
        null,
      ),
    ).toEqual({ resources: 0, scripts: 0 });
    expect(html).toContain("default-src 'none'");
    expect(await axeViolations(report)).toEqual([]);

    const dir = process.env.SCREENSHOTS_DIR;
    if (dir) {
      await mkdir(join(dir, name), { recursive: true });
      await report.setSize(900, 1200);
      await report.screenshot(join(dir, name, 'report-text-light.png'), 'light');
      await report.screenshotPrint?.(join(dir, name, 'report-text-print.png'));
    }
    await report.close();
    await popup.close();
  });

  it('saves the same report from the history, read from the history store', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await options.waitFor('[data-testid=history] li[data-kind=ai-text] [data-testid=save-report]');
    const { report } = await saveAndOpen(
      options,
      '[data-testid=history] li[data-kind=ai-text] [data-testid=save-report]',
    );
    await report.waitFor('[data-testid=report-phrases]');
    expect(await report.count('.checked-text .phrase')).toBeGreaterThan(0);
    expect(await report.text('[data-testid=report-fingerprint]')).toMatch(/^[0-9a-f]{64}$/);
    await report.close();
    await options.close();
  });
});
