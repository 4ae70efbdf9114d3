/**
 * Events are kept for a set time, then deleted: a relay on the internet must not grow for ever
 * on what it was sent. Each runtime calls this on its own schedule; 0 keeps everything.
 */
import type { RelayStore } from './relay-store.ts';

/** Deletes what is past its time now; answers how many events went. */
export function pruneExpired(store: RelayStore, retentionMs: number, now: number): Promise<number> {
  return retentionMs > 0 ? store.deleteBefore(now - retentionMs) : Promise.resolve(0);
}
