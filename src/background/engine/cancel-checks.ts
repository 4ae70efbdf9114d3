import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { appError } from '../../core/errors.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { announceUpdate } from './check-updates.ts';
import { refreshTab } from './tab-refresh.ts';
import { log } from '../stores/worker-log.ts';
import { followers } from './runner-registry.ts';

/**
 * Stops the unfinished checks among `ids`: they end as failed, kind `cancelled`, and a runner
 * still waiting for the service leaves them so (check-runner.ts). A request already sent may
 * still be charged; its answer is not kept. A stored image file is dropped.
 */
export async function cancelChecks(ids: string[]): Promise<CheckRecord[]> {
  const store = await openHistoryStore();
  const now = Date.now();
  const records: CheckRecord[] = [];
  const changed: string[] = [];
  for (const id of ids) {
    const record = await store.update(id, (r) => {
      if (r.status !== 'pending' && r.status !== 'running') return r;
      changed.push(id);
      const wasSent = r.status === 'running';
      return {
        ...r,
        status: 'failed',
        retryAt: undefined,
        updatedAt: now,
        error: appError(
          'cancelled',
          wasSent
            ? 'You cancelled this check while it was with the service; it may still be charged.'
            : 'You cancelled this check before it was sent.',
        ),
      };
    });
    if (record) records.push(record);
  }
  for (const id of changed) {
    await store
      .deleteInput(id)
      .catch((error: unknown) => log.warn('checks', 'A cancelled check’s input stayed', error));
  }
  if (changed.length > 0) await announceUpdate(changed);
  const tabs = new Set(records.map((r) => r.source.tabId).filter((t) => t !== undefined));
  for (const tabId of tabs) await refreshTab(tabId);
  return records;
}

/**
 * Cancel on any checks: a kind answered by webhook stops waiting (its follower says what that
 * means for it); the rest are cancelled here.
 */
export async function stopChecks(ids: string[]): Promise<CheckRecord[]> {
  const store = await openHistoryStore();
  const kinds = new Map(
    (await Promise.all(ids.map((id) => store.get(id)))).flatMap((r) =>
      r ? [[r.id, r.kind] as const] : [],
    ),
  );
  const stopped: CheckRecord[] = [];
  let rest = ids;
  for (const { kind, follower } of followers()) {
    if (!follower.stopWaiting) continue;
    const own = rest.filter((id) => kinds.get(id) === kind);
    if (own.length === 0) continue;
    rest = rest.filter((id) => kinds.get(id) !== kind);
    stopped.push(...(await follower.stopWaiting(own)));
  }
  return [...stopped, ...(rest.length > 0 ? await cancelChecks(rest) : [])];
}
