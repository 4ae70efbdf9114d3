import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { useElapsed } from '../../ui/use-elapsed.ts';
import { ProgressStatus } from '../progress-status.tsx';

/** A clock time to the second, the language's way. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/**
 * A video on its way: the service fetches and analyses it, which takes minutes, so the time since
 * it was sent ticks, a retry is said, and the user can stop waiting (or cancel one not yet sent).
 */
export function VideoProgress({ check }: { check: VideoCheck }): JSX.Element {
  const translator = useT();
  const { t, date } = translator;
  const submitted = check.follow?.submittedAt;
  const elapsed = useElapsed(submitted ?? check.createdAt);
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const text = t(submitted === undefined ? 'video_waitingToSend' : 'video_analysing');

  // Started with `void` by its button: shows its own failure; a throw reaches the page's log.
  const stop = async (): Promise<void> => {
    setStopping(true);
    const stopped = await sendToBackground('checks/cancel', { ids: [check.id] });
    setStopping(false);
    setError(stopped.ok ? null : stopped.error);
  };

  return (
    <div class="progress" data-testid="video-progress">
      <ProgressStatus text={text} elapsed={elapsed} />
      {check.retryAt !== undefined && check.status === 'pending' && (
        <p class="muted" data-testid="retry-note">
          {check.error && `${errorDetail(check.error, translator)} `}
          {t('checks_retryAt', date(check.retryAt, CLOCK))}
        </p>
      )}
      <div class="buttons">
        <button
          type="button"
          class="secondary"
          data-testid="video-stop"
          disabled={stopping}
          onClick={() => void stop()}
        >
          {t(submitted === undefined ? 'checks_cancel' : 'video_stopWaiting')}
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
