import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { useFollowLanguage, useT } from '../ui/i18n/translated-page.tsx';
import { AccountSection } from './account-section.tsx';
import { DiagnosticsSection } from './diagnostics-section.tsx';
import { HistorySection } from './history-section.tsx';
import { LanguageSection } from './language-section.tsx';
import { ScanResendSection } from './scan-resend-section.tsx';
import { ScansSection } from './scans-section.tsx';
import { ServiceSection } from './service-section.tsx';
import { TextChecksSection } from './text-checks-section.tsx';
import { useRecentChecks } from './use-recent-checks.ts';

/** The settings page: account credentials, service addresses, sandbox mode, text checks. */
export function OptionsPage(): JSX.Element {
  const [status, setStatus] = useState<AccountStatus | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const recent = useRecentChecks();

  useEffect(() => {
    // Failures come back as values and are shown here; sendToBackground never rejects.
    void sendToBackground('account/get', {}).then((result) =>
      result.ok ? setStatus(result.value) : setError(result.error),
    );
  }, []);

  useFollowLanguage(status?.settings.uiLanguage);
  const { t } = useT();
  useEffect(() => {
    document.title = t('options_title');
  }, [t]);

  const update = (next: AccountStatus): void => {
    setStatus(next);
    setError(null);
  };

  return (
    <main class="options">
      <h1>{t('options_title')}</h1>
      {error && <ErrorNotice error={error} />}
      {status && (
        <>
          <AccountSection status={status} onSaved={update} />
          <ServiceSection status={status} onSaved={update} />
          <TextChecksSection status={status} onSaved={update} />
          <LanguageSection status={status} onSaved={update} />
          <ScansSection locked={status.managed.locked} />
          <HistorySection recent={recent} status={status} onSaved={update} />
          <ScanResendSection recent={recent} />
        </>
      )}
      <DiagnosticsSection />
      <p class="muted privacy">{t('options_privacyNote')}</p>
    </main>
  );
}
