import type { Page } from 'playwright-core';

export interface ServiceSetup {
  apiBaseUrl: string;
  authBaseUrl: string;
  email: string;
  key: string;
  sandbox?: boolean;
}

/**
 * Points the extension at a service and saves an account, through the extension's own messages
 * from one of its pages, so the same validation applies as when a person uses the options page.
 */
export async function configureExtension(extensionPage: Page, setup: ServiceSetup): Promise<void> {
  const replies = await extensionPage.evaluate(async ({ sandbox, ...s }) => {
    const send = (type: string, payload: object): Promise<{ ok: boolean }> =>
      chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, type, payload });
    return [
      await send('settings/save', {
        apiBaseUrl: s.apiBaseUrl,
        authBaseUrl: s.authBaseUrl,
        sandbox: sandbox ?? true,
      }),
      await send('account/save-credentials', { email: s.email, key: s.key }),
    ];
  }, setup);
  if (!replies.every((reply) => reply.ok)) {
    throw new Error(`The extension refused the setup: ${JSON.stringify(replies)}`);
  }
}
