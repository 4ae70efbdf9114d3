/** Node: prunes expired events at start and then every hour (see retention.ts). */
import type { RelayStore } from '../relay-store.ts';
import { pruneExpired } from '../retention.ts';

const EVERY_MS = 60 * 60_000;

export function startRetention(
  store: RelayStore,
  retentionMs: number,
  logError: (error: unknown) => void = (error) => console.error(error),
): { stop(): void } {
  if (retentionMs <= 0) return { stop: () => undefined };
  const run = (): void => void pruneExpired(store, retentionMs, Date.now()).catch(logError);
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
