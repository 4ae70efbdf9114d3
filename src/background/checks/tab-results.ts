import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { history } from '../history/history-store.ts';
import { latestFor } from './latest-checks.ts';
import { paintResults } from './paint-results.ts';
import { showBadge } from './tab-badge.ts';

/** The checks last started in a tab, oldest first (the order they were asked for). */
export async function latestChecks(tabId: number): Promise<CheckRecord[]> {
  const store = await history();
  const records = await Promise.all((await latestFor(tabId)).map((id) => store.get(id)));
  return records.filter((r): r is CheckRecord => r !== undefined);
}

/**
 * Brings a tab's badge and highlights up to date with its latest checks. Only the latest group
 * is painted, so a slow older check cannot paint over a newer one.
 */
export async function refreshTab(tabId: number): Promise<void> {
  const checks = await latestChecks(tabId);
  await showBadge(tabId, checks);
  if (checks.some((c) => c.status === 'done')) await paintResults(checks);
}
