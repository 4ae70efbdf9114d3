import type { Clock } from '../core/clock.ts';
import type { DeliveryJob } from '../delivery/webhook-delivery.ts';
import type { PlagiarismResult } from './plagiarism-results.ts';
import type { ScanSource } from './scan-source.ts';
import type { SubmitProperties } from './submit-schema.ts';

/** The scan states the spec names; only 'running' is unfinished. */
export type ScanState = 'running' | 'success' | 'failed' | 'indexed' | 'price-checked';

export interface ScanRecord {
  scanId: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  sandbox: boolean;
  state: ScanState;
  properties: SubmitProperties;
  /** What to read the text from: a URL, a file or an image. */
  source: ScanSource;
  /** The text (and HTML, for an HTML page or file) once read. */
  text?: string;
  html?: string;
  totalWords?: number;
  /** Credits the scan cost (0 for sandbox, checks and indexing). */
  credits?: number;
  results: PlagiarismResult[];
  /** The last status webhook, for resend. */
  finalWebhook?: DeliveryJob;
  exportIds: Set<string>;
}

/** Scans per account. A scan past its expiration is treated as gone. */
export class ScanStore {
  private readonly scans = new Map<string, ScanRecord>();

  constructor(private readonly clock: Clock) {}

  private key(email: string, scanId: string): string {
    return `${email.toLowerCase()}\u0000${scanId}`;
  }

  /** Holds the id even after expiry, so a reused id still conflicts. */
  has(email: string, scanId: string): boolean {
    return this.scans.has(this.key(email, scanId));
  }

  get(email: string, scanId: string): ScanRecord | undefined {
    const scan = this.scans.get(this.key(email, scanId));
    if (!scan || this.clock.now() >= scan.expiresAt) return undefined;
    return scan;
  }

  add(scan: ScanRecord): void {
    this.scans.set(this.key(scan.email, scan.scanId), scan);
  }

  all(): ScanRecord[] {
    return [...this.scans.values()];
  }

  clear(): void {
    this.scans.clear();
  }
}
