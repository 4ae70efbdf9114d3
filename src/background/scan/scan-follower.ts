/**
 * Follows open URL scans through the relay. The worker may be stopped between events, so all
 * progress lives in the record (relay cursors, phase) and an alarm wakes the worker to go on:
 * every 30 s at first, less often as a scan gets older. An open popup also asks for a poll.
 */
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { sessionEvents } from '../account/session-events.ts';
import { removeItem } from '../../platform/item-storage.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { readScanEvents } from '../relay-client/relay-reader.ts';
import { exclusive } from '../engine/exclusive.ts';
import { registerFollowedKind } from '../engine/runner-registry.ts';
import { scanAlarm } from './scan-alarm.ts';
import { scanChanged } from './scan-changes.ts';
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
import { logIfRejected } from '../stores/log-failure.ts';
import { askForPassages, passagesArrived, readPassages, wantsPassages } from './scan-passages.ts';

registerFollowedKind('url-scan');

const isOpen = (record: UrlScanCheck): boolean =>
  needsSubmission(record) ||
  followedScanIds(record).length > 0 ||
  wantsPassages(record) ||
  passagesArrived(record);

/** One step for one scan: send it if due, then read the relay after its cursors. */
export function followScan(id: string, waitSeconds = 0): Promise<UrlScanCheck | undefined> {
  return exclusive(id, async () => {
    const store = await openHistoryStore();
    let record = await store.getOf('url-scan', id);
    if (!record || record.kind !== 'url-scan') return record;
    if (needsSubmission(record)) {
      if ((record.retryAt ?? 0) > Date.now()) return record;
      record = await submitPending(id);
      if (!record) return record;
    }
    for (const scanId of followedScanIds(record)) {
      record = await readAndApply(record, scanId, waitSeconds);
    }
    if (wantsPassages(record)) record = await askForPassages(record);
    if (passagesArrived(record)) record = await readPassages(record);
    const expired = expireIfStale(record, Date.now());
    if (expired !== record) {
      const stored = await store.updateOf('url-scan', id, (r) => expireIfStale(r, Date.now()));
      if (stored) await scanChanged(record, stored);
      return stored;
    }
    return record;
  });
}

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

async function openScans(): Promise<UrlScanCheck[]> {
  const store = await openHistoryStore();
  return (await store.ofKind('url-scan')).filter(isOpen);
}

/** Follows every open scan once and sets the alarm for the next look. */
export async function followOpenScans(): Promise<void> {
  try {
    for (const record of await openScans()) await followScan(record.id);
  } finally {
    await rescheduleFollow();
  }
}

export async function rescheduleFollow(): Promise<void> {
  const open = await openScans();
  if (open.length === 0) return scanAlarm.cancel();
  const now = Date.now();
  const delays = open.map((r) =>
    needsSubmission(r) ? Math.max(0, (r.retryAt ?? now) - now) : nextFollowDelay(r, now),
  );
  await scanAlarm.schedule(Math.min(...delays));
}

/** Wires the follower at worker start (listeners first: the alarm may be what woke us). */
export function startScanFollower(): void {
  scanAlarm.onAlarm(() => logIfRejected('scans', 'Following open scans', followOpenScans()));
  openPopupOnNotificationClick();
  // The balance belongs to one account and service.
  sessionEvents.onCredentialsChanged(() => removeItem(creditsCacheItem));
  logIfRejected('scans', 'Following open scans', followOpenScans());
}
