import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError, detailPlural, detailWords, type AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { reportFilename } from '../../shared/scans/report-filename.ts';
import { scanResultsFile } from './scan-results-file.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { saveBlob } from '../../ui/save-file.ts';
import { saveAsFile } from './download-pdf.ts';

interface Props {
  scan: UrlScanCheck;
  onChanged: (scan: UrlScanCheck) => void;
}

/**
 * One click for a finished scan's report. The service's PDF reaches us only by exporting the scan
 * to the relay, so the click starts that export when needed and the download follows once the
 * report has arrived; a scan made without a PDF saves its results as a file at once.
 */
export function ScanReport({ scan, onChanged }: Props): JSX.Element | null {
  /** The export whose report this popup waits to save ('' while the export is being asked for). */
  const [awaited, setAwaited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { t } = useT();
  const exported = scan.scan?.export;
  const withPdf = scan.settings['pdfReport'] === true;
  const preparing = exported?.status === 'requested';

  const savePdf = async (): Promise<void> => {
    setBusy(true);
    const r = await sendToBackground('scans/pdf', { id: scan.id });
    setBusy(false);
    if (!r.ok) return setError(r.error);
    if (saveAsFile(r.value.base64, r.value.filename)) setSaved(r.value.filename);
    else
      setError(
        appError('service', 'The report arrived damaged. Try again.', {
          words: detailWords('error_reportDamaged'),
        }),
      );
  };

  // The export this popup waits for has ended (an earlier one's end is not it): save the
  // report, or say why there is none.
  useEffect(() => {
    if (!awaited || exported?.exportId !== awaited || exported.status === 'requested') return;
    setAwaited(null);
    if (exported.pdfReady) void savePdf();
    else
      setError(
        exported.failedTasks
          ? appError(
              'service',
              `The service could not deliver the report (${exported.failedTasks} part${exported.failedTasks === 1 ? '' : 's'} missing). Try again.`,
              { words: detailPlural('error_reportPartsMissing', exported.failedTasks) },
            )
          : appError('service', 'The service finished without sending the report. Try again.', {
              words: detailWords('error_reportNotSent'),
            }),
      );
  }, [awaited, exported?.exportId, exported?.status, exported?.pdfReady]);

  if (scan.status !== 'done' || !scan.result) return null;
  const result = scan.result;

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const download = async (): Promise<void> => {
    setError(null);
    setSaved(null);
    if (!withPdf) {
      const filename = reportFilename(scan.input, scan.createdAt, 'json');
      saveBlob(new Blob([scanResultsFile(scan, result)], { type: 'application/json' }), filename);
      return setSaved(filename);
    }
    if (exported?.pdfReady) return savePdf();
    if (preparing) return setAwaited(exported.exportId);
    setAwaited('');
    setBusy(true);
    const r = await sendToBackground('scans/export', { id: scan.id });
    setBusy(false);
    if (r.ok) {
      setAwaited(r.value.scan?.export?.exportId ?? null);
      onChanged(r.value);
    } else {
      setAwaited(null);
      setError(r.error);
    }
  };

  const wanted = awaited !== null;
  const waiting = wanted && (preparing || busy);
  return (
    <div class="scan-report">
      <div class="buttons">
        <button
          type="button"
          data-testid="scan-download-report"
          disabled={busy || waiting}
          onClick={() => void download()}
        >
          {t(withPdf ? 'scans_downloadReport' : 'scans_downloadResults')}
        </button>
      </div>
      {waiting && (
        <div class="progress" role="status" data-testid="scan-report-progress">
          <p class="muted">{t('scans_reportPreparing')}</p>
          <progress aria-label={t('scans_reportPreparingLabel')} />
        </div>
      )}
      {!wanted && preparing && !busy && (
        <p class="muted" role="status">
          {t('scans_reportBeingPrepared')}
        </p>
      )}
      {saved && (
        <p class="muted" role="status" data-testid="scan-report-saved">
          {t('scans_reportSaved', saved)}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
