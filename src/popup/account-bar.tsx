import type { JSX } from 'preact';
import { browser } from '../platform/browser.ts';
import type { AccountStatus } from '../shared/messages/index.ts';

/**
 * One line on the account, with a way to settings when something is missing or the service
 * refused it. "Signed in" only once the service has accepted the account.
 */
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
  if (status.check?.state === 'rejected') {
    return (
      <div class="notice notice-error" role="alert" data-testid="account-rejected">
        <p>
          The service did not accept the API key for <strong>{status.email}</strong>. Check the
          e-mail and key in Settings.
        </p>
        <button type="button" onClick={openSettings}>
          Open settings
        </button>
      </div>
    );
  }
  const verified = status.check?.state === 'verified';
  return (
    <p class="account muted" data-testid="account-ready" data-verified={verified}>
      {verified ? 'Signed in as ' : 'Account '}
      <strong>{status.email}</strong>
    </p>
  );
}
