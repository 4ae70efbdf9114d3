/**
 * Why the browser refused to run our content script in a tab, from its error text and, where
 * the extension may see it, the tab's address. Chromium names the page in its message ("Cannot
 * access a chrome:// URL", "The extensions gallery cannot be scripted"); Firefox says "Missing
 * host permission for the tab" for its own pages and for sites not granted alike, and hides the
 * address of a tab it has not granted: then the answer covers both.
 */
export type ScriptRefusal =
  'browser-page' | 'not-granted' | 'browser-page-or-not-granted' | 'other';

const BROWSER_SCHEMES =
  /^(chrome|edge|about|devtools|moz-extension|chrome-extension|view-source|resource|jar):/i;
const STORE_HOSTS = new Set(['addons.mozilla.org', 'chromewebstore.google.com']);

function isBrowserPage(url: string): boolean {
  if (BROWSER_SCHEMES.test(url)) return true;
  try {
    return STORE_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function classifyScriptRefusal(message: string, tabUrl?: string): ScriptRefusal {
  // Browser pages first: Chromium's error for them also says "Cannot access".
  if (
    /(chrome|edge|about|devtools|moz-extension|chrome-extension):|extensions gallery|cannot be scripted|addons\.mozilla\.org/i.test(
      message,
    )
  ) {
    return 'browser-page';
  }
  if (/Missing host permission/i.test(message)) {
    if (tabUrl === undefined || tabUrl === '') return 'browser-page-or-not-granted';
    return isBrowserPage(tabUrl) ? 'browser-page' : 'not-granted';
  }
  if (/Cannot access|permission/i.test(message)) return 'not-granted';
  return 'other';
}
