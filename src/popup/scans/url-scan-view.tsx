import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { useElapsed } from '../../ui/use-elapsed.ts';
import { ScanReport } from './scan-report.tsx';
import { SaveReportButton } from '../../ui/reports/save-report-button.tsx';
import './scans.css';
import { ScanResultView } from './scan-result-view.tsx';
import { sentences } from './sentences.ts';
import { SLOT, withSlot } from './with-slot.tsx';
import { routeText } from './route-text.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { ProgressStatus } from '../progress-status.tsx';
import { HostAccessAction } from '../checks/host-access-action.tsx';
import { HOST_ACCESS_CODE } from '../../shared/checks/image-results.ts';

interface Props {
  scan: UrlScanCheck;
  onChanged: (scan: UrlScanCheck | null) => void;
}

const SCAN_HEADINGS: Partial<Record<UrlScanCheck['source']['origin'], MessageKey>> = {
  selection: 'scans_headingSelection',
  pasted: 'scans_headingPasted',
};

/** One plagiarism scan: progress, the cost question, the failure, or the results. */
export function UrlScanView({ scan, onChanged }: Props): JSX.Element {
  const { t } = useT();
  const state = scan.scan;
  const result = scan.status === 'done' ? scan.result : undefined;
  return (
    <article
      class="result scan"
      data-testid="url-scan"
      data-status={scan.status}
      data-phase={state?.phase}
    >
      <p class="source" title={scan.source.url ?? scan.input}>
        {t(
          SCAN_HEADINGS[scan.source.origin] ?? 'scans_headingScan',
          scan.source.title ?? scan.source.url ?? scan.input,
        )}
      </p>
      {/* A linked document not read (its site not allowed) sent nothing: no route to say. */}
      {(scan.submission || scan.source.unpainted !== 'document') && <SentLine scan={scan} />}
      {scan.status === 'failed' ? (
        <>
          <ErrorNotice
            error={
              scan.error ??
              appError('internal', 'The scan stopped unexpectedly.', {
                words: detailWords('error_scanStopped'),
              })
            }
          />
          <UnreadSite scan={scan} onChanged={onChanged} />
        </>
      ) : scan.status === 'done' ? (
        result ? (
          <ScanResultView check={scan} result={result} />
        ) : (
          <ErrorNotice
            error={appError('service', 'The scan finished with a result we cannot read.', {
              words: detailWords('error_scanResultUnreadable'),
            })}
          />
        )
      ) : state?.phase === 'awaiting-confirmation' ? (
        <CostQuestion scan={scan} onChanged={onChanged} />
      ) : (
        <ScanProgress scan={scan} />
      )}
      <ScanReport scan={scan} onChanged={onChanged} />
      {scan.status === 'done' && result && (
        <div class="buttons">
          <SaveReportButton load={() => Promise.resolve([scan])} />
        </div>
      )}
    </article>
  );
}

/**
 * A linked document its site did not let us read: once the user allows that site, the scan of
 * the link starts anew (nothing was sent the first time).
 */
function UnreadSite({ scan, onChanged }: Props): JSX.Element | null {
  const [error, setError] = useState<AppError | null>(null);
  const link = scan.source.url;
  if (scan.error?.code !== HOST_ACCESS_CODE || scan.source.unpainted !== 'document' || !link) {
    return null;
  }
  const again = async (): Promise<void> => {
    const started = await sendToBackground('scans/start-document', {
      tabId: scan.source.tabId,
      url: link,
    });
    if (started.ok) onChanged(started.value);
    else setError(started.error);
  };
  return (
    <>
      <HostAccessAction check={scan} again={again} />
      {error && <ErrorNotice error={error} />}
    </>
  );
}

