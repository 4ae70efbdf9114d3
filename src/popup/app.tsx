import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { BROWSER_PAGE_CODE, type Result } from '../core/errors.ts';
import type { AccountStatus, Selection } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { AccountBar } from './account-bar.tsx';
import { PopupHeader } from './popup-header.tsx';
import { TextCheckActions } from './checks/text-check-actions.tsx';
import { useCheckGroup } from './checks/use-check-group.ts';
import { ScanPageButton } from './scans/scan-page-button.tsx';
import { useUrlScan } from './scans/use-url-scan.ts';
import { PageImagesList } from './images/page-images-list.tsx';
import { SelectionPreview } from './selection-preview.tsx';
import { lazyView } from './lazy-view.ts';

// Results are drawn by code loaded when there is one to show: the first screen opens without it.
const CheckGroupView = lazyView(
  () => import('./checks/check-group-view.tsx').then((m) => m.CheckGroupView),
  () => <p class="muted">Loading the result…</p>,
);
const UrlScanView = lazyView(() => import('./scans/url-scan-view.tsx').then((m) => m.UrlScanView));

/**
 * The popup: a compact header (account, credits, sandbox), then the tab's latest results, then
 * what can be checked on the page. One scroll container: the popup itself.
 */
export function App({ targetTabId }: { targetTabId?: number | undefined }): JSX.Element {
  const [account, setAccount] = useState<Result<AccountStatus> | null>(null);
  const [selection, setSelection] = useState<Result<Selection> | null>(null);
  const checks = useCheckGroup(targetTabId);
  const scan = useUrlScan(targetTabId);

  useEffect(() => {
    // Failures come back as values and are shown here; sendToBackground never rejects.
    void sendToBackground('account/get', {}).then(setAccount);
    void sendToBackground(
      'selection/get',
      targetTabId === undefined ? {} : { tabId: targetTabId },
    ).then(setSelection);
  }, [targetTabId]);

  const sandbox = account?.ok === true && account.value.settings.sandbox;
  const hasSelection = selection?.ok === true && selection.value.text.trim() !== '';
  // A browser page: one message, and no buttons that could only fail.
  const closedPage = selection?.ok === false && selection.error.code === BROWSER_PAGE_CODE;
  const ready = account !== null && selection !== null;
  useEffect(() => {
    // Visible in DevTools' performance panel, and read by `npm run bench`.
    if (ready) performance.mark('popup-ready');
  }, [ready]);
  const anyResult = checks.error || checks.group || scan.scan || scan.error;

  return (
    <main class="popup">
      <PopupHeader sandbox={sandbox} />
      {account &&
        (account.ok ? (
          <AccountBar status={account.value} />
        ) : (
          <ErrorNotice error={account.error} />
        ))}
      {anyResult && (
        <div class="latest">
          {checks.error && <ErrorNotice error={checks.error} />}
          {checks.group && (
            <CheckGroupView group={checks.group} onRerun={checks.show} sandbox={sandbox} />
          )}
          {scan.error && <ErrorNotice error={scan.error} />}
          {scan.scan && <UrlScanView scan={scan.scan} onChanged={scan.show} />}
        </div>
      )}
      <section class="actions" aria-label="Check this page">
        {selection === null ? (
          <p class="muted">Reading the page…</p>
        ) : selection.ok ? (
          <SelectionPreview selection={selection.value} />
        ) : (
          <ErrorNotice error={selection.error} />
        )}
        {selection?.ok && (
          <TextCheckActions
            tabId={targetTabId}
            selection={hasSelection && selection.ok ? selection.value.text : ''}
            onStarted={checks.show}
            onError={checks.showError}
          />
        )}
        {selection?.ok && (
          <PageImagesList
            tabId={targetTabId}
            sandbox={sandbox}
            onStarted={checks.show}
            onError={checks.showError}
          />
        )}
        {selection !== null && !closedPage && <ScanPageButton tabId={targetTabId} scan={scan} />}
      </section>
    </main>
  );
}
