/**
 * Points the extension at a service (and a relay) and saves an account, through its own messages
 * from one of its pages, so the same validation applies as when a person uses the options page.
 * Used by both fixtures and by `npm start`, in either browser.
 */
import type { Evaluator } from '../browsers/driver.ts';
import { askExtension } from './ask-extension.ts';

export interface ServiceSetup {
  apiBaseUrl: string;
  authBaseUrl: string;
  email: string;
  key: string;
  /** Sandbox mode (default on). */
  sandbox?: boolean;
  /** Other settings saved with the addresses. */
  settings?: Record<string, unknown>;
  relay?: { url: string; token: string; scanSettings?: Record<string, unknown> };
}

/** Throws with the replies when the extension refused any part of the setup. */
export async function configureExtension(page: Evaluator, setup: ServiceSetup): Promise<void> {
  const saved = [
    await askExtension(page, 'settings/save', {
      ...setup.settings,
      apiBaseUrl: setup.apiBaseUrl,
      authBaseUrl: setup.authBaseUrl,
      sandbox: setup.sandbox ?? true,
    }),
    await askExtension(page, 'account/save-credentials', { email: setup.email, key: setup.key }),
    ...(setup.relay
      ? [
          await askExtension(page, 'scans/settings-save', {
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
