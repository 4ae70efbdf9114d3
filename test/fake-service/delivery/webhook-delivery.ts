import type { Clock } from '../core/clock.ts';
import { sendRequest, UnreachableError } from './outbound-http.ts';
import { MAX_WEBHOOK_ATTEMPTS, retryWaitSeconds } from './retry-schedule.ts';

/** What a delivery is for, so tests can pick theirs out of the log. */
export type DeliveryKind =
  | 'status'
  | 'newResult'
  | 'aiImage'
  | 'aiVideo'
  | 'exportResult'
  | 'exportPdf'
  | 'exportCrawled'
  | 'exportCompleted';

export interface DeliveryJob {
  kind: DeliveryKind;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** A JSON value, or raw bytes (the PDF report). */
  payload: unknown;
  contentType?: string;
  scanId?: string;
  /** Total attempts (default 17). */
  maxAttempts?: number;
}

/** One attempt to deliver, as recorded in the delivery log. */
export interface DeliveryAttempt {
  /** Same for every attempt of one delivery. */
  deliveryId: number;
  kind: DeliveryKind;
  scanId?: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON payload (undefined for raw bytes). */
  payload: unknown;
  /** 1-based. */
  attempt: number;
  /** HTTP status when the receiver answered. */
  status?: number;
  /** Why the attempt failed without an HTTP answer. */
  error?: string;
  ok: boolean;
  /** True when no further attempt follows (delivered, or attempts used up). */
  final: boolean;
  /** Unscaled spec wait in seconds before the next attempt, when one follows. */
  nextWaitSeconds?: number;
  /** Service clock time of the attempt. */
  at: number;
}

export interface DeliveryOutcome {
  ok: boolean;
  status?: number;
  attempts: number;
}

export interface DeliverySettings {
  /** Multiplies the spec's waits (2 s, 4 s …). */
  timeScale: number;
  /** A receiver that has not answered by then counts as failed. */
  timeoutMs: number;
}

type Listener = (attempt: DeliveryAttempt) => void;

const MAX_LOG = 20_000;

/**
 * At-least-once delivery with the spec's doubling retry schedule. Waits use
 * real timers scaled by timeScale; jobs live until delivered or out of
 * attempts, or until the service closes.
 */
export class WebhookDelivery {
  readonly log: DeliveryAttempt[] = [];
  /** Pending retries, with what each runs, so a test can bring them forward. */
  private readonly timers = new Map<NodeJS.Timeout, () => Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly clock: Clock,
    readonly settings: DeliverySettings,
  ) {}

  deliver(job: DeliveryJob): Promise<DeliveryOutcome> {
    const deliveryId = this.nextId++;
    const maxAttempts = Math.max(1, job.maxAttempts ?? MAX_WEBHOOK_ATTEMPTS);
    return new Promise((resolve) => {
      const attemptOnce = async (attempt: number): Promise<void> => {
        if (this.closed) return resolve({ ok: false, attempts: attempt - 1 });
        const result = await this.send(job);
        const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
        const final = ok || attempt >= maxAttempts;
        const nextWaitSeconds = final ? undefined : retryWaitSeconds(attempt);
        this.record({
          deliveryId,
          kind: job.kind,
          scanId: job.scanId,
          url: job.url,
          method: job.method ?? 'POST',
          headers: job.headers ?? {},
          payload: job.payload instanceof Uint8Array ? undefined : job.payload,
          attempt,
          status: result.status,
          error: result.error,
          ok,
          final,
          nextWaitSeconds,
          at: this.clock.now(),
        });
        if (final) return resolve({ ok, status: result.status, attempts: attempt });
        this.later((nextWaitSeconds ?? 0) * 1000 * this.settings.timeScale, () =>
          attemptOnce(attempt + 1),
        );
      };
      void attemptOnce(1);
    });
  }

  /**
   * Resolves with the first logged attempt (past or future) that matches. Without `timeoutMs` it
   * waits as long as it takes: tests bound it with their own timeout, not a guess at speed.
   */
  waitFor(
    predicate: (attempt: DeliveryAttempt) => boolean,
    timeoutMs?: number,
  ): Promise<DeliveryAttempt> {
    const existing = this.log.find(predicate);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const listener: Listener = (attempt) => {
        if (!predicate(attempt)) return;
        cleanup();
        resolve(attempt);
      };
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              cleanup();
              const seen = this.log.map(
                (a) => `${a.kind} ${a.url} #${a.attempt} ${a.status ?? a.error}`,
              );
              reject(
                new Error(`No matching delivery within ${timeoutMs} ms. Log:\n${seen.join('\n')}`),
              );
            }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
    });
  }

  clearLog(): void {
    this.log.length = 0;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.keys()) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Makes every waiting retry now, as if its wait were over: a test that brought a receiver back
   * need not wait out a backoff that grew while it was down. Answers how many were due.
   */
  retryNow(): number {
    const due = [...this.timers];
    this.timers.clear();
    for (const [timer, run] of due) {
      clearTimeout(timer);
      void run();
    }
    return due.length;
  }

  private later(ms: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, ms);
    this.timers.set(timer, run);
  }

  private record(attempt: DeliveryAttempt): void {
    this.log.push(attempt);
    if (this.log.length > MAX_LOG) this.log.splice(0, this.log.length - MAX_LOG);
    for (const listener of [...this.listeners]) listener(attempt);
  }

  private async send(job: DeliveryJob): Promise<{ status?: number; error?: string }> {
    const raw = job.payload instanceof Uint8Array;
    const body = raw ? (job.payload as Uint8Array) : JSON.stringify(job.payload);
    const contentType = job.contentType ?? (raw ? 'application/octet-stream' : 'application/json');
    try {
      const response = await sendRequest(job.url, {
        method: job.method ?? 'POST',
        headers: { 'Content-Type': contentType, ...job.headers },
        body,
        timeoutMs: this.settings.timeoutMs,
      });
      return { status: response.status };
    } catch (error) {
      return { error: error instanceof UnreachableError ? error.message : String(error) };
    }
  }
}
