import type { Page } from 'playwright-core';
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
import { launchWithExtension, tabIdOf, type ExtensionBrowser } from './chromium.ts';
import { configureExtension } from './configure-extension.ts';
import { startPageServer, type PageServer } from './page-server.ts';

type Files = Record<string, Uint8Array>;

export interface FixtureOptions {
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
  /**
   * Start the relay and save it with its token in the extension's scan settings, with these
   * other scan settings if given. `runtime` picks where it runs: 'node', or 'workers' (its
   * wrangler build in workerd, built by the e2e project's globalSetup); by default the run's
   * (Node unless RELAY_RUNTIME=workers).
   */
  relay?: boolean | { scanSettings?: Record<string, unknown>; runtime?: RelayRuntime };
  /**
   * Files the page server serves beside test/e2e/pages; as a function, made once the browser is
   * up (e.g. images drawn in the helper page).
   */
  pageFiles?: Files | ((helper: Page) => Promise<Files>);
}

export interface ConfiguredExtension {
  browser: ExtensionBrowser;
  /** The local service; throws while it is stopped. */
  readonly service: FakeService;
  /** The relay; throws unless the fixture was started with one. */
  readonly relay: TestRelay;
  /** Serves test/e2e/pages (and `pageFiles`) on 127.0.0.1: the web sites. */
  pages: PageServer;
  /** One of the extension's pages, open for sending it messages as its pages do. */
  helper: Page;
  /** Another site (e.g. on '::1', which the loopback build has no access to), closed with the rest. */
  startPageServer(files?: Files, host?: string): Promise<PageServer>;
  /** A new tab showing `url`, and the id the extension knows that tab by. */
  openTab(url: string): Promise<{ page: Page; tabId: number }>;
  /** Stops the service: its addresses refuse connections until `restartService`. */
  stopService(): Promise<void>;
  /** Starts a fresh service on the addresses the extension was given. */
  restartService(): Promise<FakeService>;
  /** Tears everything down, whatever state a failed test left it in. */
  close(): Promise<void>;
}

/** What is up at a given moment; teardown closes exactly this. */
interface Running {
  browser?: ExtensionBrowser;
  service?: FakeService;
  relay?: TestRelay;
  pages: PageServer[];
}

/** Closes the browser first (so the extension stops calling out), then the servers; all of them. */
async function closeRunning(running: Running): Promise<void> {
  const errors: unknown[] = [];
  const attempt = (step: Promise<void> | undefined): Promise<void> =>
    (step ?? Promise.resolve()).catch((error: unknown) => {
      errors.push(error);
    });
  const { browser, service, relay } = running;
  running.browser = running.service = running.relay = undefined;
  await attempt(browser?.close());
  await Promise.all([
    attempt(service?.close()),
    attempt(relay?.dispose()),
    ...running.pages.splice(0).map((pages) => attempt(pages.close())),
  ]);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'e2e teardown failed');
}

/** Waits for every start (so none is left half-up), then fails with the first failure. */
async function allStarted(starts: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * The start of every end-to-end suite: Chromium with the extension, the local service, the page
 * server, the relay when asked for, and the extension pointed at the service with the demo
 * account. If a step fails, what had started is torn down before the error is thrown.
 */
export async function startConfiguredExtension(
  options: FixtureOptions = {},
): Promise<ConfiguredExtension> {
  const running: Running = { pages: [] };
  try {
    return await start(options, running);
  } catch (error) {
    await closeRunning(running).catch(() => undefined);
    throw error;
  }
}

async function start(options: FixtureOptions, running: Running): Promise<ConfiguredExtension> {
  const relayOptions = typeof options.relay === 'object' ? options.relay : {};
  await allStarted([
    startFakeService(options.service).then((s) => (running.service = s)),
    options.relay
      ? startTestRelay({ runtime: relayOptions.runtime }).then((r) => (running.relay = r))
      : Promise.resolve(),
    launchWithExtension().then((b) => (running.browser = b)),
  ]);
  const { service, relay, browser } = running;
  if (!service || !browser) throw new Error('unreachable: both started');
  const ports = { apiPort: portOf(service.apiUrl), authPort: portOf(service.authUrl) };

  const helper = await browser.openExtensionPage('src/options/index.html');
  if (options.configure !== false) {
    await configureExtension(helper, {
      apiBaseUrl: service.apiUrl,
      authBaseUrl: service.authUrl,
      email: DEMO_ACCOUNT.email,
      key: DEMO_ACCOUNT.key,
      ...(options.sandbox === undefined ? {} : { sandbox: options.sandbox }),
      ...(options.settings ? { settings: options.settings } : {}),
      ...(relay
        ? { relay: { url: relay.url, token: TOKEN, scanSettings: relayOptions.scanSettings } }
        : {}),
    });
  }
  const files =
    typeof options.pageFiles === 'function'
      ? await options.pageFiles(helper)
      : (options.pageFiles ?? {});
  const startSite = async (siteFiles: Files = {}, host?: string): Promise<PageServer> => {
    const site = await startPageServer(siteFiles, host);
    running.pages.push(site);
    return site;
  };
  const pages = await startSite(files);
  const stopService = async (): Promise<void> => {
    const stopping = running.service;
    running.service = undefined;
    await stopping?.close();
  };

  return {
    browser,
    get service() {
      if (!running.service) throw new Error('The service is stopped: restartService() first.');
      return running.service;
    },
    get relay() {
      if (!relay) throw new Error('Started without a relay: pass { relay: true }.');
      return relay;
    },
    pages,
    helper,
    startPageServer: startSite,
    async openTab(url) {
      const page = await browser.context.newPage();
      await page.goto(url);
      return { page, tabId: await tabIdOf(browser.worker, url) };
    },
    stopService,
    async restartService() {
      await stopService();
      running.service = await startFakeService({ ...options.service, ...ports });
      return running.service;
    },
    close: () => closeRunning(running),
  };
}

const portOf = (url: string): number => Number(new URL(url).port);
