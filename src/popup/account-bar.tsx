import type { JSX } from 'preact';
import { browser } from '../platform/browser.ts';
import type { MessageKey } from '../shared/i18n/translator.ts';
import type { AccountSummary } from '../shared/messages/index.ts';
import { useT } from '../ui/i18n/translated-page.tsx';

/** Stands for the e-mail in its message, so the sentence is whole and only the e-mail is bold. */
const EMAIL_MARK = '\u0000';

/** The message `key` with its one placeholder, the e-mail, shown bold where the language puts it. */
function WithEmail({ messageKey, email }: { messageKey: MessageKey; email: string }): JSX.Element {
  const { t } = useT();
  const [before = '', after = ''] = t(messageKey, EMAIL_MARK).split(EMAIL_MARK);
  return (
    <>
      {before}
      <strong>{email}</strong>
      {after}
    </>
  );
}

/**
 * One line on the account, with a way to settings when something is missing or the service
 * refused it. "Signed in" only once the service has accepted the account.
 */
export function AccountBar({ status }: { status: AccountSummary }): JSX.Element {
  const { t } = useT();
  const openSettings = (): void => void browser.runtime.openOptionsPage();
  if (!status.email || !status.hasKey) {
    return (
      <div class="notice" data-testid="account-missing">
        <p>{t('popup_accountMissing')}</p>
        <button type="button" onClick={openSettings}>
          {t('popup_openSettings')}
        </button>
      </div>
    );
  }
  if (status.check?.state === 'rejected') {
    return (
      <div class="notice notice-error" role="alert" data-testid="account-rejected">
        <p>
          <WithEmail messageKey="popup_accountRejected" email={status.email} />
        </p>
        <button type="button" onClick={openSettings}>
          {t('popup_openSettings')}
        </button>
      </div>
    );
  }
  const verified = status.check?.state === 'verified';
  return (
    <p class="account muted" data-testid="account-ready" data-verified={verified}>
      <WithEmail
        messageKey={verified ? 'popup_signedInAs' : 'popup_account'}
        email={status.email}
      />
    </p>
  );
}
