import type { JSX } from 'preact';
import type { PageRouteChoice, ScanRoute } from '../../shared/scans/scan-route.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { routeText } from './route-text.ts';
import { sentences } from './sentences.ts';
import type { PagePlanState, ShownPlan as Plan } from './use-page-plan.ts';

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
 * What "Scan this page" will send and why (and that the plan changed, when it did), with the
 * other way one click away (scan-page-button.tsx).
 */
export function ScanPlan({
  plan,
  again,
  doc,
  selected,
  busy,
  onChoose,
}: {
  plan: Plan;
  again: PagePlanState['again'];
  /** The page is a Google Doc (it goes as its text). */
  doc: boolean;
  /** Text is selected: it can be scanned on its own. */
  selected: boolean;
  busy: boolean;
  onChoose: (route: PageRouteChoice) => void;
}): JSX.Element {
  const translator = useT();
  const { t } = translator;
  const route = planRoute(plan);
  const said =
    route && routeText(translator, route, plan.route === 'text' ? plan.words : undefined);
  const other: PageRouteChoice | undefined =
    plan.route === 'url' ? 'text' : plan.route === 'text' && !doc ? 'url' : undefined;
  const planned = sentences(
    translator,
    plan.route === 'file' ? t('scans_planPdf') : undefined,
    said ? t(doc ? 'scans_planDocument' : 'scans_planPage', said.what) : undefined,
    said?.why,
    selected ? t('scans_planSelection') : undefined,
  );
  return (
    <>
      {again && (
        <p class="notice route-again" role="status" data-testid="scan-plan-again" data-why={again}>
          {t(again === 'changed' ? 'scans_planChanged' : 'scans_planExpired')}
        </p>
      )}
      <p class="muted route-plan" data-testid="scan-plan" data-route={plan.route}>
        {planned}
        {other && ' '}
        {other && (
          <button
            type="button"
            class="secondary link"
            data-testid="scan-route-switch"
            disabled={busy}
            onClick={() => onChoose(other)}
          >
            {t(other === 'text' ? 'scans_sendText' : 'scans_sendAddress')}
          </button>
        )}
      </p>
    </>
  );
}
