import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { removeItem } from '../../platform/item-storage.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { creditsCacheItem } from '../account/credits-items.ts';
import { notifyScan, showScanBadge } from './scan-effects.ts';

const movedListeners = new Set<(record: UrlScanCheck) => Promise<void> | void>();

/** Called when a scan's state or phase moved (sent, finished): a class set follows its rows. */
export function onScanMoved(listener: (record: UrlScanCheck) => Promise<void> | void): void {
  movedListeners.add(listener);
}

/**
 * What follows a change of a scan record: pages are told, the tab's badge follows the state, and
 * reaching a result, a failure or the cost question notifies the user once.
 */
export async function scanChanged(
  before: UrlScanCheck | undefined,
  after: UrlScanCheck,
): Promise<void> {
  await announceUpdate([after.id]);
  const moved = before?.status !== after.status || before.scan?.phase !== after.scan?.phase;
  if (!moved) return;
  for (const listener of movedListeners) await listener(after);
  await showScanBadge(after);
  const final = after.status === 'done' || after.status === 'failed';
  if (!final && after.scan?.phase !== 'awaiting-confirmation') return;
  // A finished scan has spent credits: the next balance shown should be fetched anew.
  if (final) await removeItem(creditsCacheItem);
  if (await notifyScan(after)) {
    const store = await openHistoryStore();
    await store.updateOf('url-scan', after.id, (r) =>
      r.scan ? { ...r, scan: { ...r.scan, notifiedAt: Date.now() } } : r,
    );
    await announceUpdate([after.id]);
  }
}
