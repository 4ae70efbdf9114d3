import type { Page } from 'playwright-core';
import { DEMO_ACCOUNT, startFakeService, type FakeService } from '../../fake-service/index.ts';
import { launchWithExtension, type ExtensionBrowser } from './chromium.ts';
import { configureExtension } from './configure-extension.ts';

export interface ConfiguredExtension {
  browser: ExtensionBrowser;
  service: FakeService;
  /** One of the extension's pages, open for sending it messages as its pages do. */
  helper: Page;
  close(): Promise<void>;
}

/**
 * Chromium with the extension, the local service, and the extension pointed at it with the demo
 * account (sandbox mode unless told otherwise): the start of most end-to-end suites.
 */
export async function startConfiguredExtension(
  options: { sandbox?: boolean } = {},
): Promise<ConfiguredExtension> {
  const [service, browser] = await Promise.all([startFakeService(), launchWithExtension()]);
  const helper = await browser.openExtensionPage('src/options/index.html');
  await configureExtension(helper, {
    apiBaseUrl: service.apiUrl,
    authBaseUrl: service.authUrl,
    email: DEMO_ACCOUNT.email,
    key: DEMO_ACCOUNT.key,
    ...(options.sandbox === undefined ? {} : { sandbox: options.sandbox }),
  });
  return {
    browser,
    service,
    helper,
    close: async () => {
      await browser.close();
      await service.close();
    },
  };
}
