import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { CheckSummary } from '../shared/checks/check-summary-schema.ts';
import type { AppError } from '../core/errors.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
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

  return (
    <section class="card" aria-labelledby="troubleshooting-title" data-testid="troubleshooting">
      <h2 id="troubleshooting-title">Troubleshooting</h2>
      <h3>A page scan that never finishes</h3>
      <p class="muted">
        A scan's result comes to the extension through your relay. If a scan still says it is
        scanning long after it started, ask the service to send its result again.
      </p>
      {loadError && <ErrorNotice error={loadError} />}
      {scans === null ? (
        !loadError && <p class="muted">Loading…</p>
      ) : scans.length === 0 ? (
        <p class="muted">No page scans yet.</p>
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
            · {formatCheckTime(scan.createdAt)} · {scan.outcome}
          </span>
        </span>
        <button
          type="button"
          class="secondary"
          data-testid="scan-resend"
          aria-label={`Send the result again: scan of ${name}`}
          disabled={busy}
          onClick={() => void resend()}
        >
          Send the result again
        </button>
      </div>
      {sent && (
        <p role="status" class="muted">
          Asked. The result arrives within a minute if the service has it.
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </li>
  );
}
