/** Conditions on checks in history, for `until`. */
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import type { TestWorker } from './worker-harness.ts';

/** The check once it is done or failed. */
export function finished(worker: TestWorker, id: string): Promise<CheckRecord> {
  return checkWhere(
    worker,
    id,
    `check ${id} to finish`,
    (r) => r.status === 'done' || r.status === 'failed',
  );
}

/** The check once `accept` holds for it. */
export function checkWhere(
  worker: TestWorker,
  id: string,
  what: string,
  accept: (record: CheckRecord) => boolean,
): Promise<CheckRecord> {
  return worker.until(what, async () => {
    const record = await (await worker.history()).get(id);
    return record !== undefined && accept(record) && record;
  });
}

/** The only id of a group of one check. */
export function onlyId(group: { ids: string[] }): string {
  const [id, ...more] = group.ids;
  if (id === undefined || more.length > 0)
    throw new Error(`Expected one check, got ${group.ids.length}.`);
  return id;
}
