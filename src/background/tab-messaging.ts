import contentScriptFile from '../content/content-script.ts?iife';
import { browser } from '../platform/browser.ts';
import { appError, BROWSER_PAGE_CODE, err, type Result } from '../core/errors.ts';
import type { ContentProtocol, RequestOf, ResponseOf } from '../shared/messages/index.ts';
import { NO_RECEIVER_CODE, sendToTab } from '../platform/messaging.ts';

/**
 * Asks our content script in a tab, injecting it first when the tab does not have it yet. The
 * script is injected on demand (activeTab, or host access the user granted), not on every page.
 */
export async function askTab<K extends keyof ContentProtocol>(
  tabId: number,
  type: K,
  payload: RequestOf<ContentProtocol, K>,
): Promise<Result<ResponseOf<ContentProtocol, K>>> {
  const first = await sendToTab(tabId, type, payload);
  if (first.ok || first.error.code !== NO_RECEIVER_CODE) return first;
  const injected = await inject(tabId);
  if (!injected.ok) return injected;
  return sendToTab(tabId, type, payload);
}

async function inject(tabId: number): Promise<Result<true>> {
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [contentScriptFile] });
    return { ok: true, value: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Browser pages first: their error also says "Cannot access".
    if (
      /(chrome|edge|about|devtools|moz-extension|chrome-extension):|extensions gallery|cannot be scripted|addons\.mozilla\.org/i.test(
        message,
      )
    ) {
      return err(
        appError('permission', 'Browser pages and the web store cannot be checked.', {
          code: BROWSER_PAGE_CODE,
        }),
      );
    }
    if (/Cannot access|permission/i.test(message)) {
      return err(
        appError(
          'permission',
          'Authenticity Lens cannot read this tab yet. Click its toolbar button or use its ' +
            'right-click menu on the page, then try again.',
        ),
      );
    }
    return err(appError('internal', `Could not reach the page: ${message}`));
  }
}
