/**
 * The worker's batches (class sets) and the texts it read for their rows, in the batch database
 * (platform/batch-db.ts). Every change goes through `update`, one transaction, so two rows
 * finishing at once never lose each other's state.
 */
import * as v from 'valibot';
import { BatchSchema, type Batch } from '../../shared/batches/batch-record.ts';
import { openBatchDb, type StoredFile } from '../../platform/batch-db.ts';

function valid(value: unknown): Batch | undefined {
  const parsed = v.safeParse(BatchSchema, value);
  return parsed.success ? parsed.output : undefined;
}

export async function putBatch(batch: Batch): Promise<void> {
  await (await openBatchDb()).put('batches', batch);
}

export async function getBatch(id: string): Promise<Batch | undefined> {
  return valid(await (await openBatchDb()).get('batches', id));
}

/** The newest batches first. */
export async function recentBatches(limit: number): Promise<Batch[]> {
  const db = await openBatchDb();
  const found: Batch[] = [];
  let cursor = await db.transaction('batches').store.index('by-created').openCursor(null, 'prev');
  while (cursor && found.length < limit) {
    const batch = valid(cursor.value);
    if (batch) found.push(batch);
    cursor = await cursor.continue();
  }
  return found;
}

/**
 * Batches still reading or running, and cancelled ones with rows still checking: the ones a woken
 * worker goes on with, and where a finished check may belong.
 */
export async function openBatches(): Promise<Batch[]> {
  const all = (await (await openBatchDb()).getAll('batches')).map(valid);
  return all.filter(
    (b): b is Batch =>
      b !== undefined &&
      (b.status === 'reading' ||
        b.status === 'running' ||
        b.rows.some((row) => row.status === 'checking')),
  );
}

/**
 * Forgets the finished batches past the newest `keep`, with their rows' texts and any bytes
 * left: their checks stay in history, under its own retention.
 */
export async function pruneBatches(keep: number): Promise<void> {
  const old = (await recentBatches(Number.MAX_SAFE_INTEGER))
    .slice(keep)
    .filter((b) => b.status === 'done' || b.status === 'cancelled');
  if (old.length === 0) return;
  const tx = (await openBatchDb()).transaction(['batches', 'texts', 'files'], 'readwrite');
  for (const batch of old) {
    void tx.objectStore('batches').delete(batch.id);
    for (const row of batch.rows) {
      void tx.objectStore('texts').delete(row.id);
      if (row.source.type === 'file' && row.source.fileId) {
        void tx.objectStore('files').delete(row.source.fileId);
      }
      if (row.keptFileId) void tx.objectStore('files').delete(row.keptFileId);
    }
  }
  await tx.done;
}

/** Changes a batch in one transaction; returns it as stored, or undefined when it is gone. */
export async function updateBatch(
  id: string,
  change: (batch: Batch) => Batch,
): Promise<Batch | undefined> {
  const tx = (await openBatchDb()).transaction('batches', 'readwrite');
  const batch = valid(await tx.store.get(id));
  if (!batch) {
    await tx.done;
    return undefined;
  }
  const next = { ...change(batch), updatedAt: Date.now() };
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function readBatchFile(fileId: string): Promise<StoredFile | undefined> {
  return (await openBatchDb()).get('files', fileId);
}

export async function forgetBatchFile(fileId: string): Promise<void> {
  await (await openBatchDb()).delete('files', fileId);
}

export async function putRowText(rowId: string, text: string): Promise<void> {
  await (await openBatchDb()).put('texts', text, rowId);
}

export async function getRowText(rowId: string): Promise<string | undefined> {
  return (await openBatchDb()).get('texts', rowId);
}
