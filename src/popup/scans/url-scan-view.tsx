import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, type AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useElapsed } from '../../ui/use-elapsed.ts';
import { ScanReport } from './scan-report.tsx';
import './scans.css';
import { ScanResultView } from './scan-result-view.tsx';
import { routeText } from '../../shared/scans/route-text.ts';
import { routeOf } from '../../shared/scans/scan-route.ts';

interface Props {
  scan: UrlScanCheck;
  onChanged: (scan: UrlScanCheck | null) => void;
}

const SCAN_HEADINGS: Partial<Record<UrlScanCheck['source']['origin'], string>> = {
  selection: 'Plagiarism check of a selection',
  pasted: 'Plagiarism check of pasted text',
};

/** One plagiarism scan: progress, the cost question, the failure, or the results. */
export function UrlScanView({ scan, onChanged }: Props): JSX.Element {
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
        {SCAN_HEADINGS[scan.source.origin] ?? 'Plagiarism scan'}:{' '}
        {scan.source.title ?? scan.source.url ?? scan.input}
      </p>
      <SentLine scan={scan} />
      {scan.status === 'failed' ? (
        <ErrorNotice error={scan.error ?? appError('internal', 'The scan stopped unexpectedly.')} />
      ) : scan.status === 'done' ? (
        result ? (
          <ScanResultView check={scan} result={result} />
        ) : (
          <ErrorNotice
            error={appError('service', 'The scan finished with a result we cannot read.')}
          />
        )
      ) : state?.phase === 'awaiting-confirmation' ? (
        <CostQuestion scan={scan} onChanged={onChanged} />
      ) : (
        <ScanProgress scan={scan} />
      )}
      <ScanReport scan={scan} onChanged={onChanged} />
    </article>
  );
}

/** What left the browser for this scan, and why that way. */
function SentLine({ scan }: { scan: UrlScanCheck }): JSX.Element {
  const said = routeText(routeOf(scan));
  return (
    <p class="muted sent" data-testid="scan-sent" data-route={routeOf(scan).route}>
      Sent {said.what}.{said.why && ` ${said.why}`}
      {scan.cachedFrom && ' Answered from history: this text was scanned before, nothing spent.'}
    </p>
  );
}

function ScanProgress({ scan }: { scan: UrlScanCheck }): JSX.Element {
  const state = scan.scan;
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const elapsed = useElapsed(state?.submittedAt ?? scan.createdAt);
  const text =
    state?.phase === 'checking-credits'
      ? 'Asking the service what this scan costs…'
      : scan.status === 'pending'
        ? 'Waiting to send the scan…'
        : routeOf(scan).route === 'url'
          ? 'Scanning the page; the result comes through your relay…'
          : 'Scanning; the result comes through your relay…';
  // Started with `void` by its button: shows its own failure; a throw reaches the page's log.
  const cancel = async (): Promise<void> => {
    setCancelling(true);
    const r = await sendToBackground('scans/cancel', { id: scan.id });
    setCancelling(false);
    if (!r.ok) setError(r.error);
  };
  return (
    <div class="progress" data-testid="scan-progress">
      <p role="status">
        {text}{' '}
        <span class="muted elapsed" data-testid="elapsed">
          {elapsed}
        </span>
      </p>
      <progress aria-label={text} />
      {state && state.newResults > 0 && (
        <p class="muted" data-testid="scan-live">
          {state.newResults} source{state.newResults === 1 ? '' : 's'} found so far
          {state.liveScore !== undefined && `, ${Math.round(state.liveScore * 10) / 10}% matched`}
        </p>
      )}
      {scan.error && scan.retryAt !== undefined && (
        <p class="muted">
          {scan.error.message} Trying again at {new Date(scan.retryAt).toLocaleTimeString()}.
        </p>
      )}
      {state?.relayProblem && (
        <p class="notice" data-testid="scan-relay-problem">
          {state.relayProblem} Nothing is lost: the service keeps retrying its deliveries.
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
          {scan.status === 'pending' && state?.submittedAt === undefined
            ? 'Cancel'
            : 'Stop waiting'}
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
        This scan costs <strong data-testid="scan-expected-credits">{credits}</strong> credit
        {credits === 1 ? '' : 's'}
        {scan.settings['sandbox'] === true && ' (sandbox: nothing is spent)'}. Start the scan?
      </p>
      <div class="buttons">
        <button
          type="button"
          data-testid="scan-confirm"
          disabled={busy}
          onClick={() => void confirm()}
        >
          Start scan
        </button>
        <button
          type="button"
          class="secondary"
          data-testid="scan-cancel"
          disabled={busy}
          onClick={() => void cancel()}
        >
          Cancel
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
