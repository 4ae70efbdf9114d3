import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { creditsScanIdOf } from '../../shared/scans/url-scan-state.ts';
import { apiClient } from '../account/api-session.ts';
import { nextStepAfter } from '../engine/failure-policy.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { holdWorkerAwake } from '../engine/keep-alive.ts';
import { relayAccess } from '../relay-client/relay-access.ts';
import { scanChanged } from './scan-changes.ts';
import { payloadOf } from './scan-payload.ts';
import { submitScan } from './scan-submission.ts';

/** A record whose cost check or scan still has to be sent (first time, or after a passing fault). */
export function needsSubmission(record: UrlScanCheck): boolean {
  const phase = record.scan?.phase;
  return (
    record.kind === 'url-scan' &&
    record.status === 'pending' &&
    (phase === 'submitting' || phase === 'checking-credits')
  );
}

const timeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined; // no time zone known: the service then uses its own default
  }
};

/**
 * Sends the cost check (action 1) or the scan (action 0). Callers hold the record's lock. The
 * scan id is the record's own (plus a suffix for the cost check), so a resend after a lost
 * answer is refused with 409: that means the first one got through, and counts as sent.
 */
export async function submitPending(id: string): Promise<UrlScanCheck | undefined> {
  const store = await openHistoryStore();
  const record = await store.getOf('url-scan', id);
  if (!record?.scan || !needsSubmission(record)) return record;
  const costCheck = record.scan.phase === 'checking-credits';
  const scanId = costCheck ? (record.scan.creditsScanId ?? creditsScanIdOf(id)) : id;
  const relay = await relayAccess();
  const release = holdWorkerAwake();
  const payload = relay.ok ? await payloadOf(record) : relay;
  const outcome =
    relay.ok && payload.ok
      ? await submitScan(await apiClient(), {
          scanId,
          payload: payload.value,
          settings: record.settings,
          action: costCheck ? 1 : 0,
          relay: relay.value,
          timeZone: timeZone(),
        })
      : payload;
  release();
  const sent = outcome.ok || outcome.error.kind === 'conflict';
  const now = Date.now();
  const next = await store.updateOf('url-scan', id, (r) => {
    if (!r.scan || !needsSubmission(r)) return r;
    const attempts = r.attempts + 1;
    if (sent) {
      return {
        ...r,
        status: 'running',
        attempts,
        error: undefined,
        retryAt: undefined,
        updatedAt: now,
        scan: { ...r.scan, phase: costCheck ? 'checking-credits' : 'scanning', submittedAt: now },
      };
    }
    const step = nextStepAfter(outcome.error, attempts, now);
    return 'final' in step
      ? {
          ...r,
          status: 'failed',
          attempts,
          error: outcome.error,
          updatedAt: now,
          scan: { ...r.scan, phase: 'finished' },
        }
      : { ...r, attempts, error: outcome.error, retryAt: step.retryAt, updatedAt: now };
  });
  if (next) await scanChanged(record, next);
  return next;
}
