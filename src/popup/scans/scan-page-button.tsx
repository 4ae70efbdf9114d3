import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import { scanUnderWay } from '../../shared/checks/scan-progress.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';
import { usePagePlan } from './use-page-plan.ts';
import type { UrlScanState } from './use-url-scan.ts';
import { tabTarget } from '../tab-target.ts';

// The plan in words comes with the plan, once the page is up: its words and the route's reasons
// load with it.
const ScanPlan = lazyView(() => import('./scan-plan.tsx').then((m) => m.ScanPlan));

/**
 * "Scan this page for plagiarism" (and the selection, when there is one), saying first what will
 * be sent and why, with the other way one click away; Scan sends what was said, and when the page
 * changed since, says the new plan instead of sending. Off while the tab's latest scan is under way
 * (its export and passages, after it finished, are not waited for).
 */
export function ScanPageButton({
  tabId,
  selection,
  doc: docTab = false,
  scan: { scan, show, showError },
}: {
  tabId: number | undefined;
  /** The tab shows a Google Doc (named so before the plan is in, or when it cannot be made). */
  doc?: boolean | undefined;
  /** The selected text, when there is one: it can be checked on its own. */
  selection: string;
  scan: UrlScanState;
}): JSX.Element {
  const [busy, setBusy] = useState(false);
  const { plan, again, choose, start: startPlan } = usePagePlan(tabId);
  const { t } = useT();
  const open = scan !== null && scanUnderWay(scan);
  const tab = tabTarget(tabId);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const start = async (what: 'page' | 'selection'): Promise<void> => {
    setBusy(true);
    showError(null);
    const started =
      what === 'page' ? await startPlan() : await sendToBackground('scans/start', { ...tab, what });
    setBusy(false);
    // Null: nothing was sent, the new plan is shown to check.
    if (started.ok) {
      if (started.value) show(started.value);
    } else showError(started.error);
  };

  // A Google Doc goes as its text: the service could not open it by address.
  const doc = docTab || (plan?.route === 'text' && plan.why === 'google-doc');
  const selected = selection.trim() !== '';
  return (
    <div class="scan-start">
      <div class="buttons">
        <button
          type="button"
          class="secondary"
          data-testid="scan-page"
          disabled={busy || open}
          onClick={() => void start('page')}
        >
          {t(plan?.route === 'file' ? 'scans_scanPdf' : doc ? 'scans_scanDoc' : 'scans_scanPage')}
        </button>
        {selected && (
          <button
            type="button"
            class="secondary"
            data-testid="scan-selection"
            disabled={busy || open}
            onClick={() => void start('selection')}
          >
            {t('scans_checkSelection')}
          </button>
        )}
      </div>
      {plan && (
        <ScanPlan
          plan={plan}
          again={again}
          doc={doc}
          selected={selected}
          busy={busy}
          onChoose={choose}
        />
      )}
    </div>
  );
}
