/**
 * The fixture of the cross-browser suites: one browser (Chromium or Firefox) with the extension,
 * the local service, the page server, the relay when asked for, and the extension configured
 * through its own messages, on the driver of driver.ts. Every e2e file starts it.
 */
import {
  DEMO_ACCOUNT,
  startFakeService,
  type FakeService,
  type FakeServiceOptions,
} from '../../fake-service/index.ts';
import {
  startTestRelay,
  TOKEN,
  type RelayRuntime,
  type TestRelay,
} from '../../relay/helpers/test-relay.ts';
import { askExtension, type Reply } from '../support/ask-extension.ts';
import { configureExtension } from '../support/configure-extension.ts';
import { startPageServer, type PageServer } from '../support/page-server.ts';
import { launchChromiumDriver } from './chromium-driver.ts';
import type { BrowserName, ColorScheme, DriverPage, ExtensionBrowser } from './driver.ts';
import { FIREFOX, FIREFOX_LOOPBACK_DIST, launchFirefoxDriver } from './firefox-driver.ts';
import { CHROMIUM, LOOPBACK_DIST } from '../support/chromium.ts';
import { policyBrowser, type Policy } from '../support/policy-browser.ts';

type Files = Record<string, Uint8Array>;

export interface CrossOptions {
  /**
   * Point the extension at the local service with the demo account (default). `false` leaves it
   * as freshly installed, for tests of that first setup.
   */
  configure?: boolean;
  /** Sandbox mode in the saved settings (default on). */
  sandbox?: boolean;
  /** Other settings saved with the service addresses. */
  settings?: Record<string, unknown>;
  /** Options of the local service, e.g. shorter webhook retry waits. */
  service?: FakeServiceOptions;
  /** Starts the relay and saves it with these scan settings. */
  relay?: { scanSettings: Record<string, unknown>; runtime?: RelayRuntime };
  /**
   * Files for the page server besides test/e2e/pages, by path; as a function, made once the
   * browser is up (e.g. images drawn in the helper page, so in the browser under test).
   */
  pageFiles?: Files | ((helper: DriverPage) => Promise<Files>);
  /** The colour scheme the browser's pages are shown in (default light). */
  colorScheme?: ColorScheme;
  /** Firefox only: more preferences. */
  firefoxPrefs?: Record<string, unknown>;
  /** An administrator's policy for the extension, as IT deploys it (support/policy-browser.ts). */
  policy?: Policy;
}

/** What a content script of the extension can reach, found by one injected into the page. */
export interface ContentWorldProbe {
  /** `storage.local` as JSON, or why reading it was refused. */
  storage: string;
  /** Object stores of the IndexedDB database named like the worker's secret store. */
  secretStores: string[];
  /** The background's reply to its message for the account. */
  accountReply: Reply<unknown>;
}

export interface CrossExtension {
  browser: ExtensionBrowser;
  /** The local service; throws while it is stopped. */
  readonly service: FakeService;
  pages: PageServer;
  /** The relay; throws unless the fixture was started with one. */
  readonly relay: TestRelay;
  /** An open options page, for sending the extension's messages. */
  helper: DriverPage;
  ask<T>(type: string, payload: object): Promise<Reply<T>>;
  /** The tab showing `url`, as the extension knows it (polls until it is there). */
  tabIdOf(url: string): Promise<number>;
  /** A new tab showing `url` (unique among the open ones), and the extension's id for it. */
  openTab(url: string): Promise<{ page: DriverPage; tabId: number }>;
  /** The most recently opened tab (for pages whose address the extension may not see). */
  newestTabId(): Promise<number>;
  probeContentWorld(tabId: number): Promise<ContentWorldProbe>;
  /** Another site (e.g. on '::1', which the loopback build has no access to). */
  startPageServer(files?: Files, host?: string): Promise<PageServer>;
  /** Stops the service: its addresses refuse connections until `restartService`. */
  stopService(): Promise<void>;
  /** Starts a fresh service on the addresses the extension was given. */
  restartService(): Promise<FakeService>;
  close(): Promise<void>;
}

const LAUNCH: Record<
  BrowserName,
  (options: CrossOptions, executablePath?: string) => Promise<ExtensionBrowser>
> = {
  chromium: (options, executablePath) => launchChromiumDriver(options.colorScheme, executablePath),
  firefox: (options, executablePath) =>
    launchFirefoxDriver({
      executablePath,
      prefs: {
        // BiDi cannot emulate the scheme: the content's scheme is a preference (0 dark, 1 light).
        ...(options.colorScheme
          ? {
              'layout.css.prefers-color-scheme.content-override':
                options.colorScheme === 'dark' ? 0 : 1,
            }
          : {}),
        ...options.firefoxPrefs,
      },
    }),
};

const BROWSER_AT: Record<BrowserName, { binary: string; extension: string }> = {
  chromium: { binary: CHROMIUM, extension: LOOPBACK_DIST },
  firefox: { binary: FIREFOX, extension: FIREFOX_LOOPBACK_DIST },
};

