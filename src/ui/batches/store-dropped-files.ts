/**
 * Files dropped or picked, kept in the batch database for the worker to read (a page of ours
 * and the worker share the extension's origin), so the message that makes the batch carries ids,
 * not megabytes. A file over the size limit is not kept: its row is refused with the reason.
 */
import { BATCH_FILE_MAX_BYTES } from '../../shared/batches/batch-limits.ts';
import type { BatchFile } from '../../shared/messages/batches.ts';
import { storeBatchFile } from '../../platform/batch-db.ts';

export async function storeDroppedFiles(files: readonly File[]): Promise<BatchFile[]> {
  const stored: BatchFile[] = [];
  for (const file of files) {
    const about = {
      name: file.name.slice(0, 1024),
      size: file.size,
      ...(file.type ? { contentType: file.type.slice(0, 256) } : {}),
    };
    if (file.size > BATCH_FILE_MAX_BYTES) {
      stored.push(about);
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const fileId = await storeBatchFile({ name: file.name, contentType: file.type, bytes });
    stored.push({ ...about, fileId });
  }
  return stored;
}
