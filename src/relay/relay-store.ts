/**
 * Storage behind the relay. The HTTP app only talks to this interface, so another backend (a
 * managed SQL database on an edge platform, say) can replace the SQLite file of node/sqlite-store.ts.
 *
 * Contract for implementations:
 * - `append` is durable when it resolves: the app answers 2xx to the service only after that.
 * - `append` is atomic per dedupe key: of two appends with the same key, one stores and the other
 *   reports a duplicate (and bumps the stored event's `duplicates`).
 * - `append` checks the scan's quota in the same transaction as the insert, so parallel
 *   deliveries cannot pass it together.
 * - Event ids increase in insertion order and are never reused, across restarts too: clients use
 *   them as a cursor.
 */
import type { EventKind } from './relay-protocol.ts';

export interface IncomingEvent {
  /** Same value for redeliveries of the same content (see dedupe-key.ts). */
  dedupeKey: string;
  scanId: string;
  kind: EventKind;
  /** `{STATUS}` segment of status webhooks. */
  status?: string;
  exportId?: string;
  resultId?: string;
  /** Epoch ms. */
  receivedAt: number;
  contentType: string;
  /** Raw body as received, always kept. */
  body: Uint8Array;
  /** Hex SHA-256 of body. */
  sha256: string;
  /** Why the body did not match the documented payload, if it did not. */
  problem?: string;
  /** Whether event listings carry the body (small JSON webhooks). */
  inline: boolean;
}

/** A stored event without its body, except `inlineBody` for inline events in listings. */
export interface EventRecord {
  id: number;
  scanId: string;
  kind: EventKind;
  status?: string;
  exportId?: string;
  resultId?: string;
  receivedAt: number;
  contentType: string;
  size: number;
  sha256: string;
  problem?: string;
  duplicates: number;
  inlineBody?: Uint8Array;
}

/** What one scan may hold: a scan's events and their bytes stop growing at these. */
export interface ScanQuota {
  events: number;
  bytes: number;
}

export type AppendOutcome =
  | { stored: 'new' | 'duplicate'; record: EventRecord }
  /** Not stored: the scan already holds its quota (a duplicate is still recognised first). */
  | { stored: 'over-quota'; usage: { events: number; bytes: number } };

export interface EventQuery {
  /** Events with an id above this. */
  after: number;
  scanId?: string;
  limit: number;
}

export interface StoredBody {
  record: EventRecord;
  body: Uint8Array;
}

/** Which export delivery to read; the latest one wins when the part was delivered again. */
export interface ExportPartQuery {
  scanId: string;
  exportId: string;
  kind: 'exportPdf' | 'exportCrawled' | 'exportResult';
  resultId?: string;
}

export interface RelayStore {
  append(event: IncomingEvent, quota: ScanQuota): Promise<AppendOutcome>;
  /** Deletes events received before `time` (epoch ms); answers how many. Ids are not reused. */
  deleteBefore(time: number): Promise<number>;
  /** Oldest first. */
  list(query: EventQuery): Promise<EventRecord[]>;
  body(scanId: string, eventId: number): Promise<StoredBody | undefined>;
  latestExportPart(query: ExportPartQuery): Promise<StoredBody | undefined>;
  close(): Promise<void>;
}
