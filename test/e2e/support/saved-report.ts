/** "Save report" clicked as a person would, and the file it saved opened on its own, from disk. */
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserName, DriverPage, ExtensionBrowser } from '../browsers/driver.ts';

/** Clicks `button` in `from` and opens the one file it saved (file://), with its markup. */
export async function saveAndOpenReport(
  browser: ExtensionBrowser,
  from: DriverPage,
  button: string,
): Promise<{ report: DriverPage; html: string }> {
  // Told apart by path: Firefox lists its download folder by name, not by time.
  const before = new Set((await browser.downloads()).map((d) => d.path));
  const added = async () => (await browser.downloads()).filter((d) => !before.has(d.path));
  await from.click(button);
  await expect.poll(async () => (await added()).length).toBe(1);
  const [saved] = await added();
  if (!saved) throw new Error('nothing saved');
  // Firefox numbers a second file of the same name: "report-….html" becomes "report-…(1).html".
  expect(saved.name).toMatch(/^report-[\p{L}\p{N}-]+-\d{4}-\d{2}-\d{2}(\(\d+\))?\.html$/u);
  // Chromium keeps a download under a random name: copied to its own, so it opens as HTML.
  const path = join(mkdtempSync(join(tmpdir(), 'authenticity-lens-report-')), saved.name);
  copyFileSync(saved.path, path);
  return { report: await browser.openPage(`file://${path}`), html: readFileSync(path, 'utf8') };
}

/** What a report loaded and ran: nothing, when it is as self-contained as it should be. */
export function reportLoads(report: DriverPage): Promise<{ resources: number; scripts: number }> {
  return report.evaluate(
    () => ({
      resources: performance.getEntriesByType('resource').length,
      scripts: document.scripts.length,
    }),
    null,
  );
}

/**
 * With SCREENSHOTS_DIR set (`npm run screenshots`), pictures of a report as `name`: on screen in
 * light and dark (Chromium) and as printed (where the browser emulates print: Chromium).
 */
export async function pictureReport(
  report: DriverPage,
  browser: BrowserName,
  name: string,
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await mkdir(join(dir, browser), { recursive: true });
  await report.setSize(900, 1200);
  await report.screenshot(join(dir, browser, `${name}-light.png`), 'light');
  // Firefox takes its scheme at launch (BiDi cannot switch it): its dark pictures come from a
  // browser started dark.
  if (browser === 'chromium')
    await report.screenshot(join(dir, browser, `${name}-dark.png`), 'dark');
  await report.screenshotPrint?.(join(dir, browser, `${name}-print.png`));
}
