/**
 * The fixture of the cross-browser suite: one browser (Chromium or Firefox) with the extension,
 * the local service, the page server, the relay when asked for, and the extension configured
 * through its own messages. Like support/configured-extension.ts, on the driver of driver.ts.
 */
import { DEMO_ACCOUNT, startFakeService, type FakeService } from '../../fake-service/index.ts';
import { startTestRelay, TOKEN, type TestRelay } from '../../relay/helpers/test-relay.ts';
import type { Reply } from '../support/ask-extension.ts';
import { startPageServer, type PageServer } from '../support/page-server.ts';
import { launchChromiumDriver } from './chromium-driver.ts';
import { askFrom, configureThroughDriver } from './configure-driver.ts';
import type { BrowserName, DriverPage, ExtensionBrowser } from './driver.ts';
import { launchFirefoxDriver } from './firefox-driver.ts';

export interface CrossOptions {
  sandbox?: boolean;
  /** Starts the relay and saves it with these scan settings. */
  relay?: { scanSettings: Record<string, unknown> };
  /** Extra files for the page server, by path. */
  pageFiles?: Record<string, Uint8Array>;
  /** Firefox only: more preferences. */
  firefoxPrefs?: Record<string, unknown>;
}

/** What a content script of the extension can reach, found by one injected into the page. */
export interface ContentWorldProbe {
  /** `storage.local` as JSON, or why reading it was refused. */
  storage: string;
  /** Object stores of the IndexedDB database named like the worker's secret store. */
  secretStores: string[];
}

export interface CrossExtension {
  browser: ExtensionBrowser;
  service: FakeService;
  pages: PageServer;
  relay: TestRelay;
  /** An open options page, for sending the extension's messages. */
  helper: DriverPage;
  ask<T>(type: string, payload: object): Promise<Reply<T>>;
  /** The tab showing `url`, as the extension knows it (polls until it is there). */
  tabIdOf(url: string): Promise<number>;
  /** The most recently opened tab (for pages whose address the extension may not see). */
  newestTabId(): Promise<number>;
  probeContentWorld(tabId: number): Promise<ContentWorldProbe>;
  close(): Promise<void>;
}

const LAUNCH: Record<BrowserName, (options: CrossOptions) => Promise<ExtensionBrowser>> = {
  chromium: () => launchChromiumDriver(),
  firefox: (options) => launchFirefoxDriver({ prefs: options.firefoxPrefs ?? {} }),
};

export async function startCrossExtension(
  name: BrowserName,
  options: CrossOptions = {},
): Promise<CrossExtension> {
  // What has started, closed browser first (so no server waits on its open connections),
  // including whatever did start when another start failed.
  let browserStarted: ExtensionBrowser | undefined;
  const servers: { close(): Promise<void> }[] = [];
  const closeAll = async (): Promise<void> => {
    await browserStarted?.close().catch(() => undefined);
    for (const server of servers) await server.close().catch(() => undefined);
  };
  const server = <T extends { close(): Promise<void> }>(starting: Promise<T>): Promise<T> =>
    starting.then((started) => {
      servers.push(started);
      return started;
    });
  try {
    const [service, relay, browser, pages] = await Promise.all([
      server(startFakeService()),
      options.relay
        ? startTestRelay().then((r) => {
            servers.push({ close: () => r.dispose() });
            return r;
          })
        : Promise.resolve(undefined),
      LAUNCH[name](options).then((b) => (browserStarted = b)),
      server(startPageServer(options.pageFiles)),
    ]);
    const helper = await browser.openExtensionPage('src/options/index.html');
    const ask = <T>(type: string, payload: object): Promise<Reply<T>> =>
      askFrom<T>(helper, type, payload);
    await configureThroughDriver(helper, {
      apiBaseUrl: service.apiUrl,
      authBaseUrl: service.authUrl,
      email: DEMO_ACCOUNT.email,
      key: DEMO_ACCOUNT.key,
      sandbox: options.sandbox ?? true,
      ...(relay ? { relay: { url: relay.url, token: TOKEN, ...options.relay } } : {}),
    });
    return {
      browser,
      service,
      pages,
      get relay() {
        if (!relay) throw new Error('Started without a relay: pass { relay: { scanSettings } }.');
        return relay;
      },
      helper,
      ask,
      async tabIdOf(url) {
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
      },
      newestTabId: () =>
        helper.evaluate(
          async () => Math.max(...(await chrome.tabs.query({})).map((t) => t.id ?? -1)),
          null,
        ),
      probeContentWorld(tabId) {
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
              return { storage, secretStores };
            },
          });
          return injection?.result as ContentWorldProbe;
        }, tabId);
      },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
