/**
 * The plagiarism-scan journey in the popup, and the reads it is made of: the popup scans the
 * page of `tabId` (test/e2e/pages/essay.html), the service reports to the relay by webhook, and
 * the extension shows the result, exports it to the relay and downloads the PDF report.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ACCOUNT } from '../../fake-service/index.ts';
import { listEvents } from '../../relay/helpers/test-relay.ts';
import { askExtension, type Reply } from './ask-extension.ts';
import type { ExtensionBrowser } from './chromium.ts';
import type { ConfiguredExtension } from './configured-extension.ts';

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

export async function openScanPopup(browser: ExtensionBrowser, tabId: number): Promise<Page> {
  const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
  await popup.getByTestId('scan-page').waitFor();
  return popup;
}

export const badgeOf = (from: Page, tabId: number): Promise<string> =>
  from.evaluate((t) => chrome.action.getBadgeText({ tabId: t }), tabId);

export const scanOf = async (from: Page, id: string): Promise<ScanRecord> =>
  valueOf(await askExtension<{ scan: ScanRecord }>(from, 'scans/get', { id })).scan;

/** The scan the popup shows, once it shows one. */
export async function shownScanId(popup: Page, tabId: number): Promise<string> {
  const { scan } = valueOf(
    await askExtension<{ scan: ScanRecord | null }>(popup, 'scans/latest', { tabId }),
  );
  if (!scan) throw new Error('no scan shown');
  return scan.id;
}

/** Scans a page: results, badge, notification, export to the relay, PDF download, resend. */
export async function urlScanJourney(ext: ConfiguredExtension, tabId: number): Promise<void> {
  const { service, relay } = ext;
  const popup = await openScanPopup(ext.browser, tabId);
  // Balance in the header, as the service has it.
  await popup.getByTestId('credits').waitFor();
  const balance = service.control.credits(DEMO_ACCOUNT.email);
  expect(await popup.getByTestId('credits').textContent()).toContain(`${balance} credits`);

  await popup.getByTestId('scan-page').click();
  await popup.getByTestId('scan-score').waitFor();
  const id = await shownScanId(popup, tabId);

  // The service fetched the local page and found its one mock source; AI detection ran.
  expect(await popup.getByTestId('scan-source-count').textContent()).toBe('1');
  expect(await popup.locator('[data-testid=scan-sources] li').count()).toBe(1);
  expect(Number(await popup.getByTestId('scan-identical').textContent())).toBeGreaterThan(0);
  expect(await popup.getByTestId('scan-ai').textContent()).toMatch(/AI-written text: \d+%/);
  expect(
    await popup.locator('[data-testid=scan-alerts] li[data-code=suspected-ai-text]').count(),
  ).toBe(1);
  const submitted = service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === id);
  expect(submitted).toMatchObject({ state: 'success', sandbox: false });

  // Badge on the tab and a notification, once. (The worker tells the popup first, then sets
  // the badge: the popup showing the score says nothing of the badge yet.)
  await expect.poll(() => badgeOf(popup, tabId)).toMatch(/^\d+%$/);
  await expect.poll(async () => (await scanOf(popup, id)).scan?.notifiedAt).toBeGreaterThan(0);
  const shown = await popup.evaluate(() => chrome.notifications.getAll());
  expect(Object.keys(shown)).toContain(`url-scan-${id}`);

  // The credits the scan cost are reflected once it finished (the cache was dropped).
  await expect
    .poll(async () => popup.getByTestId('credits').textContent())
    .toContain(`${service.control.credits(DEMO_ACCOUNT.email)} credits`);
  expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(balance - 2);

  // Export: results, crawled version and PDF land in the relay with the completion webhook.
  await popup.getByTestId('scan-export').click();
  await popup.locator('[data-testid=scan-export-state][data-status=completed]').waitFor();
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
  expect(pdf.filename).toMatch(/^plagiarism-report-127\.0\.0\.1-\d{4}-\d\d-\d\d\.pdf$/);
  const download = popup.waitForEvent('download');
  await popup.getByTestId('scan-download-pdf').click();
  expect((await download).suggestedFilename()).toBe(pdf.filename);

  // Resending the finished scan's webhook is accepted.
  await popup.getByTestId('scan-resend').click();
  await popup.getByText('The service will send the webhook again.').waitFor();
  await popup.close();
}
