/**
 * URL scans, followed by the engine's relay follower: what differs for them is here. A scan
 * follows up to two scan ids at the relay (its cost check, then the scan or its export), and a
 * finished one with sources goes on to read its matched passages; the record holds it all
 * (relay cursors, phase), and every 30 s at first, less often as a scan gets older, the alarm
 * wakes the worker to go on. An open popup also asks for a poll.
 */
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { sessionEvents } from '../account/session-events.ts';
import { removeItem } from '../../platform/item-storage.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { readScanEvents } from '../relay-client/relay-reader.ts';
import { relayFollower } from '../engine/relay-follower.ts';
import { registerFollowedKind } from '../engine/runner-registry.ts';
import { scanChanged } from './scan-changes.ts';
import { stopScan } from './stop-scan.ts';
import { openPopupOnNotificationClick } from './scan-effects.ts';
import { creditsCacheItem } from '../account/credits-items.ts';
import { needsSubmission, submitPending } from './scan-submit-step.ts';
import {
  applyRelayEvents,
  expireIfStale,
  followedScanIds,
  nextFollowDelay,
  scanStateOf,
} from './scan-transitions.ts';
import { askForPassages, passagesArrived, readPassages, wantsPassages } from './scan-passages.ts';

/** One alarm follows every open URL scan; separate from the text checks' resume alarm. */
export const SCAN_ALARM = 'url-scans-follow';

const isOpen = (record: UrlScanCheck): boolean =>
  needsSubmission(record) ||
  followedScanIds(record).length > 0 ||
  wantsPassages(record) ||
  passagesArrived(record);

async function readAndApply(
  record: UrlScanCheck,
  scanId: string,
  waitSeconds: number,
): Promise<UrlScanCheck> {
  const store = await openHistoryStore();
  const relay = await relayAccess();
  const cursor = scanStateOf(record).cursors[scanId] ?? 0;
  const page = relay.ok ? await readScanEvents(relay.value, scanId, cursor, waitSeconds) : relay;
  const now = Date.now();
  const next = await store.updateOf('url-scan', record.id, (r) => {
    if (page.ok) return applyRelayEvents(r, scanId, page.value.events, page.value.cursor, now);
    // Kept so the popup can say why nothing arrives; the next poll tries again.
    return {
      ...r,
      scan: { ...scanStateOf(r), relayProblem: page.error.message, lastPolledAt: now },
    };
  });
  if (!next) return record;
  await scanChanged(record, next);
  return next;
}

/** Reads the relay after each followed scan id's cursor, then the passages, then the age. */
async function read(start: UrlScanCheck, waitSeconds: number): Promise<UrlScanCheck | undefined> {
  let record = start;
  for (const scanId of followedScanIds(record)) {
    record = await readAndApply(record, scanId, waitSeconds);
  }
  if (wantsPassages(record)) record = await askForPassages(record);
  if (passagesArrived(record)) record = await readPassages(record);
  const expired = expireIfStale(record, Date.now());
  if (expired === record) return record;
  const store = await openHistoryStore();
  const stored = await store.updateOf('url-scan', record.id, (r) => expireIfStale(r, Date.now()));
  if (stored) await scanChanged(record, stored);
  return stored;
}

const scans = relayFollower<UrlScanCheck>({
  alarm: SCAN_ALARM,
  scope: 'scans',
  // The scan's own id: starting, confirming and exporting a scan take the same lock.
  lockKey: (id) => id,
  open: async () => (await (await openHistoryStore()).ofKind('url-scan')).filter(isOpen),
  idOf: (record) => record.id,
  load: async (id) => (await openHistoryStore()).getOf('url-scan', id),
  // A scan sent goes on to whatever it still follows (isOpen), even when that is nothing yet.
  isOpen: () => true,
  toSend: (record) => (needsSubmission(record) ? { retryAt: record.retryAt } : undefined),
  send: (record) => submitPending(record.id),
  isWaiting: () => true,
  read,
  nextDelay: (record, now) =>
    needsSubmission(record)
      ? Math.max(0, (record.retryAt ?? now) - now)
      : nextFollowDelay(record, now),
});

/** One step for one scan: send it if due, then read the relay after its cursors. */
export const followScan = scans.follow;
export const followOpenScans = scans.followOpen;
export const rescheduleFollow = scans.reschedule;

/**
 * "Stop waiting" on scans (the engine's cancel, which `scans/cancel` goes through too): each
 * still under way ends, cancelled, and is followed no more.
 */
async function stopWaitingForScans(ids: readonly string[]): Promise<UrlScanCheck[]> {
  const stopped: UrlScanCheck[] = [];
  for (const id of ids) {
    const after = await stopScan(id);
    if (after) stopped.push(after);
  }
  await scans.reschedule();
  return stopped;
}

registerFollowedKind('url-scan', {
  stopWaiting: stopWaitingForScans,
  followOpen: scans.followOpen,
  start: () => {
    openPopupOnNotificationClick();
    // The balance belongs to one account and service.
    sessionEvents.onCredentialsChanged(() => removeItem(creditsCacheItem));
    scans.start();
  },
});
