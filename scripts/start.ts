/**
 * `npm start`: builds the extension, starts the local service (a faithful double of the real
 * one, with a demo account) and opens Chromium with the extension loaded and pointed at it, in
 * sandbox mode. Without a display it prints how to load the build by hand and keeps serving.
 */
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, extensionArgs, LOOPBACK_DIST } from '../test/e2e/support/chromium.ts';
import { configureExtension } from '../test/e2e/support/configure-extension.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';
import { DEMO_ACCOUNT, startFakeService } from '../test/fake-service/index.ts';

execSync('npx vite build --mode loopback --logLevel warn', { stdio: 'inherit' });

const service = await startFakeService({ webhookTimeScale: 0.01 });
const pages = await startPageServer();
const demoPage = pages.url('article.html');

console.log(`
Local service (sandbox, no real credits):
  API address     ${service.apiUrl}
  Login address   ${service.authUrl}
  E-mail          ${DEMO_ACCOUNT.email}
  API key         ${DEMO_ACCOUNT.key}
Demo page         ${demoPage}
`);

const shutdown = async (): Promise<void> => {
  await Promise.allSettled([service.close(), pages.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.log(`No display here, so no browser window. To try the extension by hand:
  1. In Chrome or Chromium open chrome://extensions and turn on Developer mode.
  2. "Load unpacked" and pick ${LOOPBACK_DIST}
     (dist/ after "npm run build" is the store build, without loopback access).
  3. In the extension's settings enter the addresses, e-mail and key above.
Press Ctrl-C to stop the local service.`);
} else {
  const profile = resolve('.tmp/chromium-profile');
  mkdirSync(profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: null,
    args: extensionArgs(LOOPBACK_DIST),
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/src/options/index.html`);
  await configureExtension(options, {
    apiBaseUrl: service.apiUrl,
    authBaseUrl: service.authUrl,
    email: DEMO_ACCOUNT.email,
    key: DEMO_ACCOUNT.key,
  });
  await options.reload();
  const page = await context.newPage();
  await page.goto(demoPage);
  console.log('Chromium is open with the extension. Close it or press Ctrl-C to stop.');
  context.on('close', () => void shutdown());
}
