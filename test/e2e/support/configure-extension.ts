import type { Page } from 'playwright-core';

export interface ServiceSetup {
  apiBaseUrl: string;
  authBaseUrl: string;
  email: string;
  key: string;
  sandbox?: boolean;
  /** Other settings saved with the addresses. */
  settings?: Record<string, unknown>;
}

/**
 * Points the extension at a service and saves an account, through the extension's own messages
 * from one of its pages, so the same validation applies as when a person uses the options page.
 */
export async function configureExtension(extensionPage: Page, setup: ServiceSetup): Promise<void> {
  // No named functions inside: tsx (npm start) would wrap them in a helper the page lacks.
  const replies = await extensionPage.evaluate(
    async ({ sandbox, settings, ...s }): Promise<{ ok: boolean }[]> => [
      await chrome.runtime.sendMessage({
        channel: 'authenticity-lens',
        version: 1,
        type: 'settings/save',
        payload: {
          ...settings,
          apiBaseUrl: s.apiBaseUrl,
          authBaseUrl: s.authBaseUrl,
          sandbox: sandbox ?? true,
        },
      }),
      await chrome.runtime.sendMessage({
        channel: 'authenticity-lens',
        version: 1,
        type: 'account/save-credentials',
        payload: { email: s.email, key: s.key },
      }),
    ],
    setup,
  );
  if (!replies.every((reply) => reply.ok)) {
    throw new Error(`The extension refused the setup: ${JSON.stringify(replies)}`);
  }
}
