/** The cross-browser driver on Chromium: the suite's usual launch (support/chromium.ts). */
import type { Page } from 'playwright-core';
import { launchWithExtension, stopExtensionWorker } from '../support/chromium.ts';
import { backgroundStartedAt } from '../support/background-started-at.ts';
import type { ColorScheme, Download, DriverPage, ExtensionBrowser } from './driver.ts';

function wrap(page: Page): DriverPage {
  return {
    // Arguments are plain JSON here, which playwright passes through unchanged.
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    waitFor: (css) => page.locator(css).first().waitFor(),
    click: (css) => page.locator(css).first().click(),
    fill: (css, value) => page.locator(css).first().fill(value),
    text: async (css) => (await page.locator(css).first().textContent()) ?? '',
    count: (css) => page.locator(css).count(),
    isVisible: (css) => page.locator(css).first().isVisible(),
    // As in Firefox: the rendered text includes `words`, case and all (getByText ignores case, so
    // "Saved." once matched "An API key is saved." before the save had finished).
    waitForText: async (words) => {
      await page.waitForFunction(
        (wanted) => document.body?.innerText.includes(wanted) ?? false,
        words,
      );
    },
    reload: async () => {
      await page.reload();
    },
    runScript: async (source) => {
      // A string is evaluated over CDP, outside the page's content security policy.
      await page.evaluate(source);
    },
    bringToFront: () => page.bringToFront(),
    pointAt: (x, y) => page.mouse.move(x, y),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    setSize: (width, height) => page.setViewportSize({ width, height }),
    screenshot: async (path, scheme) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path, fullPage: true });
    },
    screenshotPrint: async (path) => {
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      await page.screenshot({ path, fullPage: true });
      await page.emulateMedia({ media: null });
    },
    pdf: async () => new Uint8Array(await page.pdf({ format: 'A4' })),
    close: () => page.close(),
  };
}

export async function launchChromiumDriver(
  colorScheme: ColorScheme = 'light',
  executablePath?: string,
): Promise<ExtensionBrowser> {
  const browser = await launchWithExtension(undefined, colorScheme, executablePath);
  const saved: Promise<Download>[] = [];
  browser.context.on('page', (page) =>
    page.on('download', (download) =>
      saved.push(download.path().then((path) => ({ name: download.suggestedFilename(), path }))),
    ),
  );
  return {
    name: 'chromium',
    async openPage(url) {
      const page = await browser.context.newPage();
      await page.goto(url);
      return wrap(page);
    },
    async openExtensionPage(path) {
      return wrap(await browser.openExtensionPage(path));
    },
    async openedBy(path, action) {
      const prefix = `chrome-extension://${browser.extensionId}/${path}`;
      const before = new Set(browser.context.pages());
      const opened = browser.context.waitForEvent('page', {
        predicate: (page) => !before.has(page),
      });
      await action();
      const page = await opened;
      await page.waitForURL((url) => url.href.startsWith(prefix));
      await page.waitForLoadState();
      return wrap(page);
    },
    downloads: () => Promise.all(saved),
    async restartBackground(helper) {
      const page = await browser.context.newPage();
      await stopExtensionWorker(browser, page, () => backgroundStartedAt(helper));
      await page.close();
    },
    close: () => browser.close(),
  };
}
