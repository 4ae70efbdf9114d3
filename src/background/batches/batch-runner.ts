/**
 * Runs class sets (batches), owned by the worker. Creating one reads its rows (nothing is sent);
 * Start, with the total the user saw, passes the cost guard for the whole batch and sends the
 * rows a few at a time through the check engine, which survives a stopped worker, 429s and
 * dropped connections. A row's check ids are recorded on the row before its checks are stored,
 * so a worker stopped between the two stores them again with the same ids (the scan id the
 * service knows): nothing is sent twice, nothing lost. A woken worker goes on with every batch
 * still reading or running (`resumeBatches`).
 */
import { generateScanId } from '../../api/index.ts';
import { appError, detailWords, err, ok, type AppError, type Result } from '../../core/errors.ts';
import { batchTotals } from '../../shared/batches/batch-cost.ts';
import {
  rowCheckIds,
  type Batch,
  type BatchRow,
  type BatchRowSource,
} from '../../shared/batches/batch-record.ts';
import type { DocumentLink } from '../../shared/documents/document-links.ts';
import { BATCH_ROWS_AT_ONCE } from '../../shared/batches/batch-limits.ts';
import { rowOutcome } from '../../shared/batches/row-findings.ts';
import type { CheckRecord, CheckSource, UrlScanCheck } from '../../shared/checks/check-record.ts';
import { costRefusal } from '../../shared/checks/credit-estimate.ts';
import type { BatchFile } from '../../shared/messages/batches.ts';
import { setItem } from '../../platform/item-storage.ts';
import { batchUpdatesItem } from '../../shared/items/batch-updates-item.ts';
import { exclusive } from '../engine/exclusive.ts';
import { holdWorkerAwake } from '../engine/keep-alive.ts';
import { storeGroup } from '../engine/store-group.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import {
  forgetBatchFile,
  getBatch,
  getRowText,
  openBatches,
  pruneBatches,
  putBatch,
  readBatchFile,
  updateBatch,
} from '../stores/batch-store.ts';
import { withExtension } from '../scan/file-scan-types.ts';
import { textFilename } from '../scan/scan-filename.ts';
import { beginScan, identityOf, scanPrerequisites } from '../scan/url-scan-start.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { logIfRejected } from '../stores/log-failure.ts';
import { createRecord } from '../text/text-check-start.ts';
import { readBatchRow } from './read-batch-row.ts';

/** Finished class sets kept (their checks stay in history either way). */
const KEPT_BATCHES = 20;

let lastAt = 0;

/** Tells open pages (through storage.onChanged) that this batch changed. */
async function announce(id: string): Promise<void> {
  lastAt = Math.max(Date.now(), lastAt + 1);
  await setItem(batchUpdatesItem, { at: lastAt, id });
}

async function change(id: string, edit: (batch: Batch) => Batch): Promise<Batch | undefined> {
  const next = await updateBatch(id, edit);
  if (next) await announce(id);
  return next;
}

const editRow =
  (rowId: string, edit: (row: BatchRow) => BatchRow) =>
  (batch: Batch): Batch => ({
    ...batch,
    rows: batch.rows.map((row) => (row.id === rowId ? edit(row) : row)),
  });

const gone = (): Result<never> => err(appError('not-found', 'This class set is no longer here.'));

/** A batch of the files a page stored; its rows are read now (not awaited), nothing sent. */
export function createBatch(files: readonly BatchFile[], kinds: Batch['kinds']): Promise<Batch> {
  return newBatch(
    files.map((file) => ({
      type: 'file',
      name: file.name,
      size: file.size,
      ...(file.fileId ? { fileId: file.fileId } : {}),
      ...(file.contentType ? { contentType: file.contentType } : {}),
    })),
    kinds,
  );
}

/** A batch of document links chosen on a page: each row fetched and read by the worker. */
export function createLinkBatch(
  pageUrl: string,
  links: readonly DocumentLink[],
  kinds: Batch['kinds'],
): Promise<Batch> {
  return newBatch(
    links.map((link) => ({
      type: 'link',
      url: link.url,
      name: link.label,
      // A link in a frame of another site is fetched under that frame's network rule.
      pageUrl: link.frameUrl ?? pageUrl,
    })),
    kinds,
  );
}

