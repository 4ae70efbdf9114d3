/** Vitest global setup: builds the relay's Workers bundle once for every test that runs it. */
import { buildWorker, TEST_WORKER_DIR } from './workers-relay.ts';

export default function setup(): void {
  buildWorker(TEST_WORKER_DIR);
}
