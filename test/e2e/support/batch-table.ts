/**
 * A class set's table as the class-set journeys read it: its rows as shown, and its CSV as the
 * Export button downloads it.
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Download, DriverPage, ExtensionBrowser } from '../browsers/driver.ts';

/**
 * The table's rows as shown: name, status (data-status), the cells, the status cell's words;
 * `plagiarism` undefined when the table has no such column.
 */
export const tableRows = (page: DriverPage) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid=batch-row]')].map((row) => ({
        name: row.querySelector('th .file-name')?.textContent ?? '',
        leftOut: row.querySelector('[data-testid=batch-left-out]')?.textContent ?? '',
        status: row.getAttribute('data-status') ?? '',
        words: row.querySelector('[data-testid=batch-words]')?.textContent ?? '',
        ai: row.querySelector('[data-testid=batch-ai]')?.textContent ?? '',
        plagiarism: row.querySelector('[data-testid=batch-plagiarism]')?.textContent,
        shown: row.querySelector('[data-testid=batch-status]')?.textContent ?? '',
      })),
    null,
  );

/** Export on `page`, then the CSV's lines (RFC 4180: CRLF, so the last line is empty). */
export async function exportedCsvLines(
  browser: ExtensionBrowser,
  page: DriverPage,
): Promise<string[]> {
  // An earlier class set's file may have the same name (Firefox then adds " (1)" or "(1)" on
  // disk, and lists the folder in no set order): this one is the file the click added.
  const before = new Set((await browser.downloads()).map((d) => d.path));
  await page.click('[data-testid=batch-export]');
  let file: Download | undefined;
  await expect
    .poll(async () => (file = (await browser.downloads()).find((d) => !before.has(d.path)))?.name)
    .toMatch(/^class-set-\d{4}-\d{2}-\d{2}(?: ?\(\d+\))?\.csv$/);
  return (await readFile(file?.path ?? '', 'utf8')).split('\r\n');
}
