/**
 * The cross-browser driver on Firefox: Debian's firefox-esr driven by puppeteer-core over
 * WebDriver BiDi (no browser download, no geckodriver), the `firefox-loopback` build installed as
 * a temporary add-on with a pinned UUID, so its pages have known addresses.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type KeyInput, type Page } from 'puppeteer-core';
import { GECKO_ID } from '../../../build/firefox-manifest.ts';
import { PATIENCE_MS } from '../support/patience.ts';
import { backgroundStartedAt } from '../support/background-started-at.ts';
import type { DriverPage, ExtensionBrowser } from './driver.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_LOOPBACK_DIST = resolve(import.meta.dirname, '../../../dist-firefox-loopback');
/** Any fixed UUID: the extension's pages are then at moz-extension://<it>/. */
const EXTENSION_UUID = '6f1d5b0e-2c4a-4b8e-9a37-1e5c0d2f7a41';

/**
 * Evaluates `probe` in the page until it answers true, for as long as PATIENCE_MS (as the
 * Chromium driver's waits do), then fails naming what it waited for. Not puppeteer's
 * waitForFunction or waitForSelector: they build their polling function with `Function()`, which
 * an extension page's CSP refuses in Firefox 140. A navigation in between makes one evaluation
 * fail; the next one asks the new document.
 */
