/**
 * `npm start` (or `npm start -- --firefox`): builds the extension, starts the local service (a
 * faithful double of the real one, with a demo account) and a webhook relay (plagiarism scans
 * and image heatmaps answer through it), and opens Chromium (or Firefox) with the extension
 * loaded and pointed at both, in sandbox mode. Without a display it prints how to load the build
 * by hand and keeps serving.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, extensionArgs, LOOPBACK_DIST } from '../test/e2e/support/chromium.ts';
import { configureExtension } from '../test/e2e/support/configure-extension.ts';
import { FIREFOX_LOOPBACK_DIST, launchFirefoxDriver } from '../test/e2e/browsers/firefox-driver.ts';
import { startDemoWorld } from './demo-world.ts';

const firefox = process.argv.includes('--firefox');
execSync(`npx vite build --mode ${firefox ? 'firefox-loopback' : 'loopback'} --logLevel warn`, {
  stdio: 'inherit',
});

const world = await startDemoWorld();
const { demoPage } = world;
console.log(`\n${world.describe()}\n`);

const shutdown = async (): Promise<void> => {
  await world.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  const dist = firefox ? FIREFOX_LOOPBACK_DIST : LOOPBACK_DIST;
  console.log(`No display here, so no browser window. To try the extension by hand:
  1. ${firefox ? 'In Firefox open about:debugging#/runtime/this-firefox.' : 'In Chrome or Chromium open chrome://extensions and turn on Developer mode.'}
  2. ${firefox ? '"Load Temporary Add-on…" and pick the manifest.json in' : '"Load unpacked" and pick'} ${dist}
     (dist${firefox ? '-firefox' : ''}/ after "npm run build${firefox ? ':firefox' : ''}" is the store build, without loopback access).
  3. In the extension's settings enter the addresses, e-mail and key above, and under
     Plagiarism scans the relay address and token.
Press Ctrl-C to stop the local service.`);
} else if (firefox) {
  const browser = await launchFirefoxDriver({ headless: false });
  const options = await browser.openExtensionPage('src/options/index.html');
  await configureExtension(options, { ...world.setup, sandbox: true }).catch((error: unknown) =>
    console.warn(String(error)),
  );
  await browser.openPage(demoPage);
  console.log('Firefox is open with the extension (a temporary add-on). Press Ctrl-C to stop.');
} else {
  // A fresh profile each run: a kept one can hold on to the previous build's service worker
  // (seen: an older worker answering "Unknown message" to the relay setup).
  const profile = resolve('.tmp/chromium-profile');
  rmSync(profile, { recursive: true, force: true });
  mkdirSync(profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: null,
    // *.test names (the Docs stand-in) are served here, as in the tests.
    args: [...extensionArgs(LOOPBACK_DIST), '--host-resolver-rules=MAP *.test 127.0.0.1'],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  // The tab Chromium opens with: no extra blank tab.
  const options = context.pages()[0] ?? (await context.newPage());
  await options.goto(`chrome-extension://${extensionId}/src/options/index.html`);
  await configureExtension(options, world.setup).catch((error: unknown) =>
    console.warn(String(error)),
  );
  await options.reload();
  const page = await context.newPage();
  await page.goto(demoPage);
  console.log('Chromium is open with the extension. Close it or press Ctrl-C to stop.');
  context.on('close', () => void shutdown());
}
