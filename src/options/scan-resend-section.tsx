import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckSummary } from '../shared/checks/check-summary-schema.ts';
import type { AppError } from '../core/errors.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { useT } from '../ui/i18n/translated-page.tsx';
import { formatCheckTime } from './check-time.ts';
import type { RecentChecks } from './use-recent-checks.ts';

/** Recent scans offered here: the one that did not finish is almost always among the latest. */
const OFFERED = 5;

/**
 * Troubleshooting for page scans: their results reach the extension through the relay, and if
 * one went missing the service can send it again. Kept here, out of the popup's way.
 */
export function ScanResendSection({ recent }: { recent: RecentChecks }): JSX.Element {
  const scans = recent.checks?.filter((c) => c.kind === 'url-scan').slice(0, OFFERED) ?? null;
  const loadError = recent.error;
  const { t } = useT();

  return (
    <section class="card" aria-labelledby="troubleshooting-title" data-testid="troubleshooting">
      <h2 id="troubleshooting-title">{t('options_troubleshootingHeading')}</h2>
      <h3>{t('options_resendHeading')}</h3>
      <p class="muted">{t('options_resendHelp')}</p>
      {loadError && <ErrorNotice error={loadError} />}
      {scans === null ? (
        !loadError && <p class="muted">{t('options_loading')}</p>
      ) : scans.length === 0 ? (
        <p class="muted">{t('options_resendEmpty')}</p>
      ) : (
        <ul class="resend-list">
          {scans.map((scan) => (
            <ResendRow key={scan.id} scan={scan} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ResendRow({ scan }: { scan: CheckSummary }): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const name = scan.site ?? scan.title;
  const translator = useT();
  const { t } = translator;

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const resend = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    const r = await sendToBackground('scans/resend', { id: scan.id });
    setBusy(false);
    setSent(r.ok);
    if (!r.ok) setError(r.error);
  };

  return (
    <li data-testid="resend-row" data-status={scan.status}>
      <div class="row">
        <span class="resend-what">
          <strong>{name}</strong>
          <span class="muted">
            {' '}
            · {formatCheckTime(scan.createdAt, translator)} · {scan.outcome}
          </span>
        </span>
        <button
          type="button"
          class="secondary"
          data-testid="scan-resend"
          aria-label={t('options_resendLabel', name)}
          disabled={busy}
          onClick={() => void resend()}
        >
          {t('options_resendButton')}
        </button>
      </div>
      {sent && (
        <p role="status" class="muted">
          {t('options_resendAsked')}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </li>
  );
}
