import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import type { BackgroundProtocol, ResponseOf } from '../../shared/messages/index.ts';
import { scanUnderWay } from '../../shared/scans/scan-progress.ts';
import { routeText } from '../../shared/scans/route-text.ts';
import type { PageRouteChoice, ScanRoute } from '../../shared/scans/scan-route.ts';
import type { UrlScanState } from './use-url-scan.ts';

type Plan = ResponseOf<BackgroundProtocol, 'scans/plan'>;

/** The plan as a route, to say it in the same words as a sent scan. */
function planRoute(plan: Plan): ScanRoute | undefined {
  if (plan.route === 'url') return { route: 'url', why: plan.why };
  if (plan.route === 'text') {
    return { route: 'text', filename: plan.filename, why: plan.why, detail: plan.detail };
  }
  return undefined;
}

/**
 * "Scan this page for plagiarism" (and the selection, when there is one), saying first what will
 * be sent and why, with the other way one click away. Off while the tab's latest scan is under way
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
  const [choice, setChoice] = useState<PageRouteChoice>('auto');
  const [plan, setPlan] = useState<Plan | null>(null);
  const open = scan !== null && scanUnderWay(scan);
  const tab = tabId === undefined ? {} : { tabId };

  useEffect(() => {
    let live = true;
    // A plan that cannot be made (a browser page) shows nothing; the scan itself says why.
    void sendToBackground('scans/plan', {
      ...(tabId === undefined ? {} : { tabId }),
      route: choice,
    }).then((r) => {
      if (live) setPlan(r.ok ? r.value : null);
    });
    return () => {
      live = false;
    };
  }, [tabId, choice]);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const start = async (what: 'page' | 'selection'): Promise<void> => {
    setBusy(true);
    showError(null);
    const started = await sendToBackground('scans/start', {
      ...tab,
      what,
      ...(what === 'page' ? { route: choice } : {}),
    });
    setBusy(false);
    if (started.ok) show(started.value);
    else showError(started.error);
  };

  const route = plan && planRoute(plan);
  const said = route && routeText(route, plan.route === 'text' ? plan.words : undefined);
  // A Google Doc goes as its text: the service could not open it by address.
  const doc = docTab || (plan?.route === 'text' && plan.why === 'google-doc');
  const other: PageRouteChoice | undefined =
    plan?.route === 'url' ? 'text' : plan?.route === 'text' && !doc ? 'url' : undefined;
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
          {plan?.route === 'file'
            ? 'Scan this PDF for plagiarism'
            : doc
              ? 'Scan this Google Doc for plagiarism'
              : 'Scan this page for plagiarism'}
        </button>
        {selection.trim() !== '' && (
          <button
            type="button"
            class="secondary"
            data-testid="scan-selection"
            disabled={busy || open}
            onClick={() => void start('selection')}
          >
            Check the selection for plagiarism
          </button>
        )}
      </div>
      {plan && (
        <p class="muted route-plan" data-testid="scan-plan" data-route={plan.route}>
          {plan.route === 'file'
            ? 'Scanning this PDF sends the file itself (fetched with your session), or its text if the file is over 25 MB.'
            : said && (
                <>
                  Scanning this {doc ? 'document' : 'page'} sends {said.what}. {said.why}{' '}
                </>
              )}
          {selection.trim() !== '' && 'Checking the selection sends its text. '}
          {other && (
            <button
              type="button"
              class="secondary link"
              data-testid="scan-route-switch"
              disabled={busy}
              onClick={() => setChoice(other)}
            >
              {other === 'text' ? 'Send the text instead' : 'Send the address instead'}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
