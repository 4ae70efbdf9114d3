import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { DEMO_ACCOUNT, startFakeService, type FakeService } from '../fake-service/index.ts';
import { askExtension } from './support/ask-extension.ts';
import { launchWithExtension, tabIdOf, type ExtensionBrowser } from './support/chromium.ts';
import { configureExtension } from './support/configure-extension.ts';
import { startPageServer, type PageServer } from './support/page-server.ts';

const portOf = (url: string): number => Number(new URL(url).port);

/**
 * The service goes away (connection refused) and comes back: the user is told which address
 * cannot be reached, nothing is lost, no sign-in lock-out follows, and a waiting check can be
 * cancelled.
 */
describe('when the service cannot be reached', () => {
  let browser: ExtensionBrowser;
  let pages: PageServer;
  let service: FakeService | undefined;
  let ports: { apiPort: number; authPort: number };
  let page: Page;
  let tabId: number;
  let helper: Page;

  beforeAll(async () => {
    [pages, service, browser] = await Promise.all([
      startPageServer(),
      startFakeService(),
      launchWithExtension(),
    ]);
    ports = { apiPort: portOf(service.apiUrl), authPort: portOf(service.authUrl) };
    helper = await browser.openExtensionPage('src/options/index.html');
    await configureExtension(helper, {
      apiBaseUrl: service.apiUrl,
      authBaseUrl: service.authUrl,
      email: DEMO_ACCOUNT.email,
      key: DEMO_ACCOUNT.key,
    });
    const url = pages.url('essay.html');
    page = await browser.context.newPage();
    await page.goto(url);
    tabId = await tabIdOf(browser.worker, url);
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('long')!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([pages?.close(), service?.close()]);
  });

  const start = async (): Promise<string> => {
    const started = await askExtension<CheckGroup>(helper, 'checks/start-text', {
      tabId,
      source: 'selection',
      kinds: ['ai-text'],
      rerun: true,
    });
    if (!started.ok) throw new Error(started.error.message);
    return started.value.ids[0]!;
  };

  const record = async (id: string): Promise<CheckRecord | undefined> => {
    const got = await askExtension<CheckGroup>(helper, 'checks/get', { ids: [id] });
    return got.ok ? got.value.checks[0] : undefined;
  };

  const loginTimes = (): Promise<number> =>
    browser.worker.evaluate(async () => {
      const stored = await chrome.storage.local.get('account.loginTimes');
      const times = stored['account.loginTimes'];
      return Array.isArray(times) ? times.length : 0;
    });

  it('names the address it cannot reach, waits without locking sign-ins, and finishes once the service is back', async () => {
    const before = await loginTimes();
    await service!.close();
    service = undefined;
    // The worker signs in again (its token is for a service that is gone) and cannot connect.
    await browser.worker.evaluate(() => chrome.storage.local.remove('account.token'));
    const id = await start();
    await expect
      .poll(async () => (await record(id))?.error?.message ?? '', { timeout: 30_000 })
      .toMatch(/^Cannot reach the service at 127\.0\.0\.1:\d+\. Check the internet connection/);
    expect(await record(id)).toMatchObject({ status: 'pending', error: { kind: 'network' } });

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    const note = popup.getByTestId('retry-note');
    await note.waitFor();
    expect(await note.textContent()).toMatch(
      /Cannot reach the service at 127\.0\.0\.1:\d+.*Trying again at/,
    );
    await popup.close();
    // Logins the service never answered do not count against its 12 per 15 minutes.
    expect(await loginTimes()).toBe(before);

    service = await startFakeService(ports);
    // Opening the popup tries the waiting check at once; no sign-in lock-out stands in the way.
    const again = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await again.getByTestId('ai-share').waitFor({ timeout: 30_000 });
    expect(await record(id)).toMatchObject({ status: 'done' });
    expect(await loginTimes()).toBe(before + 1);
    await again.close();
  });

  it('lets a waiting check be cancelled, and then never sends it', async () => {
    await service!.close();
    service = undefined;
    const id = await start();
    await expect.poll(async () => (await record(id))?.status, { timeout: 30_000 }).toBe('pending');
    await expect
      .poll(async () => (await record(id))?.error?.kind, { timeout: 30_000 })
      .toBe('network');

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.getByTestId('cancel-check').click();
    await popup.locator('[role=alert][data-kind=cancelled]').waitFor();
    expect(await record(id)).toMatchObject({ status: 'failed', error: { kind: 'cancelled' } });
    await popup.close();

    service = await startFakeService(ports);
    // Another popup opening (which retries waiting checks) does not bring it back.
    const again = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await again.locator('[role=alert][data-kind=cancelled]').waitFor();
    expect(
      service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
    ).toHaveLength(0);
    await again.close();
  });
});
