/**
 * The plagiarism-scan journey in the popup, and the reads it is made of: the popup scans the
 * page of `tabId` (test/e2e/pages/essay.html at its public name, so it goes by address), the service reports to the relay by webhook, and
 * the extension shows the result, exports it to the relay and downloads the PDF report.
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import { DEMO_ACCOUNT } from '../../fake-service/index.ts';
import { listEvents, TOKEN } from '../../relay/helpers/test-relay.ts';
import type { CrossExtension } from '../browsers/cross-extension.ts';
import type { Download, DriverPage, Evaluator, ExtensionBrowser } from '../browsers/driver.ts';
import { askExtension, type Reply } from './ask-extension.ts';
import { axeViolations } from './look-at.ts';
import { reportLoads, saveAndOpenReport } from './saved-report.ts';

/** The scan settings the journey needs (with `sandbox: false`) beside the relay. */
export const JOURNEY_SCAN_SETTINGS = {
  aiTextDetection: true,
  cheatDetection: true,
  pdfReport: true,
  checkCreditsFirst: false,
};

export interface ScanRecord {
  id: string;
  status: string;
  scan?: { phase: string; notifiedAt?: number; expectedCredits?: number };
}

function valueOf<T>(reply: Reply<T>): T {
  if (!reply.ok) throw new Error(`${reply.error.kind}: ${reply.error.message}`);
  return reply.value;
}

export async function openScanPopup(browser: ExtensionBrowser, tabId: number): Promise<DriverPage> {
  const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
  await popup.waitFor('[data-testid=scan-page]');
  return popup;
}

export const badgeOf = (from: Evaluator, tabId: number): Promise<string> =>
  from.evaluate((t) => chrome.action.getBadgeText({ tabId: t }), tabId);

export const scanOf = async (from: Evaluator, id: string): Promise<ScanRecord> =>
  valueOf(await askExtension<{ scan: ScanRecord }>(from, 'scans/get', { id })).scan;

/** The scan the popup shows, once it shows one. */
export async function shownScanId(popup: Evaluator, tabId: number): Promise<string> {
  const { scan } = valueOf(
    await askExtension<{ scan: ScanRecord | null }>(popup, 'scans/latest', { tabId }),
  );
  if (!scan) throw new Error('no scan shown');
  return scan.id;
}

