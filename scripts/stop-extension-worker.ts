import type { Page } from 'playwright-core';
import type { ExtensionBrowser } from '../test/e2e/support/chromium.ts';

/** Closings of a worker that keeps being started again, before the bench gives up. */
const STOP_ATTEMPTS = 20;

/**
 * Stops the extension's worker as Chrome stops an idle one: closes its target (through `page`'s
 * CDP session) and waits, without messaging it (that would wake it), until gone. A worker with an
 * event on its way is started again at once, under the same target id: it is closed again until
 * it stays down. Used by the benches that time a wake (bench-worker-wake.ts, bench-popup.ts).
 */
export async function stopExtensionWorker(
  browser: ExtensionBrowser,
  page: Page,
  label: string,
): Promise<void> {
  const cdp = await browser.context.newCDPSession(page);
  try {
    const ours = async (): Promise<string[]> =>
      (await cdp.send('Target.getTargets')).targetInfos
        .filter(
          (t) =>
            t.type === 'service_worker' &&
            t.url.startsWith(`chrome-extension://${browser.extensionId}/`),
        )
        .map((t) => t.targetId);
    for (let attempt = 0; attempt < STOP_ATTEMPTS; attempt++) {
      for (const targetId of await ours()) await cdp.send('Target.closeTarget', { targetId });
      for (let look = 0; look < 50; look++) {
        if ((await ours()).length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    throw new Error(`[${label}] the worker would not stay stopped`);
  } finally {
    await cdp.detach();
  }
}