/** What left the browser for this scan, and why that way. */
function SentLine({ scan }: { scan: UrlScanCheck }): JSX.Element {
  const translator = useT();
  const said = routeText(translator, routeOf(scan));
  return (
    <p class="muted sent" data-testid="scan-sent" data-route={routeOf(scan).route}>
      {sentences(
        translator,
        translator.t('scans_sent', said.what),
        said.why,
        scan.cachedFrom ? translator.t('scans_fromHistory') : undefined,
      )}
    </p>
  );
}

function ScanProgress({ scan }: { scan: UrlScanCheck }): JSX.Element {
  const translator = useT();
  const { t, plural, number, date } = translator;
  const state = scan.scan;
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const elapsed = useElapsed(state?.submittedAt ?? scan.createdAt);
  const text = t(
    state?.phase === 'checking-credits'
      ? 'scans_askingCost'
      : scan.status === 'pending'
        ? 'scans_waitingToSend'
        : routeOf(scan).route === 'url'
          ? 'scans_scanningPage'
          : 'scans_scanning',
  );
  // Started with `void` by its button: shows its own failure; a throw reaches the page's log.
  const cancel = async (): Promise<void> => {
    setCancelling(true);
    const r = await sendToBackground('scans/cancel', { id: scan.id });
    setCancelling(false);
    if (!r.ok) setError(r.error);
  };
  return (
    <div class="progress" data-testid="scan-progress">
      <ProgressStatus text={text} elapsed={elapsed} />
      {state && state.newResults > 0 && (
        <p class="muted" data-testid="scan-live">
          {state.liveScore === undefined
            ? plural('scans_liveSources', state.newResults)
            : plural(
                'scans_liveSourcesScore',
                state.newResults,
                number(state.liveScore / 100, { style: 'percent', maximumFractionDigits: 1 }),
              )}
        </p>
      )}
      {scan.error && scan.retryAt !== undefined && (
        <p class="muted">
          {sentences(
            translator,
            errorDetail(scan.error, translator),
            t('scans_retryAt', date(scan.retryAt, { timeStyle: 'medium' })),
          )}
        </p>
      )}
      {state?.relayProblem && (
        <p class="notice" data-testid="scan-relay-problem">
          {sentences(translator, state.relayProblem, t('scans_nothingLost'))}
        </p>
      )}
      <div class="buttons">
        <button
          type="button"
          class="secondary"
          data-testid="scan-stop"
          disabled={cancelling}
          onClick={() => void cancel()}
        >
          {t(
            scan.status === 'pending' && state?.submittedAt === undefined
              ? 'scans_cancel'
              : 'scans_stopWaiting',
          )}
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
    </div>
  );
}

function CostQuestion({
  scan,
  onChanged,
}: {
  scan: UrlScanCheck;
  onChanged: (scan: UrlScanCheck | null) => void;
}): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const { t, plural, number } = useT();
  const credits = scan.scan?.expectedCredits ?? 0;

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const confirm = async (): Promise<void> => {
    setBusy(true);
    const r = await sendToBackground('scans/confirm', { id: scan.id });
    setBusy(false);
    if (r.ok) onChanged(r.value);
    else setError(r.error);
  };
  const cancel = async (): Promise<void> => {
    setBusy(true);
    const r = await sendToBackground('scans/cancel', { id: scan.id });
    setBusy(false);
    if (r.ok) onChanged(null);
    else setError(r.error);
  };

  return (
    <div class="cost" data-testid="scan-cost">
      <p>
        {withSlot(
          plural(
            scan.settings['sandbox'] === true ? 'scans_costQuestionSandbox' : 'scans_costQuestion',
            credits,
            SLOT,
          ),
          <strong data-testid="scan-expected-credits">{number(credits)}</strong>,
        )}
      </p>
      <div class="buttons">
        <button
          type="button"
          data-testid="scan-confirm"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {t('scans_startScan')}
        </button>
        <button
          type="button"
          class="secondary"
          data-testid="scan-cancel"
          disabled={busy}
          onClick={() => void cancel()}
        >
          {t('scans_cancel')}
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
