/**
 * Reading a class set as the worker shows it, for the batch tests: waiting on the batch's view,
 * finding one of its rows by the file's (or link's) name.
 */
import type { BatchView } from '../../../../src/shared/batches/batch-record.ts';
import type { TestWorker } from '../helpers/worker-harness.ts';

/** `batchWhere(id, what, test)`: the batch once `test` holds, asked of the test's current worker. */
export function batchWaiter(
  worker: () => TestWorker,
): (id: string, what: string, test: (batch: BatchView) => boolean) => Promise<BatchView> {
  return (id, what, test) => {
    const w = worker();
    return w.until(what, async () => {
      const answer = await w.ask('batches/get', { id });
      return answer.ok && test(answer.value) && answer.value;
    });
  };
}

export function rowNamed(batch: BatchView, name: string): BatchView['rows'][number] {
  const row = batch.rows.find((r) => r.source.name === name);
  if (!row) throw new Error(`no row ${name}`);
  return row;
}
