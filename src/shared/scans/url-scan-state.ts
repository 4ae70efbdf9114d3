import * as v from 'valibot';

/**
 * Where a URL scan is, beyond the record's status:
 * - checking-credits: an action-1 submission is out; waiting for creditsChecked (status running);
 * - awaiting-confirmation: the cost is known, the user has to agree (status pending);
 * - submitting: the scan itself is to be sent, or a passing failure is waited out (pending);
 * - scanning: submitted; waiting for completed or error through the relay (running);
 * - finished: done or failed.
 */
export const SCAN_PHASES = [
  'checking-credits',
  'awaiting-confirmation',
  'submitting',
  'scanning',
  'finished',
] as const;
export type ScanPhase = (typeof SCAN_PHASES)[number];

export const EXPORT_STATUSES = ['requested', 'completed', 'failed'] as const;

export const ScanExportSchema = v.object({
  exportId: v.string(),
  status: v.picklist(EXPORT_STATUSES),
  requestedAt: v.number(),
  /** Whether a PDF report was asked for, and whether it has reached the relay. */
  pdf: v.boolean(),
  pdfReady: v.boolean(),
  /** Pieces the relay has received so far (results, PDF, crawled version). */
  delivered: v.number(),
  /** Pieces the completion webhook reported as not delivered. */
  failedTasks: v.optional(v.number()),
});
/** The live part of a 'url-scan' record: what the follower needs to go on after a restart. */
export const UrlScanStateSchema = v.object({
  phase: v.picklist(SCAN_PHASES),
  /** Scan id of the cost check (action 1); the scan itself uses the record id. */
  creditsScanId: v.optional(v.string()),
  /** Cost the service announced with creditsChecked. */
  expectedCredits: v.optional(v.number()),
  /** Relay cursor per followed scan id: events up to it have been applied. */
  cursors: v.record(v.string(), v.number()),
  submittedAt: v.optional(v.number()),
  lastPolledAt: v.optional(v.number()),
  /** Why the last relay read failed; cleared by the next good one. */
  relayProblem: v.optional(v.string()),
  /** newResult webhooks seen, and the latest aggregate score they carried. */
  newResults: v.number(),
  liveScore: v.optional(v.number()),
  /** When the completion or failure was announced (badge and notification). */
  notifiedAt: v.optional(v.number()),
  export: v.optional(ScanExportSchema),
});
export type UrlScanState = v.InferOutput<typeof UrlScanStateSchema>;

export function initialScanState(phase: ScanPhase): UrlScanState {
  return { phase, cursors: {}, newResults: 0 };
}

/** Scan id of the cost check of a record: its own id plus a suffix (ids are 3–36 characters). */
export function creditsScanIdOf(recordId: string): string {
  return `${recordId}-cr`;
}

/** Export ids: the record id plus a counter, so a retried export request reuses its id. */
export function exportIdOf(recordId: string, n: number): string {
  return `${recordId}-x${n}`;
}