async function newBatch(sources: readonly BatchRowSource[], kinds: Batch['kinds']): Promise<Batch> {
  const now = Date.now();
  const batch: Batch = {
    id: crypto.randomUUID(),
    createdAt: now,
    updatedAt: now,
    kinds: [...kinds],
    status: 'reading',
    rows: sources.map((source) => ({ id: crypto.randomUUID(), status: 'waiting', source })),
  };
  await putBatch(batch);
  await pruneBatches(KEPT_BATCHES);
  await announce(batch.id);
  logIfRejected('batches', 'Reading a class set', readRows(batch.id));
  return batch;
}

/** Reads the rows not read yet, one after another (the PDF reader reads one at a time). */
function readRows(id: string): Promise<void> {
  return exclusive(`batch-read:${id}`, async () => {
    const release = holdWorkerAwake();
    try {
      for (;;) {
        const batch = await getBatch(id);
        if (!batch || batch.status === 'cancelled') return;
        // A row left `reading` by a stopped worker is read again: its bytes are kept until read.
        const row = batch.rows.find((r) => r.status === 'waiting' || r.status === 'reading');
        if (!row) break;
        await change(
          id,
          editRow(row.id, (r) => ({ ...r, status: 'reading' })),
        );
        const read = await readBatchRow(row, batch.kinds);
        await change(
          id,
          editRow(row.id, (r) => ({ ...r, ...read })),
        );
        // The bytes go once the row says it was read (its text kept): a worker stopped before
        // that reads the row again from them. Kept when a scan would send the file itself.
        if (row.source.type === 'file' && row.source.fileId && read.keptFileId === undefined) {
          await forgetBatchFile(row.source.fileId);
        }
      }
      await change(id, (b) => (b.status === 'reading' ? { ...b, status: 'ready' } : b));
    } finally {
      release();
    }
  });
}

/**
 * Sends the batch when the user says Start, having seen `confirmedCredits`: refused when the
 * total is over the most one click may spend, or more than what was shown (a file read since).
 */
export async function startBatch(
  id: string,
  confirmedCredits: number,
  plagiarism = false,
): Promise<Result<Batch>> {
  const batch = await getBatch(id);
  if (!batch) return gone();
  if (batch.status !== 'ready') {
    return batch.status === 'reading'
      ? err(appError('not-ready', 'The files are still being read; their cost is not known yet.'))
      : ok(batch);
  }
  if (plagiarism) {
    // An account and a relay, or the scans could not go: said before anything is spent.
    const ready = await scanPrerequisites();
    if (!ready.ok) return ready;
  }
  const totals = batchTotals(batch.rows, plagiarism);
  const { settings } = await effectiveSettings();
  if (!settings.sandbox) {
    const refusal = costRefusal(
      totals.credits,
      totals.longest,
      { confirmAbove: settings.confirmCreditsAbove, max: settings.maxCreditsPerCheck },
      confirmedCredits,
    );
    if (refusal) return err(refusal);
  }
  const started = await change(id, (b) => ({ ...b, status: 'running', plagiarism }));
  if (!started) return gone();
  if (!plagiarism) await forgetKeptFiles(id, () => true);
  await advance(id);
  return ok((await getBatch(id)) ?? started);
}

/** Drops a batch not started; a running one sends no more rows (rows out finish). */
export async function cancelBatch(id: string): Promise<Result<Batch>> {
  const next = await change(id, (b) =>
    b.status === 'done'
      ? b
      : {
          ...b,
          status: 'cancelled',
          rows: b.rows.map((row) =>
            row.status === 'checking' || row.status === 'done' || row.status === 'failed'
              ? row
              : {
                  ...row,
                  status: 'failed',
                  error: appError('cancelled', 'Not checked: the class set was cancelled.', {
                    words: detailWords('error_batchCancelled'),
                  }),
                },
          ),
        },
  );
  if (next) await forgetKeptFiles(id, (row) => row.scanId === undefined);
  return next ? ok(next) : gone();
}

