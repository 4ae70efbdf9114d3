/**
 * A class set's report as the class-set journeys check it: "Save report" pressed under the table,
 * the file it saved opened from disk, as a person would, and read: its table, and each file's
 * section with its checked text.
 */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BatchView } from '../../../src/shared/batches/batch-record.ts';
import { rowCheckIds } from '../../../src/shared/batches/batch-record.ts';
import type { CheckGroup } from '../../../src/shared/messages/index.ts';
import type { BrowserName, DriverPage, ExtensionBrowser } from '../browsers/driver.ts';
import { askExtension } from './ask-extension.ts';
import { axeViolations } from './look-at.ts';
import { tableRows } from './batch-table.ts';

/** Saves the class set's report from `page` and opens the saved file (file://, offline). */
export async function saveClassSetReport(
  browser: ExtensionBrowser,
  page: DriverPage,
): Promise<{ report: DriverPage; html: string }> {
  // Told apart by path: Firefox lists its download folder by name, not by time.
  const before = new Set((await browser.downloads()).map((d) => d.path));
  const added = async () => (await browser.downloads()).filter((d) => !before.has(d.path));
  await page.click('[data-testid=batch-save-report]:not([disabled])');
  await expect.poll(async () => (await added()).length).toBe(1);
  const [saved] = await added();
  if (!saved) throw new Error('nothing saved');
  // Firefox numbers a second file of the same name: "report-….html" becomes "report-…(1).html".
  expect(saved.name).toMatch(/^report-class-set-\d{4}-\d{2}-\d{2}(?: ?\(\d+\))?\.html$/);
  // Chromium keeps a download under a random name: copied to its own, so it opens as HTML.
  const path = join(mkdtempSync(join(tmpdir(), 'authenticity-lens-class-report-')), saved.name);
  copyFileSync(saved.path, path);
  const report = await browser.openPage(`file://${path}`);
  await report.waitFor('[data-testid=batch-table]');
  return { report, html: readFileSync(path, 'utf8') };
}

/** Each row's checked text, by file name, as history holds it (none for a file never checked). */
export async function rowTexts(page: DriverPage): Promise<(string | undefined)[]> {
  const latest = await askExtension<BatchView>(page, 'batches/latest', {});
  if (!latest.ok) throw new Error(latest.error.message);
  return Promise.all(
    latest.value.rows.map(async (row) => {
      const ids = rowCheckIds(row);
      if (ids.length === 0) return undefined;
      const group = await askExtension<CheckGroup>(page, 'checks/get', { ids });
      if (!group.ok) throw new Error(group.error.message);
      return group.value.checks.find((c) => c.kind === 'ai-text')?.input;
    }),
  );
}

/** The report's sections, each one's file name, checked text and whether it shows a scan's score. */
export const reportSections = (report: DriverPage) =>
  report.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid=class-file]')].map((section) => ({
        id: section.id,
        name: section.querySelector('h2 .file-name')?.textContent ?? '',
        text: section.querySelector('.checked-text')?.textContent ?? undefined,
        scanned: section.querySelector('[data-testid=report-scan-score]') !== null,
      })),
    null,
  );

/**
 * The saved report checked against the page it was saved from: the same table (in the set's own
 * order, `pageRows` read before any sorting), one section per row with the row's text whole, the
 * contents linking to them, nothing fetched or run, axe clean; pictured with SCREENSHOTS_DIR set.
 */
export async function expectReportOfSet(
  report: DriverPage,
  html: string,
  page: DriverPage,
  pageRows: Awaited<ReturnType<typeof tableRows>>,
  shots?: { browser: BrowserName; name: string },
): Promise<void> {
  expect(await tableRows(report)).toEqual(pageRows);
  const sections = await reportSections(report);
  expect(sections.map((s) => s.name)).toEqual(pageRows.map((r) => r.name));
  expect(sections.map((s) => s.text)).toEqual(await rowTexts(page));
  expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  const contents = await report.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid=class-contents] a')].map((a) =>
        a.getAttribute('href'),
      ),
    null,
  );
  expect(contents).toEqual(sections.map((s) => `#${s.id}`));
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
  if (dir && shots) {
    await mkdir(join(dir, shots.browser), { recursive: true });
    await report.setSize(900, 1200);
    const file = (suffix: string) => join(dir, shots.browser, `${shots.name}-${suffix}.png`);
    await report.screenshot(file('light'), 'light');
    // Firefox takes its scheme at launch (this suite's is light): the dark one from Chromium.
    if (shots.browser === 'chromium') await report.screenshot(file('dark'), 'dark');
    await report.screenshotPrint?.(file('print'));
  }
}
