/**
 * Vitest global setup of the relay-workers project, where every file runs the relay's Workers
 * bundle: made (or found up to date) before the files start, outside their timeouts. Other
 * projects get it from the first `startWorkersRelay`, so a run that starts no Workers relay never
 * builds it.
 */
import { buildWorker } from './workers-relay.ts';

export default async function setup(): Promise<void> {
  await buildWorker();
}
