/**
 * Storage behind the relay. The HTTP app only talks to this interface, so another backend (a
 * managed SQL database on an edge platform, say) can replace the SQLite file of node/sqlite-store.ts.
 *
 * Contract for implementations:
 * - `append` is durable when it resolves: the app answers 2xx to the service only after that.
 * - `append` is atomic per dedupe key: of two appends with the same key, one stores and the other
 *   reports a duplicate (and bumps the stored event's `duplicates`).
 * - `append` checks the scan's and the member's quotas in the same transaction as the insert,
 *   so parallel deliveries cannot pass them together.
 * - Every event belongs to one member (a token holder); reads are always for one member.
 * - Event ids increase in insertion order and are never reused, across restarts too: clients use
 *   them as a cursor.
 */
import type { EventKind } from '../relay-protocol/relay-protocol.ts';

export interface IncomingEvent {
  /** Whose hook secret it came with. */
  memberId: string;
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
export interface EventRecord extends Omit<IncomingEvent, 'dedupeKey' | 'body' | 'inline'> {
  id: number;
  size: number;
  duplicates: number;
  inlineBody?: Uint8Array;
}

/** What one scan, or one member, may hold: events and their bytes stop growing at these. */
export interface Quota {
  events: number;
  bytes: number;
}

export interface Quotas {
  scan: Quota;
  member: Quota;
}

export type AppendOutcome =
  | { stored: 'new' | 'duplicate'; record: EventRecord }
  /** Not stored: the scan or the member already holds its quota (duplicates are found first). */
  | { stored: 'over-quota'; full: 'scan' | 'member'; usage: Quota };

export interface EventQuery {
  memberId: string;
  /** Events with an id above this. */
  after: number;
  scanId?: string;
  limit: number;
  /** Bytes of inline bodies one answer may carry; the page ends early past it. */
  inlineBudget?: number;
}

export interface EventSlice {
  /** Oldest first. */
  records: EventRecord[];
  /** True when more events may follow right away (full page, or cut by the inline budget). */
  more: boolean;
}

export interface StoredBody {
  record: EventRecord;
  body: Uint8Array;
}

/** Which export delivery to read; the latest one wins when the part was delivered again. */
export interface ExportPartQuery {
  memberId: string;
  scanId: string;
  exportId: string;
  kind: 'exportPdf' | 'exportCrawled' | 'exportResult';
  resultId?: string;
}

export type MemberRole = 'owner' | 'member';

/** A token holder. The owner's token is the relay's own; members are added by the owner. */
export interface Member {
  id: string;
  name: string;
  role: MemberRole;
  createdAt: number;
}

/** What the relay keeps to recognise a member: derived from their token, never the token. */
export interface StoredMember extends Member {
  /** Hex SHA-256 of the token (member-keys.ts). */
  tokenHash: string;
  /** Key of the member's hook secrets (hook-secret.ts). */
  hookKey: Uint8Array;
}

export interface MemberUsage extends Member {
  events: number;
  bytes: number;
}

export interface RelayStore {
  append(event: IncomingEvent, quotas: Quotas): Promise<AppendOutcome>;
  /** Deletes events received before `time` (epoch ms); answers how many. Ids are not reused. */
  deleteBefore(time: number): Promise<number>;
  list(query: EventQuery): Promise<EventSlice>;
  body(memberId: string, scanId: string, eventId: number): Promise<StoredBody | undefined>;
  latestExportPart(query: ExportPartQuery): Promise<StoredBody | undefined>;
  members(): Promise<StoredMember[]>;
  /** Adds a member, or replaces the name and credentials of the one with that id. */
  putMember(member: StoredMember): Promise<void>;
  /** Deletes a member and every event they hold; false when there was none. */
  removeMember(id: string): Promise<boolean>;
  usage(): Promise<MemberUsage[]>;
  close(): Promise<void>;
}
