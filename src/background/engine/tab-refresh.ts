import { oneAtATime } from '../../core/one-at-a-time.ts';
import type { CheckKind, CheckRecord } from '../../shared/checks/check-record.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { clearedIn } from './cleared-marks.ts';
import { latestFor } from './latest-checks.ts';
import { showBadge } from './tab-badge.ts';

/**
 * Brings the page up to date with a tab's latest checks, for the kinds it knows (image masks,
 * text marks, a scan's passages). Each kind registers its own, as it registers its runner, so
 * this engine imports no kind's code; they run in the order registered. A kind not among the
 * latest checks (a scan) finds its own record from the tab, and leaves it unpainted when the
 * user cleared it (`clearedIn`).
 */
export type TabPainter = (latest: readonly CheckRecord[], tabId: number) => Promise<void>;

/** A kind drawn nowhere from the tab's latest checks says why, so none is forgotten unsaid. */
export interface NotDrawn {
  notDrawn: string;
}

const painters: { kinds: readonly CheckKind[]; paint: TabPainter }[] = [];
const drawnKinds = new Set<CheckKind>();

/** Registers the painter of these kinds (or why they are not drawn). */
export function registerTabPainter(
  kinds: readonly CheckKind[],
  painter: TabPainter | NotDrawn,
): void {
  for (const kind of kinds) drawnKinds.add(kind);
  if (typeof painter === 'function') painters.push({ kinds, paint: painter });
}

/** Whether a kind has registered its painter (or why it has none). */
export const hasPainter = (kind: CheckKind): boolean => drawnKinds.has(kind);

/** The checks last started in a tab, oldest first (the order they were asked for). */
export async function latestChecks(tabId: number): Promise<CheckRecord[]> {
  const store = await openHistoryStore();
  const records = await Promise.all((await latestFor(tabId)).map((id) => store.get(id)));
  return records.filter((r): r is CheckRecord => r !== undefined);
}

const perTab = oneAtATime<number>();

/**
 * Brings a tab's badge, highlights and image masks up to date with its latest checks. Only the
 * latest group is painted, so a slow older check cannot paint over a newer one; and one refresh
 * of a tab at a time, so when two checks of a group finish together the refresh that read both
 * lands last (overlapping, the one that saw only the first could repaint over it).
 */
export function refreshTab(tabId: number): Promise<void> {
  return perTab(tabId, () => refreshNow(tabId));
}

async function refreshNow(tabId: number): Promise<void> {
  const checks = await latestChecks(tabId);
  await showBadge(tabId, checks);
  const shown = await notCleared(tabId, checks);
  for (const { paint } of painters) await paint(shown, tabId);
}

/** What the user took off the page stays off (`cleared-marks.ts`); the badge still tells. */
async function notCleared(tabId: number, checks: CheckRecord[]): Promise<CheckRecord[]> {
  const cleared = await clearedIn(tabId);
  return checks.filter((check) => !cleared.has(check.id));
}

/**
 * Paints only what these kinds registered (a scan's passages once they are read), in the same
 * queue as refreshes; the badge and the other kinds' marks are left as they are.
 */
export function repaintTab(tabId: number, kinds: readonly CheckKind[]): Promise<void> {
  return perTab(tabId, async () => {
    const wanted = painters.filter((p) => p.kinds.some((kind) => kinds.includes(kind)));
    if (wanted.length === 0) return;
    const shown = await notCleared(tabId, await latestChecks(tabId));
    for (const { paint } of wanted) await paint(shown, tabId);
  });
}
