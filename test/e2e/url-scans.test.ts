import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeService } from '../fake-service/index.ts';
import { listEvents, TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { stopExtensionWorker, type ExtensionBrowser } from './support/chromium.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';
import { startHeldPageServer } from './support/held-page-server.ts';
import { PATIENCE_MS } from './support/patience.ts';

interface Reply<T> {
  ok: boolean;
  value: T;
  error?: { kind: string; message: string };
}

interface ScanRecord {
  id: string;
  status: string;
  scan?: { phase: string; notifiedAt?: number; expectedCredits?: number };
}

/**
 * Plagiarism scans in Chromium: the local service fetches a local page, reports to an in-process
 * relay by webhook, and the extension follows the relay, shows results, exports and downloads.
 */
describe('URL scans through the relay in Chromium', () => {
  let ext: ConfiguredExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;
  let relay: TestRelay;
  let page: Page;
  let tabId: number;

  /** Sends one of our messages from an extension page, as the popup would. */
  const ask = <T>(from: Page, type: string, payload: unknown): Promise<Reply<T>> =>
    from.evaluate<Reply<T>, readonly [string, unknown]>(
      ([t, p]) =>
        chrome.runtime.sendMessage({
          channel: 'authenticity-lens',
          version: 1,
          type: t,
          payload: p,
        }),
      [type, payload] as const,
    );

  const saveScanSettings = async (from: Page, settings: Record<string, unknown>): Promise<void> => {
    const saved = await ask(from, 'scans/settings-save', { settings, relayToken: TOKEN });
    expect(saved.ok).toBe(true);
  };

  const openPopup = async (tab = tabId): Promise<Page> => {
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tab}`);
    await popup.getByTestId('scan-page').waitFor();
    return popup;
  };

  const badgeOf = (from: Page, tab: number): Promise<string> =>
    from.evaluate((t) => chrome.action.getBadgeText({ tabId: t }), tab);

  const scanOf = async (from: Page, id: string): Promise<ScanRecord> =>
    (await ask<{ scan: ScanRecord }>(from, 'scans/get', { id })).value.scan;

  /** The scan the popup shows, once it shows one. */
  const shownScanId = async (popup: Page): Promise<string> => {
    const latest = await ask<{ scan: ScanRecord | null }>(popup, 'scans/latest', { tabId });
    if (!latest.value.scan) throw new Error('no scan shown');
    return latest.value.scan.id;
  };

  beforeAll(async () => {
    ext = await startConfiguredExtension({
      sandbox: false,
      // Retry waits of 20 ms, 40 ms … leave time to restart the relay between attempts.
      service: { webhookTimeScale: 0.01 },
      relay: {
        scanSettings: {
          aiTextDetection: true,
          cheatDetection: true,
          pdfReport: true,
          checkCreditsFirst: false,
        },
      },
    });
    ({ browser, service, relay } = ext);
    ({ page, tabId } = await ext.openTab(ext.pages.url('essay.html')));
  });

  afterAll(() => ext?.close());

  beforeEach(() => {
    service.control.faults.clear();
  });

  it('shows the options: relay saved write-only, OCR languages loaded and cached', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const section = options.getByRole('region', { name: 'Plagiarism scans' });
    await section.getByTestId('relay-token-state').waitFor();
    expect(await section.getByTestId('relay-token-state').textContent()).toBe(
      'A relay token is saved.',
    );
    expect(await section.locator('input[name=relay-url]').inputValue()).toBe(relay.url);
    expect(await section.locator('input[name=relay-token]').inputValue()).toBe('');
    await section.getByTestId('ocr-count').waitFor();
    expect(Number(await section.getByTestId('ocr-count').textContent())).toBeGreaterThan(50);
    expect(await section.locator('.ocr-list li[data-code="zh-TW"]').count()).toBe(1);

    // The relay answers and takes the token.
    await section.getByRole('button', { name: 'Test relay' }).click();
    await section
      .getByText("The relay answers and accepts the token: it is the relay owner's.")
      .waitFor();

    // The list is cached: a second read does not ask the service again.
    const asked = (): number =>
      service.control.requests.filter((r) => r.path.includes('ocr-languages')).length;
    const before = asked();
    const again = await ask<{ languages: string[] }>(options, 'scans/ocr-languages', {});
    expect(again.value.languages).toContain('en');
    expect(asked()).toBe(before);
    await options.close();
  });

  it('scans a page: results, badge, notification, export to the relay, PDF download', async () => {
    const popup = await openPopup();
    // Balance in the header, as the service has it.
    await popup.getByTestId('credits').waitFor();
    const balance = service.control.credits(DEMO_ACCOUNT.email);
    expect(await popup.getByTestId('credits').textContent()).toContain(`${balance} credits`);

    await popup.getByTestId('scan-page').click();
    await popup.getByTestId('scan-score').waitFor();
    const id = await shownScanId(popup);

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
    const pdf = await ask<{ base64: string; filename: string; size: number }>(popup, 'scans/pdf', {
      id,
    });
    expect(pdf.ok).toBe(true);
    expect(atobText(pdf.value.base64).slice(0, 5)).toBe('%PDF-');
    expect(pdf.value.filename).toMatch(/^plagiarism-report-127\.0\.0\.1-\d{4}-\d\d-\d\d\.pdf$/);
    const download = popup.waitForEvent('download');
    await popup.getByTestId('scan-download-pdf').click();
    expect((await download).suggestedFilename()).toBe(pdf.value.filename);

    // Resending the finished scan's webhook is accepted.
    await popup.getByTestId('scan-resend').click();
    await popup.getByText('The service will send the webhook again.').waitFor();
    await popup.close();
  });

  it('says the scan is not finished yet when its webhook is resent too early', async () => {
    const held = await startHeldPageServer(
      `<html><head><title>Held</title></head><body><p>${'Words to scan later. '.repeat(30)}</p></body></html>`,
    );
    try {
      const { page: tab, tabId: heldTab } = await ext.openTab(held.url);
      const popup = await openPopup(heldTab);
      await popup.getByTestId('scan-page').click();
      await popup.getByTestId('scan-progress').waitFor();
      await expect.poll(() => held.held()).toBe(1);
      await expect.poll(() => badgeOf(popup, heldTab)).toBe('…');

      await popup.getByTestId('scan-resend').click();
      const alert = popup.locator('.scan-actions [role=alert][data-kind=not-ready]');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The scan is not finished yet');

      held.release();
      await popup.getByTestId('scan-score').waitFor();
      await popup.close();
      await tab.close();
    } finally {
      held.release();
      await held.close();
    }
  });

  it('asks to confirm the cost first, then scans', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await saveScanSettings(options, { checkCreditsFirst: true });
    await options.close();
    try {
      const popup = await openPopup();
      await popup.getByTestId('scan-page').click();
      await popup.getByTestId('scan-cost').waitFor();
      // 273 words at 250 words a credit.
      expect(await popup.getByTestId('scan-expected-credits').textContent()).toBe('2');
      await expect.poll(() => badgeOf(popup, tabId)).toBe('?');
      const id = await shownScanId(popup);
      expect((await scanOf(popup, id)).scan?.phase).toBe('awaiting-confirmation');
      // The cost check is its own scan at the service; nothing was charged for it.
      const check = service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === `${id}-cr`);
      expect(check).toMatchObject({ state: 'price-checked', credits: 0 });

      await popup.getByTestId('scan-confirm').click();
      await popup.getByTestId('scan-score').waitFor();
      expect(service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === id)).toMatchObject({
        state: 'success',
      });
      await popup.close();
    } finally {
      const reset = await browser.openExtensionPage('src/options/index.html');
      await saveScanSettings(reset, { checkCreditsFirst: false });
      await reset.close();
    }
  });

  it('loses nothing when the relay is down during a delivery: the service retries', async () => {
    await relay.stop();
    let restarted = false;
    try {
      const popup = await openPopup();
      await popup.getByTestId('scan-page').click();
      await popup.getByTestId('scan-progress').waitFor();
      const id = await shownScanId(popup);
      const failed = await service.control.waitForDelivery(
        (d) => d.scanId === id && d.kind === 'status' && !d.ok,
        { timeoutMs: PATIENCE_MS },
      );
      // The popup says why nothing arrives yet, and the follow-up alarm is set.
      await popup.getByTestId('scan-relay-problem').waitFor();
      expect(await popup.evaluate(() => chrome.alarms.get('url-scans-follow'))).toBeTruthy();

      await relay.restart();
      restarted = true;
      // The service's backoff grew while the relay was down; its length is not under test.
      service.control.retryDeliveriesNow();
      await popup.getByTestId('scan-score').waitFor();
      const delivered = await service.control.waitForDelivery(
        (d) => d.deliveryId === failed.deliveryId && d.ok,
        { timeoutMs: PATIENCE_MS },
      );
      expect(delivered.attempt).toBeGreaterThan(1);
      expect((await scanOf(popup, id)).status).toBe('done');
      await popup.close();
    } finally {
      if (!restarted) await relay.restart();
    }
  });

  it('warns about a low balance in the header', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 12);
    const popup = await openPopup();
    // The balance is cached for a minute; start from an empty cache as a new session would.
    await popup.evaluate(() => chrome.storage.session.remove('credits.balance'));
    await popup.reload();
    await popup.getByTestId('credits-low').waitFor();
    expect(await popup.getByTestId('credits').textContent()).toContain('12 credits');
    await popup.close();
  });

  // Last: it replaces the worker the other tests evaluate in.
  it('finishes a scan after the worker was stopped while waiting, without the popup', async () => {
    await relay.stop();
    let restarted = false;
    try {
      const popup = await openPopup();
      await popup.getByTestId('scan-page').click();
      await popup.getByTestId('scan-progress').waitFor();
      const id = await shownScanId(popup);
      await service.control.waitForDelivery(
        (d) => d.scanId === id && d.kind === 'status' && !d.ok,
        { timeoutMs: PATIENCE_MS },
      );
      await popup.close();

      await stopExtensionWorker(browser, page);
      await relay.restart();
      restarted = true;
      // The delivery reaches the relay again (its backoff brought forward), then the worker reads.
      service.control.retryDeliveriesNow();
      await service.control.waitForDelivery((d) => d.scanId === id && d.kind === 'status' && d.ok, {
        timeoutMs: PATIENCE_MS,
      });

      // The follow-up alarm is pending; fire it now rather than in Chrome's 30 s (an unpacked
      // extension may). The woken worker goes on from the record's relay cursor: result, badge
      // and notification, without the popup.
      const options = await browser.openExtensionPage('src/options/index.html');
      // Opening the page woke the worker, which follows open scans at once and drops the alarm
      // when none is left: read the alarm first, then the scan, so one of them must show it.
      const alarm = await options.evaluate(() => chrome.alarms.get('url-scans-follow'));
      const status = (await scanOf(options, id)).status;
      expect(alarm !== undefined || status === 'done').toBe(true);
      await options.evaluate(() =>
        chrome.alarms.create('url-scans-follow', { when: Date.now() + 100 }),
      );
      await expect.poll(async () => (await scanOf(options, id)).status).toBe('done');
      await expect
        .poll(async () => (await scanOf(options, id)).scan?.notifiedAt)
        .toBeGreaterThan(0);
      expect(await badgeOf(options, tabId)).toMatch(/^\d+%$/);
      await options.close();
    } finally {
      if (!restarted) await relay.restart();
    }
  });
});

function atobText(base64: string): string {
  return Buffer.from(base64, 'base64').toString('latin1');
}
