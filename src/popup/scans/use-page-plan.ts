import { useEffect, useRef, useState } from 'preact/hooks';
import { ok, type Result } from '../../core/errors.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { BackgroundProtocol, ResponseOf } from '../../shared/messages/index.ts';
import type { PLAN_STALE_REASONS } from '../../shared/messages/scans.ts';
import type { PageRouteChoice } from '../../shared/scans/scan-route.ts';
import { tabTarget } from '../tab-target.ts';

export type ShownPlan = ResponseOf<BackgroundProtocol, 'scans/plan'>;
export type StaleReason = (typeof PLAN_STALE_REASONS)[number];

export interface PagePlanState {
  /** The plan shown; null until the first comes, or when none can be made (a browser page). */
  plan: ShownPlan | null;
  /** Set when a Scan sent nothing because the page changed: the plan shown is a new one. */
  again: StaleReason | null;
  choice: PageRouteChoice;
  choose: (choice: PageRouteChoice) => void;
  /** Runs the plan shown: the scan started, or null when the user is asked again. */
  start: () => Promise<Result<UrlScanCheck | null>>;
}

/**
 * How "Scan this page" would send the page, asked of the worker when the popup opens and each
 * time the user picks another route; Scan runs that plan by its id, so the route shown is the
 * route sent.
 */
export function usePagePlan(tabId: number | undefined): PagePlanState {
  const [choice, setChoice] = useState<PageRouteChoice>('auto');
  const [plan, setPlan] = useState<ShownPlan | null>(null);
  const [again, setAgain] = useState<StaleReason | null>(null);
  // The plan for the current choice, for a click that comes before it is shown.
  const coming = useRef<Promise<ShownPlan | null>>(Promise.resolve(null));
  const tab = tabTarget(tabId);

  useEffect(() => {
    let live = true;
    // A plan that cannot be made (a browser page) shows nothing; the scan itself says why.
    coming.current = sendToBackground('scans/plan', { ...tab, route: choice }).then((r) => {
      const made = r.ok ? r.value : null;
      if (live) setPlan(made);
      return made;
    });
    return () => {
      live = false;
    };
  }, [tabId, choice]);

  const choose = (next: PageRouteChoice): void => {
    setAgain(null);
    setChoice(next);
  };

  const start = async (): Promise<Result<UrlScanCheck | null>> => {
    const shown = await coming.current;
    if (!shown) {
      // No plan could be made: the worker decides once and says why it cannot scan.
      return sendToBackground('scans/start', { ...tab, what: 'page', route: choice });
    }
    const run = await sendToBackground('scans/start-plan', {
      ...tab,
      planId: shown.id,
      route: choice,
    });
    if (!run.ok) return run;
    if (run.value.outcome === 'started') {
      setAgain(null);
      return ok(run.value.scan);
    }
    coming.current = Promise.resolve(run.value.plan);
    setPlan(run.value.plan);
    setAgain(run.value.why);
    return ok(null);
  };

  return { plan, again, choice, choose, start };
}