/** Drops the bytes kept for scans that will not be sent (or were sent), of the rows chosen. */
async function forgetKeptFiles(id: string, which: (row: BatchRow) => boolean): Promise<void> {
  const batch = await getBatch(id);
  const rows = batch?.rows.filter((row) => row.keptFileId !== undefined && which(row)) ?? [];
  for (const row of rows) {
    if (row.keptFileId) await forgetBatchFile(row.keptFileId);
  }
  if (rows.length === 0) return;
  const ids = new Set(rows.map((row) => row.id));
  await change(id, (b) => ({
    ...b,
    rows: b.rows.map((row) => (ids.has(row.id) ? { ...row, keptFileId: undefined } : row)),
  }));
}

/**
 * Settles rows whose checks all finished, then starts rows until BATCH_ROWS_AT_ONCE are
 * checking; the batch is done when no row is left. One at a time per batch, so a row is never
 * started twice.
 */
function advance(id: string): Promise<void> {
  return exclusive(`batch-run:${id}`, async () => {
    await settleRows(id);
    for (;;) {
      const batch = await getBatch(id);
      if (!batch || batch.status !== 'running') return;
      const checking = batch.rows.filter((r) => r.status === 'checking').length;
      const next = batch.rows.find((r) => r.status === 'ready');
      if (!next) {
        if (checking === 0) await change(id, (b) => ({ ...b, status: 'done' }));
        return;
      }
      if (checking >= BATCH_ROWS_AT_ONCE) return;
      await sendRow(batch, next);
      await settleRows(id);
    }
  });
}

/** Records the row's check ids, then stores its checks (answered from history when they can be). */
async function sendRow(batch: Batch, row: BatchRow): Promise<void> {
  const checkIds = row.checkIds ?? batch.kinds.map(() => generateScanId());
  const scanId = row.scanId ?? (batch.plagiarism ? generateScanId() : undefined);
  const ids = { checkIds, ...(scanId ? { scanId } : {}) };
  await change(
    batch.id,
    editRow(row.id, (r) => ({ ...r, status: 'checking', ...ids })),
  );
  await storeRowChecks(batch, { ...row, ...ids });
  // Not awaited: a file's upload must not hold Start's answer or the next rows.
  logIfRejected(
    'batches',
    'Scanning a class set’s file',
    startRowScan(batch.id, { ...row, ...ids }),
  );
}

/**
 * Stores and sends the row's plagiarism scan with the id recorded on the row, unless history
 * has it already (a worker stopped after storing it: the scan engine sends it on, once, by that
 * id). The file itself when its bytes were kept for it, else its text as a .txt file.
 */
async function startRowScan(batchId: string, row: BatchRow): Promise<void> {
  const { scanId } = row;
  if (scanId === undefined) return;
  if (await (await openHistoryStore()).get(scanId)) return;
  const source = rowSource(row);
  const fileId = row.keptFileId;
  const kept = fileId === undefined ? undefined : await readBatchFile(fileId);
  const text = kept ? undefined : await getRowText(row.id);
  const fail = (error: AppError): Promise<unknown> =>
    change(
      batchId,
      editRow(row.id, (r) => ({ ...r, status: 'failed', error })),
    );
  const stem = row.source.name.replace(/\.[^.]+$/, '');
  let started: Result<unknown>;
  if (kept && fileId) {
    const filename = withExtension(row.source.name, row.format ?? 'txt');
    started = await beginScan({
      id: scanId,
      costAgreed: true,
      source,
      input: row.source.type === 'link' ? row.source.url : filename,
      identity: identityOf({ file: kept.bytes }),
      submission: {
        route: 'file',
        filename,
        fileUrl: row.source.type === 'link' ? row.source.url : filename,
        bytes: kept.bytes.length,
        batchFileId: fileId,
      },
    });
  } else if (text !== undefined) {
    started = await beginScan({
      id: scanId,
      costAgreed: true,
      source,
      input: text,
      identity: identityOf({ text }),
      submission: {
        route: 'text',
        filename: textFilename(stem, undefined, false),
        why: 'document-type',
        ...(row.format ? { detail: row.format } : {}),
      },
    });
  } else {
    started = err(appError('not-found', `The text of ${row.source.name} is no longer kept.`));
  }
  if (!started.ok) await fail(started.error);
}

