import { oneAtATime } from '../../core/one-at-a-time.ts';
import { isTextCheck, type CheckRecord } from '../../shared/checks/check-record.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { paintImageMask } from '../images/paint-image-mask.ts';
import { paintImageObjects } from '../images/paint-image-objects.ts';
import { latestFor } from './latest-checks.ts';
import { paintResults } from './paint-results.ts';
import { showBadge } from './tab-badge.ts';

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
  const done = checks.filter((c) => c.status === 'done');
  for (const image of done) {
    if (image.kind === 'ai-image') await paintImageMask(image);
    // Drawn after the AI mask: the objects were asked for last.
    if (image.kind === 'object-detection') await paintImageObjects(image);
  }
  // A web search has nothing to paint; text checks are painted together.
  if (done.some(isTextCheck)) await paintResults(checks);
}