/** The browser `name` started for `options`: under their policy when they give one. */
async function launch(name: BrowserName, options: CrossOptions): Promise<ExtensionBrowser> {
  if (!options.policy) return LAUNCH[name](options);
  const { binary, extension } = BROWSER_AT[name];
  const managed = policyBrowser(name, binary, extension, options.policy);
  const browser = await LAUNCH[name](options, managed.executable).catch((error: unknown) => {
    managed.remove();
    throw error;
  });
  return {
    ...browser,
    async close() {
      await browser.close();
      managed.remove();
    },
  };
}

interface Closable {
  close(): Promise<void>;
}

export async function startCrossExtension(
  name: BrowserName,
  options: CrossOptions = {},
): Promise<CrossExtension> {
  // What has started, closed browser first (so no server waits on its open connections),
  // including whatever did start when another start failed.
  let browserStarted: ExtensionBrowser | undefined;
  let service: FakeService | undefined;
  const servers: Closable[] = [];
  const closeAll = async (): Promise<void> => {
    await browserStarted?.close().catch(() => undefined);
    await service?.close().catch(() => undefined);
    for (const server of servers.splice(0)) await server.close().catch(() => undefined);
  };
  const server = <T extends Closable>(starting: Promise<T>): Promise<T> =>
    starting.then((started) => {
      servers.push(started);
      return started;
    });
  try {
    const [started, relay, browser] = await Promise.all([
      startFakeService(options.service).then((s) => (service = s)),
      options.relay
        ? startTestRelay({ runtime: options.relay.runtime }).then((r) => {
            servers.push({ close: () => r.dispose() });
            return r;
          })
        : Promise.resolve(undefined),
      launch(name, options).then((b) => (browserStarted = b)),
    ]);
    const ports = { apiPort: portOf(started.apiUrl), authPort: portOf(started.authUrl) };
    const helper = await browser.openExtensionPage('src/options/index.html');
    if (options.configure !== false)
      await configureExtension(helper, {
        apiBaseUrl: started.apiUrl,
        authBaseUrl: started.authUrl,
        email: DEMO_ACCOUNT.email,
        key: DEMO_ACCOUNT.key,
        sandbox: options.sandbox ?? true,
        ...(options.settings ? { settings: options.settings } : {}),
        ...(relay ? { relay: { url: relay.url, token: TOKEN, ...options.relay } } : {}),
      });
    const files =
      typeof options.pageFiles === 'function'
        ? await options.pageFiles(helper)
        : (options.pageFiles ?? {});
    const startSite = (siteFiles: Files = {}, host?: string): Promise<PageServer> =>
      server(startPageServer(siteFiles, host));
    const pages = await startSite(files);
    const tabIdOf = async (url: string): Promise<number> => {
      // Firefox's tabs.query({ url }) finds nothing when the pattern has a port: filter instead.
      for (;;) {
        const id = await helper.evaluate(
          async (wanted) => (await chrome.tabs.query({})).find((t) => t.url === wanted)?.id,
          url,
        );
        if (id !== undefined) return id;
        // Not listed yet: ask again shortly (the test's timeout bounds this).
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const stopService = async (): Promise<void> => {
      const stopping = service;
      service = undefined;
      await stopping?.close();
    };
    return {
      browser,
      get service() {
        if (!service) throw new Error('The service is stopped: restartService() first.');
        return service;
      },
      pages,
      get relay() {
        if (!relay) throw new Error('Started without a relay: pass { relay: { scanSettings } }.');
        return relay;
      },
      helper,
      ask: (type, payload) => askExtension(helper, type, payload),
      tabIdOf,
      async openTab(url) {
        const page = await browser.openPage(url);
        return { page, tabId: await tabIdOf(url) };
      },
      newestTabId: () =>
        helper.evaluate(
          async () => Math.max(...(await chrome.tabs.query({})).map((t) => t.id ?? -1)),
          null,
        ),
      probeContentWorld: (tabId) => probeContentWorld(helper, tabId),
      startPageServer: startSite,
      stopService,
      async restartService() {
        await stopService();
        service = await startFakeService({ ...options.service, ...ports });
        return service;
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

const portOf = (url: string): number => Number(new URL(url).port);

/** Injects a content script of the extension that reports what it can reach. */
function probeContentWorld(helper: DriverPage, tabId: number): Promise<ContentWorldProbe> {
  return helper.evaluate(async (target) => {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: target },
      world: 'ISOLATED',
      func: async () => {
        let storage: string;
        try {
          storage = JSON.stringify(await chrome.storage.local.get(null));
        } catch (error) {
          storage = `refused: ${String(error)}`;
        }
        const secretStores = await new Promise<string[]>((resolve) => {
          const open = indexedDB.open('authenticity-lens-secrets');
          open.onsuccess = () => {
            resolve([...open.result.objectStoreNames]);
            open.result.close();
          };
          open.onerror = () => resolve(['(refused)']);
        });
        const accountReply = await chrome.runtime.sendMessage<object, Reply<unknown>>({
          channel: 'authenticity-lens',
          version: 1,
          type: 'account/get',
          payload: {},
        });
        return { storage, secretStores, accountReply };
      },
    });
    return injection?.result as ContentWorldProbe;
  }, tabId);
}