/** Stores the row's checks not in history yet, with the ids recorded on the row. */
async function storeRowChecks(batch: Batch, row: BatchRow): Promise<void> {
  const ids = row.checkIds ?? [];
  const history = await openHistoryStore();
  const missing = batch.kinds
    .map((kind, i) => ({ kind, id: ids[i] }))
    .filter((c): c is { kind: Batch['kinds'][number]; id: string } => c.id !== undefined);
  const present = await Promise.all(missing.map((c) => history.get(c.id)));
  const toStore = missing.filter((_, i) => present[i] === undefined);
  if (toStore.length === 0) return;
  const text = await getRowText(row.id);
  if (text === undefined) {
    await change(
      batch.id,
      editRow(row.id, (r) => ({
        ...r,
        status: 'failed',
        error: appError('not-found', `The text of ${row.source.name} is no longer kept.`),
      })),
    );
    return;
  }
  const source = rowSource(row);
  const records = await Promise.all(
    toStore.map((c) => createRecord(c.kind, text, source, false, c.id)),
  );
  await storeGroup(undefined, records);
}

/** Rows checking whose checks all finished become done or failed, with what they found. */
async function settleRows(id: string): Promise<void> {
  const batch = await getBatch(id);
  if (!batch) return;
  const history = await openHistoryStore();
  for (const row of batch.rows.filter((r) => r.status === 'checking')) {
    const ids = rowCheckIds(row);
    const checks = (await Promise.all(ids.map((c) => history.get(c)))).filter(
      (c): c is CheckRecord => c !== undefined,
    );
    const outcome = rowOutcome(checks, ids.length);
    if (outcome.status === 'checking') continue;
    await change(
      id,
      editRow(row.id, (r) =>
        r.status !== 'checking'
          ? r
          : outcome.status === 'done'
            ? { ...r, status: 'done' }
            : { ...r, status: 'failed', ...(outcome.error ? { error: outcome.error } : {}) },
      ),
    );
  }
}

/** A row's scan was sent (its kept bytes go) or finished (the row may be done, the next start). */
export async function batchScanMoved(record: UrlScanCheck): Promise<void> {
  if (record.source.origin !== 'file') return;
  for (const batch of await openBatches()) {
    const row = batch.rows.find((r) => r.scanId === record.id);
    if (!row) continue;
    const phase = record.scan?.phase;
    if (phase !== 'submitting' && phase !== 'checking-credits') {
      await forgetKeptFiles(batch.id, (r) => r.id === row.id);
    }
    // Not awaited: this runs inside the scan's own sending, which a row's start may be holding.
    if (record.status === 'done' || record.status === 'failed') {
      logIfRejected('batches', 'Going on with a class set', advance(batch.id));
    }
  }
}

/** A check finished: if it is a row's, that row may be done and the next one may start. */
export async function batchCheckFinished(record: CheckRecord): Promise<void> {
  if (record.source.origin !== 'file') return;
  for (const batch of await openBatches()) {
    if (batch.rows.some((row) => rowCheckIds(row).includes(record.id))) await advance(batch.id);
  }
}

/**
 * At worker start: batches left reading are read on; running ones have the checks of their
 * checking rows stored again where a stopped worker had not (same ids), then go on.
 */
export async function resumeBatches(): Promise<void> {
  for (const batch of await openBatches()) {
    if (batch.status === 'reading') {
      logIfRejected('batches', 'Reading a class set', readRows(batch.id));
      continue;
    }
    for (const row of batch.rows.filter((r) => r.status === 'checking')) {
      await storeRowChecks(batch, row);
      await startRowScan(batch.id, row);
    }
    await advance(batch.id);
  }
}

/** A row's checks and scan are named by its file and keep what its reader left out. */
function rowSource(row: BatchRow): CheckSource {
  return {
    origin: 'file',
    title: row.source.name,
    ...(row.leftOut ? { leftOut: row.leftOut } : {}),
  };
}
