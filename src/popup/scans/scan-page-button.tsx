import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import { scanUnderWay } from '../../shared/checks/scan-progress.ts';
import { routeText } from './route-text.ts';
import type { PageRouteChoice, ScanRoute } from '../../shared/scans/scan-route.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { sentences } from './sentences.ts';
import { usePagePlan, type ShownPlan as Plan } from './use-page-plan.ts';
import type { UrlScanState } from './use-url-scan.ts';
import { tabTarget } from '../tab-target.ts';

/** The plan as a route, to say it in the same words as a sent scan. */
function planRoute(plan: Plan): ScanRoute | undefined {
  if (plan.route === 'url') return { route: 'url', why: plan.why };
  if (plan.route === 'text') {
    return {
      route: 'text',
      filename: plan.filename,
      why: plan.why,
      ...(plan.detail === undefined ? {} : { detail: plan.detail }),
      ...(plan.detailWords === undefined ? {} : { detailWords: plan.detailWords }),
    };
  }
  return undefined;
}

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
  const translator = useT();
  const { t } = translator;
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

  const route = plan && planRoute(plan);
  const said =
    route && routeText(translator, route, plan.route === 'text' ? plan.words : undefined);
  // A Google Doc goes as its text: the service could not open it by address.
  const doc = docTab || (plan?.route === 'text' && plan.why === 'google-doc');
  const other: PageRouteChoice | undefined =
    plan?.route === 'url' ? 'text' : plan?.route === 'text' && !doc ? 'url' : undefined;
  const selected = selection.trim() !== '';
  const planned =
    plan &&
    sentences(
      translator,
      plan.route === 'file' ? t('scans_planPdf') : undefined,
      said ? t(doc ? 'scans_planDocument' : 'scans_planPage', said.what) : undefined,
      said?.why,
      selected ? t('scans_planSelection') : undefined,
    );
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
      {plan && again && (
        <p class="notice route-again" role="status" data-testid="scan-plan-again" data-why={again}>
          {t(again === 'changed' ? 'scans_planChanged' : 'scans_planExpired')}
        </p>
      )}
      {plan && (
        <p class="muted route-plan" data-testid="scan-plan" data-route={plan.route}>
          {planned}
          {other && ' '}
          {other && (
            <button
              type="button"
              class="secondary link"
              data-testid="scan-route-switch"
              disabled={busy}
              onClick={() => choose(other)}
            >
              {t(other === 'text' ? 'scans_sendText' : 'scans_sendAddress')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
