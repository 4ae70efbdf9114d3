/**
 * How relay events move a 'url-scan' record along. Pure: the follower reads events, this decides
 * the new record, and history stores it in one transaction, so events applied twice (two polls
 * racing) change nothing the second time: each scan id's cursor only moves forward.
 */
import * as v from 'valibot';
import {
  ExportCompletedWebhookSchema,
  NewResultWebhookSchema,
  newResultScore,
  parseStatusWebhook,
} from '../../api/webhooks.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { appError } from '../../core/errors.ts';
import type { RelayEvent } from '../../relay-protocol/relay-protocol.ts';
import { summarizeCompleted } from './summarize-completed.ts';
import { initialScanState, type UrlScanState } from '../../shared/scans/url-scan-state.ts';
import { scanWebhookError } from './scan-error.ts';

/** No result through the relay for this long: the service has given up retrying by then. */
export const FOLLOW_LIMIT_MS = 48 * 60 * 60_000;

export function scanStateOf(record: UrlScanCheck): UrlScanState {
  return record.scan ?? initialScanState('finished');
}

/** The scan ids whose relay events the record is waiting for (none: nothing to follow). */
export function followedScanIds(record: UrlScanCheck): string[] {
  const scan = record.scan;
  if (record.kind !== 'url-scan' || !scan) return [];
  if (scan.phase === 'checking-credits' && scan.creditsScanId) return [scan.creditsScanId];
  if (scan.phase === 'scanning') return [record.id];
  if (record.status === 'done' && scan.export?.status === 'requested') return [record.id];
  return [];
}

/** Applies a page of events of one followed scan id, after the record's cursor for it. */
export function applyRelayEvents(
  record: UrlScanCheck,
  scanId: string,
  events: readonly RelayEvent[],
  pageCursor: number,
  now: number,
): UrlScanCheck {
  const cursor = scanStateOf(record).cursors[scanId] ?? 0;
  let next = record;
  let last = cursor;
  for (const event of events) {
    if (event.id <= cursor || event.scanId !== scanId) continue;
    next = applyEvent(next, event, now);
    last = Math.max(last, event.id);
  }
  const state = scanStateOf(next);
  return {
    ...next,
    scan: {
      ...state,
      cursors: { ...state.cursors, [scanId]: Math.max(last, pageCursor) },
      lastPolledAt: now,
      relayProblem: undefined,
    },
  };
}

function applyEvent(record: UrlScanCheck, event: RelayEvent, now: number): UrlScanCheck {
  const scan = scanStateOf(record);
  const touch = (change: Partial<UrlScanCheck>, scanChange: Partial<UrlScanState> = {}) => ({
    ...record,
    ...change,
    scan: { ...scan, ...scanChange },
    updatedAt: now,
  });

  switch (event.kind) {
    case 'status': {
      const parsed = parseStatusWebhook(event.status, event.payload);
      const forCreditsCheck = event.scanId === scan.creditsScanId;
      if (parsed.event === 'invalid') {
        // An unreadable final webhook still ends the scan, with a reason, rather than hanging.
        if (event.status !== 'completed' && event.status !== 'error') return record;
        if (record.status === 'done') return record;
        return touch(
          {
            status: 'failed',
            error: appError(
              'service',
              `The relay passed on a webhook we cannot read: ${parsed.reason}`,
            ),
          },
          { phase: 'finished' },
        );
      }
      if (parsed.event === 'creditsChecked') {
        if (!forCreditsCheck || scan.phase !== 'checking-credits') return record;
        const expected =
          parsed.payload.credits || (parsed.payload.scannedDocument?.expectedCredits ?? 0);
        return touch(
          { status: 'pending', error: undefined },
          { phase: 'awaiting-confirmation', expectedCredits: expected },
        );
      }
      if (parsed.event === 'error') {
        // A late error (a resent webhook of another attempt) never overrides a result.
        if (record.status === 'done') return record;
        return touch(
          { status: 'failed', error: scanWebhookError(parsed.payload), retryAt: undefined },
          { phase: 'finished' },
        );
      }
      if (parsed.event === 'completed') {
        if (forCreditsCheck) return record;
        const result = summarizeCompleted(parsed.payload);
        return touch(
          {
            status: 'done',
            result,
            credits: result.credits,
            error: undefined,
            retryAt: undefined,
          },
          { phase: 'finished' },
        );
      }
      return record; // indexed: never asked for
    }
    case 'newResult': {
      const parsed = v.safeParse(NewResultWebhookSchema, event.payload);
      if (!parsed.success || record.status === 'done') return record;
      return touch(
        {},
        { newResults: scan.newResults + 1, liveScore: newResultScore(parsed.output) },
      );
    }
    case 'exportCompleted': {
      const current = scan.export;
      if (!current || current.exportId !== event.exportId) return record;
      const parsed = v.safeParse(ExportCompletedWebhookSchema, event.payload);
      if (!parsed.success) return record;
      const failedTasks = parsed.output.tasks.filter((t) => !t.isHealthy).length;
      return touch(
        {},
        {
          export: {
            ...current,
            status: parsed.output.completed && failedTasks === 0 ? 'completed' : 'failed',
            failedTasks,
          },
        },
      );
    }
    case 'exportPdf':
    case 'exportResult':
    case 'exportCrawled': {
      const current = scan.export;
      if (!current || current.exportId !== event.exportId) return record;
      return touch(
        {},
        {
          export: {
            ...current,
            delivered: current.delivered + 1,
            pdfReady: current.pdfReady || event.kind === 'exportPdf',
          },
        },
      );
    }
    case 'imageResult':
    case 'videoResult':
      return record;
  }
}

/** A scan still open after the follow limit is failed, so it stops costing alarms. */
export function expireIfStale(record: UrlScanCheck, now: number): UrlScanCheck {
  const scan = record.scan;
  if (!scan || followedScanIds(record).length === 0) return record;
  const since =
    scan.export?.status === 'requested'
      ? scan.export.requestedAt
      : (scan.submittedAt ?? record.createdAt);
  if (now - since < FOLLOW_LIMIT_MS) return record;
  if (record.status === 'done' && scan.export) {
    return {
      ...record,
      scan: { ...scan, export: { ...scan.export, status: 'failed' } },
      updatedAt: now,
    };
  }
  return {
    ...record,
    status: 'failed',
    error: appError(
      'service',
      'No result reached the relay within 48 hours. Check that the relay is running and reachable by the service.',
    ),
    scan: { ...scan, phase: 'finished' },
    updatedAt: now,
  };
}

/**
 * When to look at the relay again: often while a result is likely (the first minutes), then
 * less and less. Chrome runs alarms at most every 30 s anyway.
 */
export function nextFollowDelay(record: UrlScanCheck, now: number): number {
  const scan = record.scan;
  const since =
    scan?.export?.status === 'requested'
      ? scan.export.requestedAt
      : (scan?.submittedAt ?? record.createdAt);
  const age = now - since;
  if (age < 10 * 60_000) return 30_000;
  if (age < 2 * 60 * 60_000) return 2 * 60_000;
  return 10 * 60_000;
}
