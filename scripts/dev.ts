/**
 * `npm run dev`: the popup and the settings page hot-reloaded from vite's dev server, in
 * Chromium, against the local service and relay that `npm start` runs. crxjs writes a package to
 * dist-dev/ whose worker and pages load their modules from the server (port 5173): an edit under
 * src/popup, src/options or src/ui shows in the open page, which keeps its state; an edit to the
 * worker or the content script reloads the extension. Without a display it prints how to load
 * dist-dev/ by hand and keeps serving. Tests, benchmarks and packages use `vite build`.
 */
import { allFilesReady } from '@crxjs/vite-plugin';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { configureExtension, type ServiceSetup } from '../test/e2e/support/configure-extension.ts';
import { pdfResourceFiles } from '../build/pdf-resources.ts';
import { startDemoWorld } from './demo-world.ts';
import { launchDevBrowser } from './dev-browser.ts';

const DEV_DIST = resolve('dist-dev');
/** How to tell the settings page from crxjs' own stand-in for it. */
const OPTIONS_TITLE = /<title>([^<]*)<\/title>/.exec(
  readFileSync(resolve('src/options/index.html'), 'utf8'),
)?.[1];

/**
 * Until the worker has loaded its modules from the server, crxjs answers a page with one of its
 * own that reloads itself, and a first load may reload once more when vite finds a dependency
 * to bundle: set the extension up on the settings page once it is ours, again if it reloads.
 */
async function configureWhenServed(options: Page, setup: ServiceSetup): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await options.title().catch(() => '')) === OPTIONS_TITLE) {
      let reloaded = false;
      const onNavigation = (): void => {
        reloaded = true;
      };
      options.on('framenavigated', onNavigation);
      try {
        await configureExtension(options, setup);
        return;
      } catch (error) {
        if (!reloaded) throw error;
      } finally {
        options.off('framenavigated', onNavigation);
      }
    }
    await options.waitForTimeout(250);
  }
  throw new Error('The dev server did not serve the settings page within two minutes.');
}

const vite = await createServer({ configFile: resolve('vite.config.ts'), mode: 'development' });
await vite.listen();
// crxjs writes the package's loaders after the server starts: load it only once they are there.
await allFilesReady();
// The build emits pdf.js' data files; crxjs' dev package has no bundle to emit them into, and a
// Japanese PDF read without its CMaps comes out as a few stray characters.
for (const { source, fileName } of pdfResourceFiles()) {
  mkdirSync(dirname(join(DEV_DIST, fileName)), { recursive: true });
  copyFileSync(source, join(DEV_DIST, fileName));
}

const world = await startDemoWorld();
const { demoPage } = world;

console.log(`
Dev server        http://localhost:5173 (keep it running: dist-dev/ loads its code from it)
${world.describe()}
`);

const shutdown = async (): Promise<void> => {
  await Promise.allSettled([vite.close(), world.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  console.log(`No display here, so no browser window. To try the extension by hand:
  1. In Chrome or Chromium open chrome://extensions and turn on Developer mode.
  2. "Load unpacked" and pick ${DEV_DIST}
  3. In the extension's settings enter the addresses, e-mail and key above, and under
     Plagiarism scans the relay address and token.
Press Ctrl-C to stop the dev server and the local service.`);
} else {
  const { context, extensionId } = await launchDevBrowser(
    DEV_DIST,
    resolve('.tmp/chromium-dev-profile'),
  );
  const options = context.pages()[0] ?? (await context.newPage());
  await options.goto(`chrome-extension://${extensionId}/src/options/index.html`);
  await configureWhenServed(options, world.setup).catch((error: unknown) =>
    console.warn(String(error)),
  );
  await options.reload();
  const page = await context.newPage();
  await page.goto(demoPage);
  console.log(
    'Chromium is open with the dev package: edit the popup or the settings page and watch. ' +
      'Close it or press Ctrl-C to stop.',
  );
  context.on('close', () => void shutdown());
}
