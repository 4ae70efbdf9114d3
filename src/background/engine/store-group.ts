import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { resumeOpenChecks } from './check-runner.ts';
import { announceUpdate } from './check-updates.ts';
import { setLatest } from './latest-checks.ts';
import { refreshTab } from './tab-refresh.ts';
import { logIfRejected } from '../stores/log-failure.ts';

export const groupOf = (checks: CheckRecord[]): CheckGroup => ({
  ids: checks.map((c) => c.id),
  checks,
});

/**
 * Stores the checks of one request, makes them the tab's latest (what its popup and badge show),
 * tells open pages, and starts the ones still to run. Returns without waiting for the service.
 * `alongside` are finished checks already in history shown with them (the other answer about
 * the same image): listed first, not stored again.
 */
export async function storeGroup(
  tabId: number | undefined,
  stored: CheckRecord[],
  alongside: CheckRecord[] = [],
): Promise<Result<CheckGroup>> {
  const store = await openHistoryStore();
  const ids = [...alongside, ...stored].map((c) => c.id);
  // Each record names its whole request, so a report from history holds all of it.
  const grouped = stored.map((check) => ({ ...check, groupIds: ids }));
  for (const check of grouped) await store.put(check);
  const checks = [...alongside, ...grouped];
  if (tabId !== undefined) await setLatest(tabId, ids);
  await announceUpdate(ids);
  if (tabId !== undefined) await refreshTab(tabId);
  logIfRejected('checks', 'Starting the stored checks', resumeOpenChecks());
  return ok(groupOf(checks));
}
