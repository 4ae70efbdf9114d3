import type { BrowserName } from '../browsers/driver.ts';

/**
 * A page of the browser itself, which no extension may script. (Firefox's about: pages other
 * than about:blank cannot be opened over WebDriver BiDi.)
 */
export const BROWSER_PAGE: Record<BrowserName, string> = {
  chromium: 'chrome://version/',
  firefox: 'about:blank',
};
