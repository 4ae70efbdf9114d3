import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { BROWSER_PAGE_CODE, type Result } from '../core/errors.ts';
import type { AccountSummary, Selection } from '../shared/messages/index.ts';
import { useFollowLanguage, useT } from '../ui/i18n/translated-page.tsx';
import { sendToBackground } from '../platform/messaging.ts';
import { AccountBar } from './account-bar.tsx';
import { PopupHeader } from './popup-header.tsx';
import { TextCheckActions } from './checks/text-check-actions.tsx';
import { useCheckGroup } from './checks/use-check-group.ts';
import { ScanPageButton } from './scans/scan-page-button.tsx';
import { useUrlScan } from './scans/use-url-scan.ts';
import { PageImagesList } from './image/page-images-list.tsx';
import { PageVideosList } from './video/page-videos-list.tsx';
import { SelectionPreview } from './selection-preview.tsx';
import { PasteTextBox } from './paste/paste-text-box.tsx';
import { lazyView } from './lazy-view.ts';
import { LazyErrorNotice as ErrorNotice } from './lazy-error-notice.ts';
import type { OpeningAnswers } from './opening-questions.ts';

// Results are drawn by code loaded when there is one to show: the first screen opens without it.
const CheckGroupView = lazyView(
  () => import('./checks/check-group-view.tsx').then((m) => m.CheckGroupView),
  () => <LoadingResult />,
);
const UrlScanView = lazyView(() => import('./scans/url-scan-view.tsx').then((m) => m.UrlScanView));
// Files from the computer (one or a class set): the button comes right after the first paint.
const FilesEntry = lazyView(() => import('./files/files-entry.tsx').then((m) => m.FilesEntry));
// Only for a Doc whose export needs the user's leave: loaded with the first error shown.
const DocAccessAction = lazyView(() =>
  import('./google-docs/doc-access-action.tsx').then((m) => m.DocAccessAction),
);

function LoadingResult(): JSX.Element {
  const { t } = useT();
  return <p class="muted">{t('popup_loadingResult')}</p>;
}

/**
 * The popup: a compact header (account, credits, sandbox), then the tab's latest results, then
 * what can be checked on the page. One scroll container: the popup itself.
 */
export function App({
  targetTabId,
  opening,
  view = 'popup',
}: {
  targetTabId?: number | undefined;
  /** The account and the selection, asked before this first render (see opening-questions.ts). */
  opening: OpeningAnswers;
  /** Shown as the toolbar popup, or docked beside the page (side-panel-app.tsx). */
  view?: 'popup' | 'side-panel';
}): JSX.Element {
  const { t } = useT();
  const [account, setAccount] = useState<Result<AccountSummary> | null>(
    opening.account.value ?? null,
  );
  const [selection, setSelection] = useState<Result<Selection> | null>(
    opening.selection.value ?? null,
  );
  const checks = useCheckGroup(targetTabId);
  const scan = useUrlScan(targetTabId);

  useEffect(() => {
    // Failures come back as values and are shown here; the promises never reject. A side panel
    // asks again on focus: an older answer arriving late must not replace a newer one.
    let current = true;
    void opening.account.promise.then((answer) => current && setAccount(answer));
    void opening.selection.promise.then((answer) => current && setSelection(answer));
    // The first was the top document's, its frames not surveyed yet: this one says where it is.
    void opening.surveyedSelection.then((answer) => current && answer && setSelection(answer));
    return () => {
      current = false;
    };
  }, [opening]);

  // Asked again after the user allowed a frame's site, so the selection in it shows.
  const askSelection = async (): Promise<void> =>
    setSelection(
      await sendToBackground(
        'selection/get',
        targetTabId === undefined ? {} : { tabId: targetTabId },
      ),
    );

  useFollowLanguage(account?.ok === true ? account.value.settings.uiLanguage : undefined);
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
  // Open at first where the page cannot be read; opened (and focused) from a Doc's notice.
  const [pasteOpen, setPasteOpen] = useState<boolean | undefined>(undefined);
  const [pasteFocus, setPasteFocus] = useState(0);
  // Results show at the top: brought into view from the box at the bottom that asked for them.
  const andShow =
    <T,>(show: (value: T) => void) =>
    (value: T): void => {
      show(value);
      requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    };
  const openPaste = (): void => {
    setPasteOpen(true);
    setPasteFocus((n) => n + 1);
  };

  return (
    <main class="popup">
      <PopupHeader sandbox={sandbox} docked={view === 'side-panel'} />
      {account &&
        (account.ok ? (
          <AccountBar status={account.value} />
        ) : (
          <ErrorNotice error={account.error} />
        ))}
      {anyResult && (
        <div class="latest">
          {checks.error && <ErrorNotice error={checks.error} />}
          {checks.error && <DocAccessAction error={checks.error} />}
          {checks.group && (
            <CheckGroupView group={checks.group} onRerun={checks.show} sandbox={sandbox} />
          )}
          {scan.error && <ErrorNotice error={scan.error} />}
          {scan.error && <DocAccessAction error={scan.error} />}
          {scan.scan && <UrlScanView scan={scan.scan} onChanged={scan.show} />}
        </div>
      )}
      <section class="actions" aria-label={t('popup_checkThisPage')}>
        {selection === null ? (
          <p class="muted">{t('popup_readingPage')}</p>
        ) : selection.ok ? (
          <SelectionPreview
            selection={selection.value}
            onAskAgain={() => void askSelection()}
            onPaste={openPaste}
          />
        ) : (
          <ErrorNotice error={selection.error} />
        )}
        {selection?.ok && (
          <TextCheckActions
            tabId={targetTabId}
            selection={hasSelection && selection.ok ? selection.value.text : ''}
            pdf={selection.ok && selection.value.pdf === true}
            doc={selection.ok && selection.value.doc === true}
            editors={selection.value.editors}
            pageFrameId={selection.value.pageFrameId}
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
            onScanStarted={scan.show}
            onScanError={scan.showError}
          />
        )}
        {selection?.ok && (
          <PageVideosList tabId={targetTabId} onStarted={checks.show} onError={checks.showError} />
        )}
        {selection !== null && !closedPage && (
          <ScanPageButton
            tabId={targetTabId}
            selection={hasSelection && selection?.ok ? selection.value.text : ''}
            doc={selection?.ok === true && selection.value.doc === true}
            scan={scan}
          />
        )}
      </section>
      {account !== null && (
        <section class="actions paste-section" aria-label={t('paste_title')}>
          <PasteTextBox
            tabId={targetTabId}
            sandbox={sandbox}
            open={pasteOpen ?? selection?.ok === false}
            onToggle={setPasteOpen}
            focusRequest={pasteFocus}
            onStarted={andShow(checks.show)}
            onError={andShow(checks.showError)}
            onScanStarted={andShow(scan.show)}
            onScanError={andShow(scan.showError)}
          />
        </section>
      )}
      {account !== null && (
        <FilesEntry tabId={targetTabId} pageReadable={selection?.ok === true && !closedPage} />
      )}
    </main>
  );
}
