/**
 * What keeps the relay standing when it is on the internet: quotas per scan and per member, a bound on large
 * uploads read at once and on how long one may take, and a limit on failed authentications per
 * client. Shared by every runtime the relay runs on.
 */
import type { Context } from 'hono';
import type { Quota } from './relay-store.ts';

export interface RelayGuards {
  /** Events and bytes one scan may hold (result ids included: each delivery is an event). */
  quota: Quota;
  /** Events and bytes one token holder may hold across their scans. */
  memberQuota: Quota;
  /** Large bodies (export deliveries, image results) read at the same time. */
  largeBodySlots: number;
  /** Longest time a body may take to arrive. */
  bodyTimeoutMs: number;
  /** Failed authentications (wrong token, wrong hook secret) a client may make per window. */
  authFailures: { limit: number; windowMs: number };
  /** Events older than this are deleted (0: kept for ever). */
  retentionMs: number;
}

export const DEFAULT_GUARDS: RelayGuards = {
  quota: { events: 5_000, bytes: 512 * 1024 * 1024 },
  memberQuota: { events: 50_000, bytes: 1024 * 1024 * 1024 },
  largeBodySlots: 2,
  bodyTimeoutMs: 60_000,
  authFailures: { limit: 20, windowMs: 10 * 60_000 },
  retentionMs: 30 * 24 * 60 * 60_000,
};

/** Who is asking: the runtime's idea of the client address, else one shared bucket. */
export type ClientOf = (c: Context) => string;
