import { readWorkerSecret } from './support/worker-secrets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestTabId, type ExtensionBrowser } from './support/chromium.ts';
import {
  startConfiguredExtension,
  type ConfiguredExtension,
} from './support/configured-extension.ts';
import { evaluateInContentScript } from './support/isolated-world.ts';
import type { PageServer } from './support/page-server.ts';

/** The four runtimes (worker, content script, popup, options) talking in a real Chromium. */
describe('the extension loaded in Chromium', () => {
  let ext: ConfiguredExtension;
  let browser: ExtensionBrowser;
  let pages: PageServer;

  beforeAll(async () => {
    // As installed: the tests below start from no account and default settings.
    ext = await startConfiguredExtension({ configure: false });
    ({ browser, pages } = ext);
  });

  afterAll(() => ext?.close());

  it('starts its service worker, which answers an extension page', async () => {
    const popup = await browser.openExtensionPage('src/popup/index.html');
    const reply: unknown = await popup.evaluate(() =>
      chrome.runtime.sendMessage({
        channel: 'authenticity-lens',
        version: 1,
        type: 'runtime/ping',
        payload: {},
      }),
    );
    expect(reply).toMatchObject({ ok: true, value: { version: '0.1.0' } });
    expect(typeof (reply as { value: { startedAt: unknown } }).value.startedAt).toBe('number');
    await popup.getByTestId('account-missing').waitFor();
    await popup.close();
  });

  it('saves the account in the options page and never shows the key again', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    await options.getByLabel('E-mail').fill('reader@example.com');
    await options.getByLabel('API key').fill('secret-key-0123456789');
    await options.getByRole('button', { name: 'Save account' }).click();
    await options.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await options.reload();
    expect(await options.getByLabel('E-mail').inputValue()).toBe('reader@example.com');
    expect(await options.getByLabel('API key').inputValue()).toBe('');
    expect(await options.getByTestId('key-state').textContent()).toBe('An API key is saved.');
    expect(await options.content()).not.toContain('secret-key-0123456789');

    // Kept in the worker's own IndexedDB, not in extension storage.
    expect(await readWorkerSecret(browser.worker, 'account.apiKey')).toBe('secret-key-0123456789');
    const inStorage = await browser.worker.evaluate(() => chrome.storage.local.get(null));
    expect(JSON.stringify(inStorage)).not.toContain('secret-key-0123456789');

    const popup = await browser.openExtensionPage('src/popup/index.html');
    await popup.getByTestId('account-ready').waitFor();
    expect(await popup.getByTestId('account-ready').textContent()).toContain('reader@example.com');
    await popup.close();
    await options.close();
  });

  it('saves service settings, and explains an address it refuses', async () => {
    const options = await browser.openExtensionPage('src/options/index.html');
    const sandbox = options.getByLabel('Sandbox mode: mock results, no credits spent');
    expect(await sandbox.isChecked()).toBe(true);
    await sandbox.uncheck();
    // Loopback is granted in the local build, so no prompt is needed for this address.
    await options.getByLabel('API address').fill('http://127.0.0.1:9/');
    await options.getByRole('button', { name: 'Save service settings' }).click();
    await options.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await options.getByLabel('API address').inputValue()).toBe('http://127.0.0.1:9');

    await options.getByLabel('Login address').fill('http://example.com');
    await options.getByRole('button', { name: 'Save service settings' }).click();
    const alert = options.locator('[role=alert][data-kind=invalid-input]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Use an https:// address');

    await options.reload();
    expect(
      await options.getByLabel('Sandbox mode: mock results, no credits spent').isChecked(),
    ).toBe(false);
    expect(await options.getByLabel('Login address').inputValue()).toBe('https://id.copyleaks.com');
    await options.close();
  });

  it('reads the selection of a web page through the worker and the content script', async () => {
    const { page, tabId } = await ext.openTab(pages.url('article.html'));
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('first')!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });

    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    const text = popup.getByTestId('selection-text');
    await text.waitFor();
    expect(await text.textContent()).toContain('Tide pools form where the sea retreats');
    expect(await text.textContent()).not.toContain('second paragraph');

    // Inside a text field, where window.getSelection() sees nothing.
    await page.evaluate(() => {
      const notes = document.getElementById('notes') as HTMLTextAreaElement;
      notes.focus();
      notes.setSelectionRange(0, 'Notes typed by the reader'.length);
    });
    await popup.reload();
    await popup.getByTestId('selection-text').waitFor();
    expect(await popup.getByTestId('selection-text').textContent()).toBe(
      'Notes typed by the reader',
    );
    expect(await popup.getByTestId('selection').textContent()).toContain('in a text field');
    await popup.close();

    // The content script may not ask for account data, and cannot read extension storage.
    const refused = await evaluateInContentScript<{ ok: boolean; error?: { kind: string } }>(
      browser.context,
      page,
      `chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, type: 'account/get', payload: {} })`,
    );
    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const storage = await evaluateInContentScript<string>(
      browser.context,
      page,
      `chrome.storage.local.get(null).then((items) => JSON.stringify(items), (e) => 'refused: ' + e.message)`,
    );
    expect(storage).toMatch(/^refused: /);
    // Its IndexedDB is the page's: the worker's secret store is not there.
    const stores = await evaluateInContentScript<string>(
      browser.context,
      page,
      `new Promise((resolve) => { const open = indexedDB.open('authenticity-lens-secrets'); open.onsuccess = () => resolve(JSON.stringify([...open.result.objectStoreNames])); open.onerror = () => resolve('refused'); })`,
    );
    expect(stores).toBe('[]');
    await page.close();
  });

  it('explains when a tab cannot be read', async () => {
    const page = await browser.context.newPage();
    await page.goto('chrome://version');
    const tabId = await newestTabId(browser.worker);
    const popup = await browser.openExtensionPage(`src/popup/index.html?tab=${tabId}`);
    const alert = popup.locator('[role=alert][data-kind=permission]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Browser pages and the web store cannot be checked.',
    );
    // One clear message: nothing to grant, and no button that could only fail.
    expect(await alert.textContent()).toContain('This page cannot be checked');
    expect(await alert.textContent()).not.toContain('Grant access');
    expect(await popup.getByRole('button', { name: /check|scan/i }).count()).toBe(0);
    await popup.close();
    await page.close();
  });
});
