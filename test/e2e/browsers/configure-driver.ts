/**
 * Points the extension at a service (and a relay) and saves an account, through its own messages
 * from one of its pages, on the cross-browser driver: the fixture and `npm start -- --firefox`.
 * The same validation applies as when a person uses the options page.
 */
import type { Reply } from '../support/ask-extension.ts';
import type { DriverPage } from './driver.ts';

export interface DriverSetup {
  apiBaseUrl: string;
  authBaseUrl: string;
  email: string;
  key: string;
  sandbox: boolean;
  relay?: { url: string; token: string; scanSettings?: Record<string, unknown> };
}

export function askFrom<T>(page: DriverPage, type: string, payload: object): Promise<Reply<T>> {
  return page.evaluate<{ type: string; payload: object }, Reply<T>>(
    (message) =>
      chrome.runtime.sendMessage({ channel: 'authenticity-lens', version: 1, ...message }),
    { type, payload },
  );
}

/** Throws with the replies when the extension refused any part of the setup. */
export async function configureThroughDriver(page: DriverPage, setup: DriverSetup): Promise<void> {
  const saved = [
    await askFrom(page, 'settings/save', {
      apiBaseUrl: setup.apiBaseUrl,
      authBaseUrl: setup.authBaseUrl,
      sandbox: setup.sandbox,
    }),
    await askFrom(page, 'account/save-credentials', { email: setup.email, key: setup.key }),
    ...(setup.relay
      ? [
          await askFrom(page, 'scans/settings-save', {
            settings: { relayUrl: setup.relay.url, ...setup.relay.scanSettings },
            relayToken: setup.relay.token,
          }),
        ]
      : []),
  ];
  if (!saved.every((reply) => reply.ok)) {
    throw new Error(`The extension refused the setup: ${JSON.stringify(saved)}`);
  }
}
