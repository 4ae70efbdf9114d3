/**
 * What the cross-browser journeys need from a browser, the same in Chromium (playwright-core
 * over CDP) and Firefox (puppeteer-core over WebDriver BiDi): pages driven by CSS selectors and
 * evaluated functions, and the extension's own pages. Everything browser-specific is in
 * chromium-driver.ts and firefox-driver.ts; the journeys see only this.
 */
export type BrowserName = 'chromium' | 'firefox';

export interface DriverPage {
  /** Runs `fn` in the page (its main world; an extension page's own world). */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Resolves once an element matching `css` is in the page and visible. */
  waitFor(css: string): Promise<void>;
  click(css: string): Promise<void>;
  /** Replaces the value of a field, typing it as a person would. */
  fill(css: string, value: string): Promise<void>;
  /** Text of the first element matching `css`, once there. */
  text(css: string): Promise<string>;
  close(): Promise<void>;
}

/** What sending the extension's messages needs: a Playwright page satisfies it too. */
export type Evaluator = Pick<DriverPage, 'evaluate'>;

export interface ExtensionBrowser {
  readonly name: BrowserName;
  /** Opens a web page in a new tab; resolves once it has loaded. */
  openPage(url: string): Promise<DriverPage>;
  /** Opens one of the extension's pages, e.g. `src/popup/index.html?tab=3`. */
  openExtensionPage(path: string): Promise<DriverPage>;
  close(): Promise<void>;
}

/** The browsers the cross-browser suite runs in (E2E_BROWSERS=chromium,firefox narrows it). */
export function suiteBrowsers(): BrowserName[] {
  const asked = process.env.E2E_BROWSERS?.split(',').map((b) => b.trim());
  const all: BrowserName[] = ['chromium', 'firefox'];
  return asked ? all.filter((b) => asked.includes(b)) : all;
}
