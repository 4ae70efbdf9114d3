/**
 * What the cross-browser journeys need from a browser, the same in Chromium (playwright-core
 * over CDP) and Firefox (puppeteer-core over WebDriver BiDi): pages driven by CSS selectors and
 * evaluated functions, and the extension's own pages. Everything browser-specific is in
 * chromium-driver.ts and firefox-driver.ts; the journeys see only this.
 */
export type BrowserName = 'chromium' | 'firefox';
export type ColorScheme = 'light' | 'dark';

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
  /** How many elements match `css` now (no waiting). */
  count(css: string): Promise<number>;
  /** Whether the first element matching `css` is there and shown now (no waiting). */
  isVisible(css: string): Promise<boolean>;
  /** Resolves once the page's rendered text shows `words` (case-sensitive). */
  waitForText(words: string): Promise<void>;
  /** Loads the page again; resolves once it has loaded. */
  reload(): Promise<void>;
  /**
   * Runs a script's source in the page's main world, as the browser's tools do: an extension
   * page's content security policy does not apply (for axe-core, which pages cannot load).
   */
  runScript(source: string): Promise<void>;
  /** Makes this the tab in front of its window, where keys and focus go. */
  bringToFront(): Promise<void>;
  /** Moves the mouse to a point of the viewport (CSS pixels), as a person's pointer would. */
  pointAt(x: number, y: number): Promise<void>;
  /** Clicks with the mouse at a point of the viewport (CSS px), as a user would: trusted events. */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses a key (`Tab`, `Escape`, `Shift+Tab`) on the keyboard, in whatever has focus. */
  press(key: string): Promise<void>;
  /** Sizes the page's viewport, e.g. to the popup's size for a screenshot. */
  setSize(width: number, height: number): Promise<void>;
  /** Writes a PNG of the whole page to `path`, in the light or dark colour scheme. */
  screenshot(path: string, scheme: 'light' | 'dark'): Promise<void>;
  /**
   * Writes a PNG of the page as it prints (print media, light), where the browser can emulate
   * print media: Chromium; BiDi has no media emulation, so Firefox leaves it out.
   */
  screenshotPrint?(path: string): Promise<void>;
  /**
   * The page printed to PDF by the browser's own print (Chromium's `Page.printToPDF`, Firefox's
   * BiDi `browsingContext.print`), A4, backgrounds as the print dialog's default leaves them.
   */
  pdf(): Promise<Uint8Array>;
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
  /**
   * The new tab of one of the extension's pages (`src/report/index.html`) that `action` (a click)
   * has the extension open, once loaded: tabs open before it are not taken for it.
   */
  openedBy(path: string, action: () => Promise<void>): Promise<DriverPage>;
  /** Files the browser has finished downloading so far, oldest first. */
  downloads(): Promise<Download[]>;
  /**
   * Has the extension's background stop and start again, as the browser does to an idle one
   * (Chromium's service worker is stopped; Firefox's event page is suspended, which needs a short
   * `extensions.background.idle.timeout`). `helper` is one of its pages, to ask it.
   */
  restartBackground(helper: DriverPage): Promise<void>;
  close(): Promise<void>;
}

export interface Download {
  /** The file name the page gave it. */
  name: string;
  /** Where it is on disk. */
  path: string;
}

/** The browsers the cross-browser suite runs in (E2E_BROWSERS=chromium,firefox narrows it). */
export function suiteBrowsers(): BrowserName[] {
  const asked = process.env.E2E_BROWSERS?.split(',').map((b) => b.trim());
  const all: BrowserName[] = ['chromium', 'firefox'];
  return asked ? all.filter((b) => asked.includes(b)) : all;
}
