import type { ReceivedImage } from '../core/received-images.ts';
import type { ErrorStyle } from '../core/error-bodies.ts';
import type { FaultRule } from '../core/faults.ts';
import type { LimitName, LimitSetting } from '../core/rate-windows.ts';
import type { RequestLogEntry } from '../core/request-log.ts';
import type { DeliveryAttempt } from '../delivery/webhook-delivery.ts';
import type { ScanState } from '../scans/scan-store.ts';

export type {
  DeliveryAttempt,
  ErrorStyle,
  FaultRule,
  LimitName,
  LimitSetting,
  RequestLogEntry,
  ScanState,
};

/** A scan as the control API reports it. */
export interface ScanSummary {
  scanId: string;
  email: string;
  state: ScanState;
  sandbox: boolean;
  totalWords?: number;
  credits?: number;
  /** Ids of the scan's results, for export requests. */
  resultIds: string[];
  exportIds: string[];
  createdAt: number;
  expiresAt: number;
}

/**
 * Test-side handle on a running fake. Everything here is also reachable over
 * HTTP under {apiUrl}/__control/… from loopback addresses (see README).
 */
export interface FakeServiceControl {
  /** The service clock: token expiry and rate windows follow it. */
  clock: {
    now(): number;
    /** Moves the clock forward (or back, with a negative value); returns the new time. */
    advance(ms: number): number;
    /** Sets the clock to an epoch time in ms; returns it. */
    set(epochMs: number): number;
  };
  /** Injected faults, matched against the request path (control routes excepted). */
  faults: {
    add(rule: FaultRule): void;
    clear(): void;
    list(): FaultRule[];
  };
  /** Current balance of an account. Throws for an unknown e-mail. */
  credits(email: string): number;
  setCredits(email: string, amount: number): void;
  /** Error body style, for one account or (without email) the whole service. */
  setErrorStyle(style: ErrorStyle, email?: string): void;
  errorStyle(email?: string): ErrorStyle;
  /** Requests answered, oldest first: method, path, status, listener, account. Never keys or tokens. */
  readonly requests: readonly RequestLogEntry[];
  /** The last images sent for AI detection, as they arrived (bodies of other requests are never kept). */
  readonly images: readonly ReceivedImage[];
  /** Every outgoing webhook/export attempt, oldest first. */
  readonly deliveries: readonly DeliveryAttempt[];
  /**
   * Resolves with the first attempt (already logged or future) matching the predicate; without
   * `timeoutMs`, as late as it comes (the test's own timeout bounds it).
   */
  waitForDelivery(
    predicate: (attempt: DeliveryAttempt) => boolean,
    options?: { timeoutMs?: number },
  ): Promise<DeliveryAttempt>;
  /** Runs every waiting webhook or export retry now; answers how many were waiting. */
  retryDeliveriesNow(): number;
  /** Empties the request and delivery logs. */
  clearLogs(): void;
  /** Makes every issued token expired (401 on next use). */
  expireTokens(): void;
  /** Forgets all rate-window counts. */
  resetRateWindows(): void;
  /** Changes (or, with null, disables) a named limit; see README for names and defaults. */
  setLimit(name: LimitName, limit: LimitSetting | null): void;
  limits(): Record<LimitName, LimitSetting | null>;
  /** Scans of one account, or of all. */
  scans(email?: string): ScanSummary[];
  /** Retry wait multiplier and per-attempt answer timeout of outgoing calls. */
  setWebhookTiming(timing: { timeScale?: number; timeoutMs?: number }): void;
  /** Back to the start state: accounts, credits, tokens, scans, faults, logs, limits, style. */
  reset(): void;
}