async function until<A>(
  page: Page,
  probe: (arg: A) => boolean | Promise<boolean>,
  arg: A,
  waitingFor: string,
): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const answered = await page.evaluate(probe as never, arg).then(
      (value) => value === true,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) {
      throw new Error(`Waited ${PATIENCE_MS} ms for ${waitingFor} in ${page.url()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function wrap(page: Page): DriverPage {
  const visible = (css: string): Promise<void> =>
    until(
      page,
      (selector: string) => {
        const element = document.querySelector(selector);
        return element !== null && element.getClientRects().length > 0;
      },
      css,
      `${css} to be shown`,
    );
  // Puppeteer clicks at a point measured before the click, so a button that moves in between (a
  // list filling in above it) is missed. As Playwright does before a click: wait until the
  // element stays put a moment and is enabled.
  const settled = (css: string): Promise<void> =>
    until(
      page,
      (selector: string) =>
        new Promise<boolean>((answer) => {
          const element = document.querySelector(selector);
          if (!element || element.getClientRects().length === 0) return answer(false);
          const where = (): string => JSON.stringify(element.getBoundingClientRect());
          const before = where();
          // A timer, not animation frames: a tab in the background gets no frames.
          setTimeout(
            () => answer(where() === before && !(element as HTMLButtonElement).disabled),
            60,
          );
        }),
      css,
      `${css} to be shown, enabled and still`,
    );
  return {
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    waitFor: visible,
    // Element handles, not locators: locators poll with Function() as well.
    click: async (css) => {
      await settled(css);
      await (await page.$(css))?.click();
    },
    fill: async (css, value) => {
      await visible(css);
      // Emptied as a user empties it, with an input event: a value changed silently is put back
      // by the page's next render (a controlled field), and the typing then adds to the old text.
      await page.evaluate((selector: string) => {
        const field = document.querySelector<HTMLInputElement>(selector);
        if (!field) return;
        field.value = '';
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }, css);
      await (await page.$(css))?.type(value);
    },
    text: async (css) => {
      await visible(css);
      return page.evaluate(
        (selector: string) => document.querySelector(selector)?.textContent ?? '',
        css,
      );
    },
    count: (css) =>
      page.evaluate((selector: string) => document.querySelectorAll(selector).length, css),
    isVisible: (css) =>
      page.evaluate((selector: string) => {
        const element = document.querySelector(selector);
        return element !== null && element.getClientRects().length > 0;
      }, css),
    waitForText: (words) =>
      until(
        page,
        (wanted: string) => document.body?.innerText.includes(wanted) ?? false,
        words,
        `the words "${words}"`,
      ),
    reload: async () => {
      // A mark on the old document, so its own "complete" is not taken for the new one's.
      await page.evaluate(() => {
        (window as { reloading?: boolean }).reloading = true;
      });
      // Not awaited, as in openAndSettle: an extension page never reports its load.
      void page
        .reload({ waitUntil: 'domcontentloaded', timeout: PATIENCE_MS })
        .catch(() => undefined);
      await until(
        page,
        () => !(window as { reloading?: boolean }).reloading && document.readyState === 'complete',
        null,
        'the page to load again',
      );
    },
    runScript: async (source) => {
      // A string is evaluated over BiDi, outside the page's content security policy.
      await page.evaluate(source);
    },
    bringToFront: () => page.bringToFront(),
    pointAt: (x, y) => page.mouse.move(x, y),
    clickAt: (x, y) => page.mouse.click(x, y),
    // "Shift+Tab" as Playwright writes it: puppeteer presses one key at a time.
    press: async (keys) => {
      const [key, ...held] = keys.split('+').reverse() as KeyInput[];
      for (const k of held) await page.keyboard.down(k);
      if (key) await page.keyboard.press(key);
      for (const k of held.reverse()) await page.keyboard.up(k);
    },
    setSize: (width, height) => page.setViewport({ width, height }),
    screenshot: async (path, scheme) => {
      // BiDi has no media emulation: the scheme is the profile's, set by a pref at launch.
      const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
      if (dark !== (scheme === 'dark')) {
        throw new Error(
          `Firefox shows the ${dark ? 'dark' : 'light'} scheme: launch it with the firefoxPrefs ` +
            `{ 'layout.css.prefers-color-scheme.content-override': ${scheme === 'dark' ? 0 : 1} }.`,
        );
      }
      await page.screenshot({ path, fullPage: true });
    },
    pdf: async () => page.pdf({ format: 'A4' }),
    close: () => page.close(),
  };
}

/**
 * Extension pages over BiDi never report their load: navigation is started and not awaited
 * (waiting for its event cost 2 s, its time-out, per page opened), then the document itself says
 * when it is the one asked for and complete. Its promise is kept only to silence its failure.
 */
async function openAndSettle(page: Page, url: string): Promise<void> {
  void page
    .goto(url, { waitUntil: 'domcontentloaded', timeout: PATIENCE_MS })
    .catch(() => undefined);
  await until(
    page,
    (expected: string) => location.href === expected && document.readyState === 'complete',
    url,
    `${url} to load`,
  );
}

export interface FirefoxOptions {
  /** false opens a window (npm start -- --firefox); tests run headless. */
  headless?: boolean;
  /** More Firefox preferences, e.g. a short `extensions.background.idle.timeout`. */
  prefs?: Record<string, unknown>;
  /** Firefox itself, or a script that starts it (support/policy-browser.ts). */
  executablePath?: string;
}

export async function launchFirefoxDriver(options: FirefoxOptions = {}): Promise<ExtensionBrowser> {
  if (!existsSync(join(FIREFOX_LOOPBACK_DIST, 'manifest.json'))) {
    throw new Error(`No build in ${FIREFOX_LOOPBACK_DIST}: run "npm run build:firefox-loopback".`);
  }
  if (!existsSync(FIREFOX)) {
    throw new Error(`No Firefox at ${FIREFOX}: apt-get install -y firefox-esr (or FIREFOX_PATH).`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'authenticity-lens-firefox-'));
  const downloadDir = join(profile, 'downloads');
  mkdirSync(downloadDir);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: options.executablePath ?? FIREFOX,
    headless: options.headless ?? true,
    userDataDir: profile,
    // Lets BiDi open moz-extension:// pages.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // Test pages at http://news.test:<port>/ stand for public sites; docs.google.test,
      // accounts.google.test and docs-export.googleusercontent.test for Google Docs, its sign-in
      // and its download server (support/docs-site.ts), files.storage.test for a learning
      // platform's file host (support/storage-site.ts); as in support/chromium.ts, 127.0.0.1.
      'network.dns.localDomains':
        'news.test,docs.google.test,accounts.google.test,docs-export.googleusercontent.test,' +
        'files.storage.test',
      // Downloads go to a folder of the profile, without asking.
      'browser.download.folderList': 2,
      'browser.download.dir': downloadDir,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // window.print() without the dialog, which headless Firefox would wait on for good.
      'print.always_print_silent': true,
      ...options.prefs,
    },
  });
  await browser.installExtension(FIREFOX_LOOPBACK_DIST);
  const origin = `moz-extension://${EXTENSION_UUID}`;
  const open = async (url: string): Promise<DriverPage> => {
    const page = await browser.newPage();
    page.setDefaultTimeout(PATIENCE_MS);
    await openAndSettle(page, url);
    return wrap(page);
  };
  return {
    name: 'firefox',
    openPage: open,
    openExtensionPage: (path) => open(`${origin}/${path}`),
    async openedBy(path, action) {
      const prefix = `${origin}/${path}`;
      const before = new Set(await browser.pages());
      await action();
      const deadline = Date.now() + PATIENCE_MS;
      for (;;) {
        const page = (await browser.pages()).find(
          (p) => !before.has(p) && p.url().startsWith(prefix),
        );
        if (page) {
          page.setDefaultTimeout(PATIENCE_MS);
          await until(page, () => document.readyState === 'complete', null, `${prefix} to load`);
          return wrap(page);
        }
        if (Date.now() > deadline)
          throw new Error(`Waited ${PATIENCE_MS} ms for a tab at ${prefix}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    // Firefox first puts an empty file at the final name, then writes "<name>.part" beside it
    // and moves it over the empty one: finished once it has content and no .part is left.
    downloads: () => {
      const names = readdirSync(downloadDir);
      const done = names
        .filter((name) => !name.endsWith('.part') && !names.includes(`${name}.part`))
        .filter((name) => statSync(join(downloadDir, name)).size > 0)
        .map((name) => ({ name, path: join(downloadDir, name) }));
      return Promise.resolve(done);
    },
    async restartBackground(helper) {
      const idle = Number(options.prefs?.['extensions.background.idle.timeout'] ?? 0);
      if (!idle) {
        throw new Error('Launch with a short extensions.background.idle.timeout to restart it.');
      }
      const before = await backgroundStartedAt(helper);
      // Each ping wakes it; pings further apart than the idle time let it be suspended between.
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, idle * 1.5));
        const now = await backgroundStartedAt(helper);
        if (now !== undefined && now !== before) return;
      }
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
