/**
 * "Scan this page" from the popup: the plan is made once and shown, and the Scan button runs that
 * plan by its id. Before anything is sent the page is asked whether it changed since the plan read
 * it; only when it did (or cannot say) is its text read again, to compare with the text the plan
 * was decided on. The page's address is not fetched again, so a site answering differently the
 * second time cannot change the route. When the page changed (or the plan is no longer kept)
 * nothing is sent: a new plan goes back for the user to check.
 */
import { ok, type Result } from '../../core/errors.ts';
import type { BackgroundProtocol, ResponseOf } from '../../shared/messages/index.ts';
import type { PLAN_STALE_REASONS } from '../../shared/messages/scans.ts';
import type { PageRouteChoice } from '../../shared/scans/scan-route.ts';
import { textFilename } from './scan-filename.ts';
import { countWords } from '../../shared/text/count-words.ts';
import { readFromTab, type ReadFromTab } from '../sources/read-from-tab.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { frameOfSource } from '../../shared/frames/tab-frame.ts';
import { pageUnchanged } from '../sources/page-unchanged.ts';
import { keepPlan, planById, planFor, readOfPlan, sameText, type KeptPlan } from './plan-store.ts';
import { planPageScan, runPagePlan } from './scan-starts.ts';
import { scanPrerequisites } from './url-scan-start.ts';

type ShownPlan = ResponseOf<BackgroundProtocol, 'scans/plan'>;
type PlanRun = ResponseOf<BackgroundProtocol, 'scans/start-plan'>;

/** The plan in the popup's words. */
function shownPlan({ id, plan: p }: KeptPlan): ShownPlan {
  if (p.route === 'url') return { id, route: 'url', why: p.why };
  if (p.route === 'file') return { id, route: 'file' };
  return {
    id,
    route: 'text',
    why: p.why,
    filename: textFilename(p.read.title, p.read.url, false),
    ...p.detail,
    words: countWords(p.read.text),
  };
}

async function addressOf(tabId: number): Promise<string> {
  return (await pageOf(tabId)).pageUrl ?? '';
}

/** Makes a plan for the tab and keeps it; `read`: the page's text just read. */
async function makePlan(
  tabId: number,
  choice: PageRouteChoice,
  read?: ReadFromTab,
): Promise<Result<KeptPlan>> {
  const address = await addressOf(tabId);
  const plan = await planPageScan(tabId, choice, read);
  if (!plan.ok) return plan;
  return ok(await keepPlan({ tabId, address, choice, plan: plan.value }));
}

/** Plans being made, by tab, address and choice: a second ask meanwhile waits for the first. */
const making = new Map<string, Promise<Result<KeptPlan>>>();

/** The plan the popup shows: the one kept for this tab, address and choice, or a new one. */
export async function showPagePlan(
  tabId: number,
  choice: PageRouteChoice,
): Promise<Result<ShownPlan>> {
  const address = await addressOf(tabId);
  const known = planFor(tabId, address, choice);
  if (known) return ok(shownPlan(known));
  // Two asks at once (a popup and the side panel) read the page and open its address once.
  const key = JSON.stringify([tabId, address, choice]);
  let made = making.get(key);
  if (!made) {
    made = makePlan(tabId, choice).finally(() => making.delete(key));
    making.set(key, made);
  }
  const plan = await made;
  return plan.ok ? ok(shownPlan(plan.value)) : plan;
}

/**
 * The page's text now, when it changed since `seen` was read for the plan (or the page cannot
 * say it did not); undefined when it is as it was, so nothing is read again.
 */
async function readIfChanged(
  tabId: number,
  seen: ReadFromTab | undefined,
): Promise<Result<ReadFromTab> | undefined> {
  const frame = frameOfSource(tabId, seen?.frameId ? { frameId: seen.frameId } : {});
  if (seen && (await pageUnchanged(frame, seen.textId))) return undefined;
  return readFromTab({ tabId, source: 'page' });
}

async function askAgain(
  tabId: number,
  choice: PageRouteChoice,
  why: (typeof PLAN_STALE_REASONS)[number],
  read?: ReadFromTab,
): Promise<Result<PlanRun>> {
  const made = await makePlan(tabId, choice, read);
  return made.ok ? ok({ outcome: 'ask-again', why, plan: shownPlan(made.value) }) : made;
}

/**
 * Runs the plan shown under `planId` when the page is still what it was decided on; otherwise
 * sends nothing and answers a new plan. `choice`: what the plan was made with, should it be gone.
 */
export async function startShownPlan(
  tabId: number,
  planId: string,
  choice: PageRouteChoice,
): Promise<Result<PlanRun>> {
  const ready = await scanPrerequisites();
  if (!ready.ok) return ready;
  const kept = planById(planId, tabId);
  if (!kept) return askAgain(tabId, choice, 'expired');
  if ((await addressOf(tabId)) !== kept.address) return askAgain(tabId, kept.choice, 'changed');
  let plan = kept.plan;
  const read =
    kept.fingerprint === undefined ? undefined : await readIfChanged(tabId, readOfPlan(plan));
  if (read) {
    if (!read.ok) return read;
    if (!(await sameText(kept, read.value.text))) {
      return askAgain(tabId, kept.choice, 'changed', read.value);
    }
    // The same text; its map in the page, just made, is the one to paint passages on.
    if (plan.route !== 'file') plan = { ...plan, read: read.value };
  }
  const started = await runPagePlan(tabId, plan);
  return started.ok ? ok({ outcome: 'started', scan: started.value }) : started;
}
