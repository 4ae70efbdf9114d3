import type { JSX } from 'preact';
import { browser } from '../shared/browser.ts';
import type { AccountStatus } from '../shared/messages/index.ts';

/** One line on the account, with a way to settings when something is missing. */
export function AccountBar({ status }: { status: AccountStatus }): JSX.Element {
  const openSettings = (): void => void browser.runtime.openOptionsPage();
  if (!status.email || !status.hasKey) {
    return (
      <div class="notice" data-testid="account-missing">
        <p>Add your account e-mail and API key to start checking.</p>
        <button type="button" onClick={openSettings}>
          Open settings
        </button>
      </div>
    );
  }
  return (
    <p class="account muted" data-testid="account-ready">
      Signed in as <strong>{status.email}</strong>{' '}
      <button type="button" class="secondary link" onClick={openSettings}>
        Settings
      </button>
    </p>
  );
}
