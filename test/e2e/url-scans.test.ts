import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, type FakeService } from '../fake-service/index.ts';
import { TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import {
  suiteBrowsers,
  type DriverPage,
  type Evaluator,
  type ExtensionBrowser,
} from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { startHeldPageServer, type HeldPageServer } from './support/held-page-server.ts';
import { PATIENCE_MS } from './support/patience.ts';
import { startTwoFacedSite, type TwoFacedSite } from './support/two-faced-site.ts';
import {
  badgeOf,
  JOURNEY_SCAN_SETTINGS,
  openScanPopup,
  scanOf,
  shownScanId,
  urlScanJourney,
} from './support/url-scan-journey.ts';

/**
 * Plagiarism scans: the local service fetches a local page, reports to an in-process relay by
 * webhook, and the extension follows the relay, shows results, exports and downloads.
 */
describe.each(suiteBrowsers())('URL scans through the relay, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let service: FakeService;
  let relay: TestRelay;
  let tabId: number;

  const saveScanSettings = async (
    from: Evaluator,
    settings: Record<string, unknown>,
  ): Promise<void> => {
    const saved = await askExtension(from, 'scans/settings-save', { settings, relayToken: TOKEN });
    expect(saved.ok).toBe(true);
  };

  const openPopup = (tab = tabId): Promise<DriverPage> => openScanPopup(browser, tab);

  /**
   * A page whose fetch by the service is held until released, open in its own tab: `use` runs
   * with it, and the page is released, closed and its server stopped whatever happens.
   */
  const withHeldPage = async (
    title: string,
    use: (held: HeldPageServer, tab: DriverPage, tabId: number) => Promise<void>,
  ): Promise<void> => {
    const held = await startHeldPageServer(
      `<html><head><title>${title}</title></head><body><p>${'Words to scan later. '.repeat(30)}</p></body></html>`,
    );
    try {
      const { page: tab, tabId: heldTab } = await ext.openTab(held.url);
      await use(held, tab, heldTab);
      await tab.close();
    } finally {
      held.release();
      await held.close();
    }
  };

  /**
   * Starts a scan of the essay from its popup while the relay is down; the popup and the scan's
   * id once the service has failed to deliver its first webhook.
   */
  const scanWhileRelayDown = async (): Promise<{
    popup: DriverPage;
    id: string;
    failed: Awaited<ReturnType<FakeService['control']['waitForDelivery']>>;
  }> => {
    const popup = await openPopup();
    await popup.click('[data-testid=scan-page]');
    await popup.waitFor('[data-testid=scan-progress]');
    const id = await shownScanId(popup, tabId);
    const failed = await service.control.waitForDelivery(
      (d) => d.scanId === id && d.kind === 'status' && !d.ok,
      { timeoutMs: PATIENCE_MS },
    );
    return { popup, id, failed };
  };

  /** How the scan went to the service: 'url' (its address), 'file' (its text), once each. */
  const routesSent = (id: string): string[] =>
    service.control.requests
      .filter((r) => r.method === 'PUT' && r.path.startsWith('/v3/scans/submit/'))
      .filter((r) => r.path.endsWith(`/${id}`))
      .map((r) => r.path.split('/')[4] ?? '');

  const submissions = (): number =>
    service.control.requests.filter((r) => r.path.startsWith('/v3/scans/submit/')).length;

  /** The two-faced site, one of its pages open in a tab, closed whatever happens. */
  const withSitePage = async (
    path: '/two-faced.html' | '/steady.html',
    use: (site: TwoFacedSite, tab: DriverPage, tabId: number) => Promise<void>,
  ): Promise<void> => {
    const site = await startTwoFacedSite();
    try {
      const { page: tab, tabId: siteTab } = await ext.openTab(site.url(path));
      await use(site, tab, siteTab);
      await tab.close();
    } finally {
      await site.close();
    }
  };

  beforeAll(async () => {
    ext = await startCrossExtension(name, {
      sandbox: false,
      // Retry waits of 20 ms, 40 ms … leave time to restart the relay between attempts.
      service: { webhookTimeScale: 0.01 },
      relay: { scanSettings: JOURNEY_SCAN_SETTINGS },
    });
    ({ browser, service, relay } = ext);
    ({ tabId } = await ext.openTab(ext.pages.publicUrl('essay.html')));
  });

  afterAll(() => ext?.close());

  beforeEach(() => {
    service.control.faults.clear();
  });

  it('shows the options: relay saved write-only, OCR languages loaded and cached', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const section = '[aria-label="Plagiarism scans"]';
    expect(await options.text(`${section} [data-testid=relay-token-state]`)).toBe(
      'A relay token is saved.',
    );
    const value = (field: string): Promise<string | undefined> =>
      options.evaluate(
        (css) => document.querySelector<HTMLInputElement>(css)?.value,
        `${section} input[name=${field}]`,
      );
    expect(await value('relay-url')).toBe(relay.url);
    expect(await value('relay-token')).toBe('');
    expect(Number(await options.text(`${section} [data-testid=ocr-count]`))).toBeGreaterThan(50);
    expect(await options.count(`${section} .ocr-list li[data-code="zh-TW"]`)).toBe(1);

    // The relay answers and takes the token.
    await options.click(`${section} [data-testid=test-relay]`);
    await options.waitForText("The relay answers and accepts the token: it is the relay owner's.");

    // The list is cached: a second read does not ask the service again.
    const asked = (): number =>
      service.control.requests.filter((r) => r.path.includes('ocr-languages')).length;
    const before = asked();
    const again = await askExtension<{ languages: string[] }>(options, 'scans/ocr-languages', {});
    expect(again.ok && again.value.languages).toContain('en');
    expect(asked()).toBe(before);
    await options.close();
  });

  it('scans a page: results, badge, notification, export to the relay, PDF download', () =>
    urlScanJourney(ext, tabId));

  it('says, in the settings’ troubleshooting, that a scan is not finished when its result is asked for too early', async () => {
    await withHeldPage('Held', async (held, _tab, heldTab) => {
      const popup = await openPopup(heldTab);
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-progress]');
      await expect.poll(() => held.held()).toBe(1);
      await expect.poll(() => badgeOf(popup, heldTab)).toBe('…');

      // The popup shows how long it has been going, with a bar and a way to stop.
      expect(await popup.text('[data-testid=scan-progress] [data-testid=elapsed]')).toMatch(
        /^\d+ (s|min \d\d s)$/,
      );
      expect(await popup.count('[data-testid=scan-progress] progress')).toBe(1);
      expect(await popup.text('[data-testid=scan-stop]')).toBe('Stop waiting');

      const options = await ext.browser.openExtensionPage('src/options/index.html');
      const row = '[data-testid=resend-row][data-status=running]';
      await options.click(`${row} [data-testid=scan-resend]`);
      expect(await options.text(`${row} [role=alert][data-kind=not-ready]`)).toContain(
        'The scan is not finished yet',
      );
      await options.close();

      held.release();
      await popup.waitFor('[data-testid=scan-score]');
      await popup.close();
    });
  });

  it('stops waiting for a scan under way when asked, and says what that means', async () => {
    await withHeldPage('Stopped', async (_held, _tab, heldTab) => {
      const popup = await openPopup(heldTab);
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-stop]');
      const id = await shownScanId(popup, heldTab);
      await popup.click('[data-testid=scan-stop]');
      await popup.waitFor('[data-testid=url-scan][data-status=failed] [data-kind=cancelled]');
      expect(await scanOf(popup, id)).toMatchObject({ status: 'failed' });
      expect(await popup.isVisible('[data-testid=scan-page]:not([disabled])')).toBe(true);
      await expect.poll(() => badgeOf(popup, heldTab)).toBe('');
      await popup.close();
    });
  });

  it('asks to confirm the cost first, then scans', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await saveScanSettings(options, { checkCreditsFirst: true });
    await options.close();
    try {
      const popup = await openPopup();
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-cost]');
      // 273 words at 250 words a credit.
      expect(await popup.text('[data-testid=scan-expected-credits]')).toBe('2');
      await expect.poll(() => badgeOf(popup, tabId)).toBe('?');
      const id = await shownScanId(popup, tabId);
      expect((await scanOf(popup, id)).scan?.phase).toBe('awaiting-confirmation');
      // The cost check is its own scan at the service; nothing was charged for it.
      const check = service.control.scans(DEMO_ACCOUNT.email).find((s) => s.scanId === `${id}-cr`);
      expect(check).toMatchObject({ state: 'price-checked', credits: 0 });

      await popup.click('[data-testid=scan-confirm]');
      await popup.waitFor('[data-testid=scan-score]');
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
      const { popup, id, failed } = await scanWhileRelayDown();
      // The popup says why nothing arrives yet, and the follow-up alarm is set.
      await popup.waitFor('[data-testid=scan-relay-problem]');
      expect(await popup.evaluate(() => chrome.alarms.get('url-scans-follow'), null)).toBeTruthy();

      await relay.restart();
      restarted = true;
      // The service's backoff grew while the relay was down; its length is not under test.
      service.control.retryDeliveriesNow();
      await popup.waitFor('[data-testid=scan-score]');
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

  it('sends the route it showed: a site answering otherwise the second time is asked once', async () => {
    await withSitePage('/two-faced.html', async (site, _tab, siteTab) => {
      const popup = await openPopup(siteTab);
      // The page's anonymous view matched the first time: "the address is sent".
      await popup.waitFor('[data-testid=scan-plan][data-route=url]');
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-score]');
      const id = await shownScanId(popup, siteTab);
      expect(routesSent(id)).toEqual(['url']);
      // The click decided nothing again: the address was opened without cookies once, for the
      // plan (a second time it would have shown a sign-in, and the text would have gone).
      expect(site.anonymous('/two-faced.html')).toBe(1);
      await popup.close();
    });
  });

  it('sends nothing when the page changed after its plan was shown: says so, shows the new plan, sends on the next click', async () => {
    await withSitePage('/steady.html', async (site, tab, siteTab) => {
      const popup = await openPopup(siteTab);
      await popup.waitFor('[data-testid=scan-plan][data-route=url]');
      // The page now shows what only the signed-in user sees.
      await tab.evaluate(() => {
        const article = document.querySelector('article');
        if (!article) throw new Error('no article');
        article.innerHTML = `<h1>Your account</h1><p>${'Signed in as Ada. Your private marks, the feedback your tutor wrote for you alone, and the draft you have not handed in yet. '.repeat(8)}</p>`;
      }, null);
      const before = submissions();
      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-plan-again][data-why=changed]');
      await popup.waitFor('[data-testid=scan-plan][data-route=text]');
      expect(submissions()).toBe(before);
      expect(await popup.count('[data-testid=url-scan]')).toBe(0);

      await popup.click('[data-testid=scan-page]');
      await popup.waitFor('[data-testid=scan-score]');
      const id = await shownScanId(popup, siteTab);
      expect(routesSent(id)).toEqual(['file']);
      expect(await popup.count('[data-testid=scan-plan-again]')).toBe(0);
      // One anonymous fetch per plan made (the first, and the one after the change); none per click.
      expect(site.anonymous('/steady.html')).toBe(2);
      await popup.close();
    });
  });

  // Chromium only, as the restart test below: Firefox suspends its event page only after its idle
  // time, which this file leaves long.
  it.runIf(name === 'chromium')(
    'sends nothing for a plan the restarted worker no longer has: says so and shows a new one',
    async () => {
      await withSitePage('/steady.html', async (site, _tab, siteTab) => {
        const popup = await openPopup(siteTab);
        await popup.waitFor('[data-testid=scan-plan][data-route=url]');
        await browser.restartBackground(ext.helper);
        const before = submissions();
        await popup.click('[data-testid=scan-page]');
        await popup.waitFor('[data-testid=scan-plan-again][data-why=expired]');
        expect(submissions()).toBe(before);
        await popup.click('[data-testid=scan-page]');
        await popup.waitFor('[data-testid=scan-score]');
        expect(routesSent(await shownScanId(popup, siteTab))).toEqual(['url']);
        expect(site.anonymous('/steady.html')).toBe(2);
        await popup.close();
      });
    },
  );

  it('warns about a low balance in the header', async () => {
    service.control.setCredits(DEMO_ACCOUNT.email, 12);
    const popup = await openPopup();
    // The balance is cached for a minute; start from an empty cache as a new session would.
    await popup.evaluate(() => chrome.storage.session.remove('credits.balance'), null);
    await popup.reload();
    await popup.waitFor('[data-testid=credits-low]');
    expect(await popup.text('[data-testid=credits]')).toContain('12 credits');
    await popup.close();
  });

  // Last: it replaces the worker the other tests evaluate in. Chromium only: Firefox does not
  // suspend its event page while it follows a scan (measured: still the same one after 120 s
  // with a 15 s idle time), and firefox-suspension.test.ts covers its start after a suspension.
  it.runIf(name === 'chromium')(
    'finishes a scan after the worker was stopped while waiting, without the popup',
    async () => {
      await relay.stop();
      let restarted = false;
      try {
        const { popup, id } = await scanWhileRelayDown();
        await popup.close();

        await browser.restartBackground(ext.helper);
        await relay.restart();
        restarted = true;
        // The delivery reaches the relay again (its backoff brought forward), then the worker reads.
        service.control.retryDeliveriesNow();
        await service.control.waitForDelivery(
          (d) => d.scanId === id && d.kind === 'status' && d.ok,
          {
            timeoutMs: PATIENCE_MS,
          },
        );

        // The follow-up alarm is pending; fire it now rather than in Chrome's 30 s (an unpacked
        // extension may). The woken worker goes on from the record's relay cursor: result, badge
        // and notification, without the popup.
        const options = await browser.openExtensionPage('src/options/index.html');
        // Opening the page woke the worker, which follows open scans at once and drops the alarm
        // when none is left: read the alarm first, then the scan, so one of them must show it.
        const alarm = await options.evaluate(() => chrome.alarms.get('url-scans-follow'), null);
        const status = (await scanOf(options, id)).status;
        expect(alarm !== undefined || status === 'done').toBe(true);
        await options.evaluate(
          () => chrome.alarms.create('url-scans-follow', { when: Date.now() + 100 }),
          null,
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
    },
  );
});
