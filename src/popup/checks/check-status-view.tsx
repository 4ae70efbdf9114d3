import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { appError, detailWords } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useElapsed } from '../../ui/use-elapsed.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { ProgressStatus } from '../progress-status.tsx';

/** A clock time to the second, the language's way. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/** A check without a result to show: on its way, waiting to retry, or failed and why. */
export function CheckStatusView({ check }: { check: CheckRecord }): JSX.Element {
  const { t } = useT();
  if (check.status === 'failed' && check.error?.code === 'needs-confirmation') {
    // Not an error: the group's "Check anyway" below says the cost and sends it.
    return (
      <p class="muted" data-testid="awaiting-ok">
        {t('checks_awaitingOk')}
      </p>
    );
  }
  if (check.status === 'failed') {
    return (
      <ErrorNotice
        error={
          check.error ??
          appError('internal', 'The check stopped unexpectedly.', {
            words: detailWords('checks_stoppedUnexpectedly'),
          })
        }
      />
    );
  }
  if (check.status === 'done') {
    const unreadable = appError('service', 'The service sent a result we cannot read.', {
      words: detailWords('checks_unreadableResult'),
    });
    return <ErrorNotice error={unreadable} />;
  }
  return <CheckProgress check={check} />;
}

/** On its way: which part, for how long, a bar that moves, and Cancel. */
function CheckProgress({ check }: { check: CheckRecord }): JSX.Element {
  const parts = check.kind === 'ai-text' || check.kind === 'moderation' ? check.parts : undefined;
  const elapsed = useElapsed(check.createdAt);
  const translator = useT();
  const { t, date } = translator;
  const running = check.status === 'running';
  const label =
    parts && parts.total > 1
      ? t(
          running ? 'checks_checkingPart' : 'checks_waitingPart',
          parts.results.length + 1,
          parts.total,
        )
      : t(running ? 'checks_checking' : 'checks_waitingToCheck');
  return (
    <div class="progress" data-testid="check-progress">
      {/* Parts done, or (one part) a bar that shows the check is alive. */}
      <ProgressStatus
        text={`${label}…`}
        elapsed={elapsed}
        parts={
          parts && parts.total > 1 ? { done: parts.results.length, total: parts.total } : undefined
        }
      />
      {check.retryAt !== undefined && check.status === 'pending' && (
        <p class="muted" data-testid="retry-note">
          {check.error && `${errorDetail(check.error, translator)} `}
          {t('checks_retryAt', date(check.retryAt, CLOCK))}
        </p>
      )}
      {/* A failed cancel is logged by the worker; the check then runs on, as shown. */}
      <button
        type="button"
        class="secondary"
        data-testid="cancel-check"
        onClick={() => void sendToBackground('checks/cancel', { ids: [check.id] })}
      >
        {t('checks_cancel')}
      </button>
    </div>
  );
}
