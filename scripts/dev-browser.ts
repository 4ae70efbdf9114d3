/**
 * Chromium with an unpacked extension that survives `runtime.reload()`, which crxjs' dev package
 * calls when the worker or the content script changes. Chromium disables an extension loaded
 * with `--load-extension` when it reloads (seen in 156), so it is installed the way "Load
 * unpacked" does it: over CDP, in developer mode.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM } from '../test/e2e/support/chromium.ts';

export interface DevBrowser {
  context: BrowserContext;
  extensionId: string;
}

export async function launchDevBrowser(dist: string, profile: string): Promise<DevBrowser> {
  // A fresh profile each run, as `npm start` does: a kept one can hold on to an older worker.
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ extensions: { ui: { developer_mode: true } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: null,
    // Playwright turns extensions off by default; CDP installs them only with this flag.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      '--enable-unsafe-extension-debugging',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // *.test names (the Docs stand-in) are served here, as in the tests.
      '--host-resolver-rules=MAP *.test 127.0.0.1',
    ],
  });
  const browser = context.browser();
  if (!browser) throw new Error('Playwright gave no browser for CDP.');
  const cdp = await browser.newBrowserCDPSession();
  const { id } = await cdp.send('Extensions.loadUnpacked', { path: dist });
  await cdp.detach();
  return { context, extensionId: id };
}
