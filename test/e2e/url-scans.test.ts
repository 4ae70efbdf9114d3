import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeService } from '../fake-service/index.ts';
import { TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { stopExtensionWorker, type ExtensionBrowser } from './support/chromium.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';
import { startHeldPageServer } from './support/held-page-server.ts';
import { PATIENCE_MS } from './support/patience.ts';
import {
  badgeOf,
  JOURNEY_SCAN_SETTINGS,
  openScanPopup,
  scanOf,
  shownScanId,
  urlScanJourney,
} from './support/url-scan-journey.ts';

interface Reply<T> {
  ok: boolean;
  value: T;
  error?: { kind: string; message: string };
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

  const openPopup = (tab = tabId): Promise<Page> => openScanPopup(browser, tab);

  beforeAll(async () => {
    ext = await startConfiguredExtension({
      sandbox: false,
      // Retry waits of 20 ms, 40 ms … leave time to restart the relay between attempts.
      service: { webhookTimeScale: 0.01 },
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
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

  it('scans a page: results, badge, notification, export to the relay, PDF download', () =>
    urlScanJourney(ext, tabId));

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
      const id = await shownScanId(popup, tabId);
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
      const id = await shownScanId(popup, tabId);
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
      const id = await shownScanId(popup, tabId);
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
