import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { PATIENCE_MS } from './patience.ts';

/** Debian's Chromium; never a browser downloaded by a test tool. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The `loopback` build: production code plus host access to loopback (see vite.config.ts). */
export const LOOPBACK_DIST = resolve(import.meta.dirname, '../../../dist-loopback');

/**
 * Flags for Chromium with one unpacked extension, as verified on this machine kind: without the
 * background-networking ones, Chromium's own calls fail against the closed network.
 */
export function extensionArgs(dist: string): string[] {
  return [
    `--disable-extensions-except=${dist}`,
    `--load-extension=${dist}`,
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
}

export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens one of our pages (e.g. `src/popup/index.html?tab=3`) in a tab. */
  openExtensionPage(path: string): Promise<Page>;
  close(): Promise<void>;
}

export async function launchWithExtension(
  dist = LOOPBACK_DIST,
  colorScheme: 'light' | 'dark' = 'light',
  /** Chromium itself, or a script that starts it (support/policy-browser.ts). */
  executablePath = CHROMIUM,
): Promise<ExtensionBrowser> {
  if (!existsSync(join(dist, 'manifest.json'))) {
    throw new Error(`No build in ${dist}: run "npm run build:loopback" first.`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
  const userDataDir = mkdtempSync(join(tmpdir(), 'authenticity-lens-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    colorScheme,
    // Headless in a container: no sandbox, GPU or QUIC.
    args: [
      ...extensionArgs(dist),
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      // Test pages at http://<name>.test:<port>/ stand for public sites (see vite.config.ts).
      '--host-resolver-rules=MAP *.test 127.0.0.1',
      // window.print() as with a system dialog and no printer: it returns at once. With the
      // preview, headless Chromium leaves the page "being printed" for good, refusing printToPDF.
      '--disable-print-preview',
    ],
  });
  // Each wait and action of the tests' pages may take this long on a loaded machine.
  context.setDefaultTimeout(PATIENCE_MS);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    worker,
    extensionId,
    async openExtensionPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The id of the tab showing `url`, as the extension sees it. */
export async function tabIdOf(worker: Worker, url: string): Promise<number> {
  const id = await worker.evaluate(async (target) => {
    const tabs = await chrome.tabs.query({});
    return tabs.find((tab) => tab.url === target)?.id;
  }, url);
  if (id === undefined) throw new Error(`No tab shows ${url}`);
  return id;
}

/**
 * Stops the extension's service worker, as Chrome does to an idle one: its timers and pending
 * fetches die with it, and the next event starts a fresh worker. (CDP's ServiceWorker domain
 * does not reach extension workers; closing the worker's target does.) Done when the stopped
 * instance is gone: its target is missing, or `startedAt()` (asked of the worker, which wakes
 * it) names another instance. Chromium gives a restarted worker the same target id, so a page
 * that messages it often would otherwise hide the stop.
 */
export async function stopExtensionWorker(
  browser: ExtensionBrowser,
  page: Page,
  startedAt: () => Promise<number | undefined>,
): Promise<void> {
  const before = await startedAt();
  const cdp = await browser.context.newCDPSession(page);
  const targets = async (): Promise<{ targetId: string; type: string; url: string }[]> =>
    (await cdp.send('Target.getTargets')).targetInfos;
  const worker = (await targets()).find(
    (t) =>
      t.type === 'service_worker' && t.url.startsWith(`chrome-extension://${browser.extensionId}/`),
  );
  if (!worker) throw new Error('The extension has no running service worker.');
  await cdp.send('Target.closeTarget', { targetId: worker.targetId });
  for (;;) {
    if (!(await targets()).some((t) => t.targetId === worker.targetId)) break;
    const now = await startedAt();
    if (now !== undefined && now !== before) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await cdp.detach();
}
