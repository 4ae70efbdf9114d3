/**
 * Class sets as the batch tests make and read them: files kept as a page keeps them, waiting on
 * the batch's view, finding one of its rows by the file's (or link's) name.
 */
import type { BatchView } from '../../../../src/shared/batches/batch-record.ts';
import type { BatchFile } from '../../../../src/shared/messages/batches.ts';
import { AI_WRITTEN } from '../helpers/test-pages.ts';
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

/** An essay the service reads as AI-written, told apart by its number. */
export const essay = (n: number): string =>
  `Essay ${n}. ${AI_WRITTEN}\nIt ends with a sentence of its own, number ${n}.`;

/**
 * Files as a page keeps them: bytes in the batch database (the worker's module on its IndexedDB;
 * a page's would be the same database), names and sizes in the message. `contentType` '' is a
 * file the browser gave no type.
 */
export async function keepFiles(
  files: { name: string; bytes: Uint8Array }[],
  contentType = 'text/plain',
): Promise<BatchFile[]> {
  const { storeBatchFile } = await import('../../../../src/platform/batch-db.ts');
  return Promise.all(
    files.map(async ({ name, bytes }) => ({
      name,
      size: bytes.length,
      ...(contentType ? { contentType } : {}),
      fileId: await storeBatchFile({ name, contentType, bytes }),
    })),
  );
}
