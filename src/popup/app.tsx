import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { BROWSER_PAGE_CODE, type Result } from '../core/errors.ts';
import type { AccountStatus, Selection } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { AccountBar } from './account-bar.tsx';
import { CheckGroupView } from './checks/check-group-view.tsx';
import { TextCheckActions } from './checks/text-check-actions.tsx';
import { useCheckGroup } from './checks/use-check-group.ts';
import { CreditsBalance } from './scans/credits-balance.tsx';
import { UrlScanPanel } from './scans/url-scan-panel.tsx';
import { PageImagesList } from './images/page-images-list.tsx';
import { SelectionPreview } from './selection-preview.tsx';

export function App({ targetTabId }: { targetTabId?: number | undefined }): JSX.Element {
  const [account, setAccount] = useState<Result<AccountStatus> | null>(null);
  const [selection, setSelection] = useState<Result<Selection> | null>(null);
  const checks = useCheckGroup(targetTabId);

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

  return (
    <main class="popup">
      <header>
        <h1>Authenticity Lens</h1>
        {account?.ok && account.value.settings.sandbox && (
          <span class="badge" title="Mock results, no credits spent">
            sandbox
          </span>
        )}
        <CreditsBalance />
      </header>
      {account &&
        (account.ok ? (
          <AccountBar status={account.value} />
        ) : (
          <ErrorNotice error={account.error} />
        ))}
      <section aria-label="Selection">
        {selection === null ? (
          <p class="muted">Reading the page…</p>
        ) : selection.ok ? (
          <SelectionPreview selection={selection.value} />
        ) : (
          <ErrorNotice error={selection.error} />
        )}
      </section>
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
      {checks.error && <ErrorNotice error={checks.error} />}
      {checks.group && (
        <CheckGroupView group={checks.group} onRerun={checks.show} sandbox={sandbox} />
      )}
      {selection !== null && !closedPage && <UrlScanPanel tabId={targetTabId} />}
    </main>
  );
}
