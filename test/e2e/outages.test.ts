import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckRecord } from '../../src/shared/checks/check-record.ts';
import type { CheckGroup } from '../../src/shared/messages/index.ts';
import { startCrossExtension, type CrossExtension } from './browsers/cross-extension.ts';
import { suiteBrowsers, type DriverPage, type ExtensionBrowser } from './browsers/driver.ts';
import { askExtension } from './support/ask-extension.ts';
import { deleteWorkerSecret, readWorkerSecret } from './support/worker-secrets.ts';
import { selectElement } from './support/select-element.ts';

/**
 * The service goes away (connection refused) and comes back: the user is told which address
 * cannot be reached, nothing is lost, no sign-in lock-out follows, and a waiting check can be
 * cancelled.
 */
describe.each(suiteBrowsers())('when the service cannot be reached, in %s', (name) => {
  let ext: CrossExtension;
  let browser: ExtensionBrowser;
  let tabId: number;
  let helper: DriverPage;

  beforeAll(async () => {
    ext = await startCrossExtension(name);
    ({ browser, helper } = ext);
    const opened = await ext.openTab(ext.pages.url('essay.html'));
    tabId = opened.tabId;
    await selectElement(opened.page, 'long');
  });

  afterAll(() => ext?.close());

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

  const loginTimes = async (): Promise<number> => {
    const times = await readWorkerSecret(helper, 'account.loginTimes');
    return Array.isArray(times) ? times.length : 0;
  };

  it('names the address it cannot reach, waits without locking sign-ins, and finishes once the service is back', async () => {
    const before = await loginTimes();
    await ext.stopService();
    // The worker signs in again (its token is for a service that is gone) and cannot connect.
    await deleteWorkerSecret(helper, 'account.token');
    const id = await start();
    await expect
      .poll(async () => (await record(id))?.error?.message ?? '')
      .toMatch(/^Cannot reach the service at 127\.0\.0\.1:\d+\. Check the internet connection/);
    expect(await record(id)).toMatchObject({ status: 'pending', error: { kind: 'network' } });

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    // Opening the popup tries the check again at once: its note goes while that try runs (the
    // service is still down) and comes back with the next time; read it when it is there.
    await expect
      .poll(() => popup.text('[data-testid=retry-note]'))
      .toMatch(/Cannot reach the service at 127\.0\.0\.1:\d+.*Trying again at/);
    await popup.close();
    // Logins the service never answered do not count against its 12 per 15 minutes.
    expect(await loginTimes()).toBe(before);

    await ext.restartService();
    // Opening the popup tries the waiting check at once; no sign-in lock-out stands in the way.
    const again = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await again.waitFor('[data-testid=ai-share]');
    expect(await record(id)).toMatchObject({ status: 'done' });
    expect(await loginTimes()).toBe(before + 1);
    await again.close();
  });

  it('lets a waiting check be cancelled, and then never sends it', async () => {
    await ext.stopService();
    const id = await start();
    await expect.poll(async () => (await record(id))?.status).toBe('pending');
    await expect.poll(async () => (await record(id))?.error?.kind).toBe('network');

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await popup.click('[data-testid=cancel-check]');
    await popup.waitFor('[role=alert][data-kind=cancelled]');
    expect(await record(id)).toMatchObject({ status: 'failed', error: { kind: 'cancelled' } });
    await popup.close();

    const service = await ext.restartService();
    // Another popup opening (which retries waiting checks) does not bring it back.
    const again = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    await again.waitFor('[role=alert][data-kind=cancelled]');
    expect(
      service.control.requests.filter((r) => r.path.includes('/writer-detector/')),
    ).toHaveLength(0);
    await again.close();
  });
});
