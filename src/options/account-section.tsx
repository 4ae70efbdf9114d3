import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

/**
 * E-mail and API key. The key is write-only: once saved, the page never gets it back. What the
 * organisation deployed by policy is shown, not offered: nothing to save or remove then.
 */
export function AccountSection({ status, onSaved }: Props): JSX.Element {
  const emailLock = usePolicyLock(status.managed.email);
  const keyManaged = status.managed.apiKey;
  const canForget = !status.managed.email && !keyManaged;
  const [email, setEmail] = useState(status.email ?? '');
  const [key, setKey] = useState('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const { t } = useT();

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    const result = await sendToBackground('account/save-credentials', {
      email,
      ...(key.trim() ? { key } : {}),
    });
    if (!result.ok) return setError(result.error);
    setKey('');
    setSaved(true);
    onSaved(result.value);
  };

  const forget = async (): Promise<void> => {
    setError(null);
    const result = await sendToBackground('account/forget', {});
    if (!result.ok) return setError(result.error);
    setEmail('');
    setKey('');
    onSaved(result.value);
  };

  return (
    <form
      class="card"
      data-testid="account-form"
      onSubmit={(e) => void save(e)}
      aria-label={t('settings_accountHeading')}
    >
      <h2>{t('settings_accountHeading')}</h2>
      <label>
        {t('settings_email')}
        <input
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onInput={(e) => setEmail(e.currentTarget.value)}
          {...emailLock.control}
        />
      </label>
      {emailLock.note}
      {keyManaged ? (
        <p class="muted" data-testid="key-state">
          {t('settings_apiKeyByPolicy')}
        </p>
      ) : (
        <KeyField status={status} value={key} onInput={setKey} />
      )}
      <AccountCheckNote status={status} />
      {!(emailLock.note && keyManaged) && (
        <div class="row">
          <button type="submit">{t('settings_accountSave')}</button>
          {canForget && (status.hasKey || status.email) && (
            <button type="button" class="secondary" onClick={() => void forget()}>
              {t('settings_accountForget')}
            </button>
          )}
          <SavedNote shown={saved && status.check?.state !== 'rejected'} />
        </div>
      )}
      <SettingError error={error} />
    </form>
  );
}

/** The key, write-only: a saved one is never shown, only that there is one. */
function KeyField({
  status,
  value,
  onInput,
}: {
  status: AccountStatus;
  value: string;
  onInput: (key: string) => void;
}): JSX.Element {
  const { t } = useT();
  return (
    <>
      <label>
        {t('settings_apiKey')}
        <input
          type="password"
          name="api-key"
          autoComplete="off"
          spellcheck={false}
          placeholder={t(status.hasKey ? 'settings_apiKeyReplace' : 'settings_apiKeyPaste')}
          required={!status.hasKey}
          value={value}
          onInput={(e) => onInput(e.currentTarget.value)}
        />
      </label>
      <p class="muted" data-testid="key-state">
        {t(status.hasKey ? 'settings_apiKeySaved' : 'settings_apiKeyNone')}
      </p>
    </>
  );
}

/** What the service said of the saved account at the last sign-in, next to the fields. */
function AccountCheckNote({ status }: { status: AccountStatus }): JSX.Element | null {
  const { t } = useT();
  const check = status.check;
  if (!check || !status.hasKey) return null;
  if (check.state === 'verified') {
    return (
      <p class="muted" data-testid="account-check" data-state="verified">
        {t('settings_accountVerified')}
      </p>
    );
  }
  if (check.state === 'rejected') {
    return (
      <p class="field-error" role="alert" data-testid="account-check" data-state="rejected">
        {t('settings_accountRejected')} {check.message}
      </p>
    );
  }
  return (
    <p class="muted warning" data-testid="account-check" data-state="unverified">
      {check.message
        ? t('settings_accountUncheckedWhy', check.message)
        : t('settings_accountUnchecked')}
    </p>
  );
}
