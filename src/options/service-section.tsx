import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { DEFAULT_SETTINGS } from '../shared/settings/settings.ts';
import { requestHostAccess } from '../platform/host-permission.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';
import { CheckboxField, UrlField } from './setting-fields.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

/** Where the service is, and whether checks run in sandbox mode. */
export function ServiceSection({ status, onSaved }: Props): JSX.Element {
  const { settings } = status;
  const [apiBaseUrl, setApiBaseUrl] = useState(settings.apiBaseUrl);
  const [authBaseUrl, setAuthBaseUrl] = useState(settings.authBaseUrl);
  const [sandbox, setSandbox] = useState(settings.sandbox);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [keyForgotten, setKeyForgotten] = useState(false);
  const locked = status.managed.locked;
  const sandboxLock = usePolicyLock(locked.includes('sandbox'));
  const apiLock = usePolicyLock(locked.includes('apiBaseUrl'));
  const authLock = usePolicyLock(locked.includes('authBaseUrl'));
  const { t, language } = useT();

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    setKeyForgotten(false);
    // First, while the click still counts as a user gesture.
    await requestHostAccess([apiBaseUrl, authBaseUrl]);
    const result = await sendToBackground('settings/save', { apiBaseUrl, authBaseUrl, sandbox });
    if (!result.ok) return setError(result.error);
    setApiBaseUrl(result.value.settings.apiBaseUrl);
    setAuthBaseUrl(result.value.settings.authBaseUrl);
    setSaved(true);
    // A new address gets no key entered for another one: say why the key is gone.
    setKeyForgotten(status.hasKey && !result.value.hasKey);
    onSaved(result.value);
  };

  const resetAddresses = (): void => {
    setApiBaseUrl(DEFAULT_SETTINGS.apiBaseUrl);
    setAuthBaseUrl(DEFAULT_SETTINGS.authBaseUrl);
  };

  return (
    <form
      class="card"
      data-testid="service-form"
      onSubmit={(e) => void save(e)}
      aria-label={t('settings_serviceHeading')}
    >
      <h2>{t('settings_serviceHeading')}</h2>
      <CheckboxField name="sandbox" value={sandbox} onChange={setSandbox} lock={sandboxLock}>
        {t('settings_sandbox')}
      </CheckboxField>
      <UrlField
        name="api-base-url"
        required
        value={apiBaseUrl}
        onChange={setApiBaseUrl}
        lock={apiLock}
      >
        {t('settings_apiAddress')}
      </UrlField>
      <UrlField
        name="auth-base-url"
        required
        value={authBaseUrl}
        onChange={setAuthBaseUrl}
        lock={authLock}
      >
        {t('settings_loginAddress')}
      </UrlField>
      {status.missingHostAccess.length > 0 && (
        <p class="notice notice-error" role="alert" data-testid="missing-access">
          {t(
            'settings_missingAccess',
            new Intl.ListFormat(language, { type: 'conjunction' }).format(status.missingHostAccess),
          )}
        </p>
      )}
      <div class="row">
        <button type="submit">{t('settings_serviceSave')}</button>
        {!apiLock.note && !authLock.note && (
          <button type="button" class="secondary" onClick={resetAddresses}>
            {t('settings_useProduction')}
          </button>
        )}
        <SavedNote shown={saved} />
      </div>
      {keyForgotten && (
        <p class="field-error" role="alert" data-testid="key-forgotten">
          {t('settings_keyForgotten')}
        </p>
      )}
      <SettingError error={error} />
    </form>
  );
}
