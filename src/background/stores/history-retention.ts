/**
 * Keeps history no longer than the user (or their organisation) chose: finished checks older
 * than `historyDays` are forgotten when the worker starts (it starts often: browsers stop it
 * after half a minute idle) and when the setting is saved. Checks still under way, or waiting
 * on the service for something asked after they finished, are kept until they end.
 */
import { openHistoryStore } from './history-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many checks were forgotten; `historyDays` 0 keeps them all. */
export async function applyHistoryRetention(
  historyDays: number,
  now = Date.now(),
): Promise<number> {
  if (historyDays === 0) return 0;
  return (await openHistoryStore()).clearFinished(now - historyDays * DAY_MS);
}
