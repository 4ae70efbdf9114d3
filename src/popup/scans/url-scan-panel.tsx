import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import { scanIsOpen } from '../../shared/scans/scan-progress.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { UrlScanView } from './url-scan-view.tsx';
import { useUrlScan } from './use-url-scan.ts';
import './scans.css';

/** "Scan this page for plagiarism" and the tab's latest scan. */
export function UrlScanPanel({ tabId }: { tabId: number | undefined }): JSX.Element {
  const { scan, error, show, showError } = useUrlScan(tabId);
  const [busy, setBusy] = useState(false);
  const open = scan !== null && (scanIsOpen(scan) || scan.scan?.phase === 'awaiting-confirmation');

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const start = async (): Promise<void> => {
    setBusy(true);
    showError(null);
    const started = await sendToBackground('scans/start', tabId === undefined ? {} : { tabId });
    setBusy(false);
    if (started.ok) show(started.value);
    else showError(started.error);
  };

  return (
    <section class="scans" aria-label="Plagiarism scan">
      <div class="buttons">
        <button
          type="button"
          class="secondary"
          data-testid="scan-page"
          disabled={busy || open}
          onClick={() => void start()}
        >
          Scan this page for plagiarism
        </button>
      </div>
      {error && <ErrorNotice error={error} />}
      {scan && <UrlScanView scan={scan} onChanged={show} />}
    </section>
  );
}
