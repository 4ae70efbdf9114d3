import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import { scanIsOpen } from '../../shared/scans/scan-progress.ts';
import type { UrlScanState } from './use-url-scan.ts';

/** "Scan this page for plagiarism": off while the tab's latest scan is still under way. */
export function ScanPageButton({
  tabId,
  scan: { scan, show, showError },
}: {
  tabId: number | undefined;
  scan: UrlScanState;
}): JSX.Element {
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
    <button
      type="button"
      class="secondary"
      data-testid="scan-page"
      disabled={busy || open}
      onClick={() => void start()}
    >
      Scan this page for plagiarism
    </button>
  );
}