/** Scans a page: results, badge, notification, export to the relay, PDF download, resend. */
export async function urlScanJourney(
  ext: Pick<CrossExtension, 'browser' | 'service' | 'relay'>,
  tabId: number,
): Promise<void> {
  const { service, relay } = ext;
  const popup = await openScanPopup(ext.browser, tabId);
  // Balance in the header, as the service has it.
  const balance = service.control.credits(DEMO_ACCOUNT.email);
  expect(await popup.text('[data-testid=credits]')).toContain(
    `${balance.toLocaleString('en')} credits`,
  );

  // Said before sending: a public page that looks the same without cookies goes by address.
  await popup.waitFor('[data-testid=scan-plan][data-route=url]');
  expect(await popup.text('[data-testid=scan-plan]')).toContain('the page’s address');
  await popup.click('[data-testid=scan-page]');
  await popup.waitFor('[data-testid=scan-score]');
  const id = await shownScanId(popup, tabId);
  expect(await popup.text('[data-testid=scan-sent]')).toMatch(/^Sent the page’s address/);

  // The service fetched the local page and found its one mock source; AI detection ran.
  expect(await popup.text('[data-testid=scan-source-count]')).toBe('1');
  expect(await popup.count('[data-testid=scan-sources] li')).toBe(1);
  expect(await popup.text('[data-testid=scan-identical]')).toMatch(/^[1-9][\d,]* words?$/);
  expect(await popup.text('[data-testid=scan-ai]')).toMatch(/^\d+% of the text AI-written$/);
  expect(await popup.count('[data-testid=scan-alerts] li[data-code=suspected-ai-text]')).toBe(1);
  const submitted = service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === id);
  expect(submitted).toMatchObject({ state: 'success', sandbox: false });

  // Badge on the tab and a notification, once. (The worker tells the popup first, then sets
  // the badge: the popup showing the score says nothing of the badge yet.)
  await expect.poll(() => badgeOf(popup, tabId)).toMatch(/^\d+%$/);
  await expect.poll(async () => (await scanOf(popup, id)).scan?.notifiedAt).toBeGreaterThan(0);
  // Chromium keeps it listed; headless Firefox has nowhere to show one and closes it at once.
  if (ext.browser.name === 'chromium') {
    const shown = await popup.evaluate(() => chrome.notifications.getAll(), null);
    expect(Object.keys(shown)).toContain(`url-scan-${id}`);
  }

  // The credits the scan cost are reflected once it finished (the cache was dropped).
  await expect
    .poll(() => popup.text('[data-testid=credits]'))
    .toContain(`${service.control.credits(DEMO_ACCOUNT.email).toLocaleString('en')} credits`);
  expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(balance - 2);

  // One click on "Download report": the scan is exported to the relay behind it (results,
  // crawled version, PDF, completion webhook) and the PDF downloads once it has arrived.
  const before = (await ext.browser.downloads()).length;
  await popup.click('[data-testid=scan-download-report]');
  let file: Download | undefined;
  await expect
    .poll(async () => (file = (await ext.browser.downloads())[before])?.name)
    .toMatch(/^plagiarism-report-news\.test-\d{4}-\d\d-\d\d\.pdf$/);
  expect((await readFile(file?.path ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await popup.text('[data-testid=scan-report-saved]')).toBe(`Saved ${file?.name}.`);
  const { events } = await listEvents(relay.url, { scanId: id });
  expect(events.map((e) => e.kind)).toEqual(
    expect.arrayContaining([
      'status',
      'newResult',
      'exportResult',
      'exportPdf',
      'exportCrawled',
      'exportCompleted',
    ]),
  );

  // The PDF comes through the worker (the relay token stays there) as the popup asks for it.
  const pdf = valueOf(
    await askExtension<{ base64: string; filename: string; size: number }>(popup, 'scans/pdf', {
      id,
    }),
  );
  expect(Buffer.from(pdf.base64, 'base64').toString('latin1').slice(0, 5)).toBe('%PDF-');
  expect(pdf.filename).toBe(file?.name);
  // A second click downloads the report already there, without exporting again.
  const exports = (): number =>
    service.control.requests.filter((r) => /\/export\//.test(r.path)).length;
  const exported = exports();
  await popup.click('[data-testid=scan-download-report]');
  await expect.poll(async () => (await ext.browser.downloads()).length).toBe(before + 2);
  expect(exports()).toBe(exported);

  // "Save report": the scan's score and its one source in a file read offline, with neither the
  // relay's address nor its token; "Save as PDF" shows the same on the report page, to print.
  const { report, html } = await saveAndOpenReport(
    ext.browser,
    popup,
    '[data-testid=url-scan] [data-testid=save-report]',
  );
  await report.waitFor('[data-testid=report-sources]');
  const score = (text: string): string | undefined => /\d[\d.,]*\s?%/.exec(text)?.[0];
  const shownScore = score(await popup.text('[data-testid=scan-score]'));
  expect(shownScore).toBeDefined();
  expect(score(await report.text('[data-testid=report-scan-score]'))).toBe(shownScore);
  expect(await report.count('[data-testid=report-sources] tbody tr')).toBe(1);
  expect(html).not.toContain(relay.url);
  expect(html).not.toContain(TOKEN);
  expect(await reportLoads(report)).toEqual({ resources: 0, scripts: 0 });
  expect(await axeViolations(report)).toEqual([]);
  await report.close();
  const printable = await ext.browser.openedBy('src/report/index.html', () =>
    popup.click('[data-testid=url-scan] [data-testid=save-pdf]'),
  );
  await printable.waitFor('html[data-print-asked=yes] [data-testid=report-sources]');
  expect(await printable.evaluate(() => location.search, null)).toBe(`?scan=${id}`);
  expect(score(await printable.text('[data-testid=report-scan-score]'))).toBe(shownScore);
  await printable.close();
  await popup.close();

  // Troubleshooting in the settings: the finished scan's result can be sent again.
  const options = await ext.browser.openExtensionPage('src/options/index.html');
  await options.waitFor('[data-testid=resend-row] [data-testid=scan-resend]');
  await options.click('[data-testid=resend-row] [data-testid=scan-resend]');
  await options.waitForText('Asked. The result arrives within a minute');
  await options.close();
}
