import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { AppError } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { saveAsFile } from './download-pdf.ts';

interface Props {
  scan: UrlScanCheck;
  onChanged: (scan: UrlScanCheck) => void;
}

/** Export to the relay, the PDF report from it, and asking the service to resend the webhook. */
export function ScanActions({ scan, onChanged }: Props): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const exported = scan.scan?.export;
  const done = scan.status === 'done';

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const run = async (task: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    setNote(null);
    await task();
    setBusy(false);
  };

  const exportScan = (): Promise<void> =>
    run(async () => {
      const r = await sendToBackground('scans/export', { id: scan.id });
      if (r.ok) onChanged(r.value);
      else setError(r.error);
    });

  const downloadPdf = (): Promise<void> =>
    run(async () => {
      const r = await sendToBackground('scans/pdf', { id: scan.id });
      if (!r.ok) return setError(r.error);
      setNote(saveAsFile(r.value.base64, r.value.filename) ? `Saved ${r.value.filename}.` : null);
    });

  const resend = (): Promise<void> =>
    run(async () => {
      const r = await sendToBackground('scans/resend', { id: scan.id });
      if (r.ok) setNote('The service will send the webhook again.');
      else setError(r.error);
    });

  return (
    <div class="scan-actions">
      <div class="buttons">
        {done && (
          <button
            type="button"
            class="secondary"
            data-testid="scan-export"
            disabled={busy || exported?.status === 'requested'}
            onClick={() => void exportScan()}
          >
            {exported ? 'Export again' : 'Export to relay'}
          </button>
        )}
        {exported?.pdf && (
          <button
            type="button"
            data-testid="scan-download-pdf"
            disabled={busy || !exported.pdfReady}
            onClick={() => void downloadPdf()}
          >
            Download PDF report
          </button>
        )}
        <button
          type="button"
          class="secondary"
          data-testid="scan-resend"
          disabled={busy}
          onClick={() => void resend()}
        >
          Resend webhook
        </button>
      </div>
      {exported && (
        <p class="muted" data-testid="scan-export-state" data-status={exported.status}>
          {exported.status === 'requested'
            ? `Exporting to the relay… ${exported.delivered} piece${exported.delivered === 1 ? '' : 's'} received.`
            : exported.status === 'completed'
              ? `Exported to the relay: ${exported.delivered} pieces.`
              : `The export was incomplete${exported.failedTasks ? `: ${exported.failedTasks} pieces not delivered` : ''}.`}
        </p>
      )}
      {note && (
        <p role="status" class="muted" data-testid="scan-note">
          {note}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
