/**
 * A class set's row read: its bytes from where they are (a file a page stored, or a link fetched
 * through documents/fetch-document.ts), its text through the one way into a document's text
 * (documents/read-document.ts), refused with its reason before any credit, and its cost.
 */
import { appError, detailWords, err, ok, type AppError, type Result } from '../../core/errors.ts';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import { estimateTextCredits } from '../../shared/checks/credit-estimate.ts';
import { TEXT_LIMITS } from '../../shared/checks/text-length.ts';
import { estimateScanCredits, pastedText } from '../../shared/checks/pasted-text.ts';
import { FILE_SCAN_MAX_BYTES } from '../../api/index.ts';
import { storeBatchFile } from '../../platform/batch-db.ts';
import { textualTypes } from '../scan/file-scan-types.ts';
import { frozenSettings, identityOf } from '../scan/url-scan-start.ts';
import { countWords } from '../../shared/text/count-words.ts';
import type { BatchRow } from '../../shared/batches/batch-record.ts';
import { BATCH_FILE_MAX_BYTES } from '../../shared/batches/batch-limits.ts';
import { aiTextSettings, moderationSettings } from '../../shared/checks/check-settings.ts';
import { fetchDocumentAt } from '../documents/fetch-document.ts';
import { readDocumentFile, type DocumentFile } from '../documents/read-document.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { putRowText, readBatchFile } from '../stores/batch-store.ts';

const MB = 1024 * 1024;

/** What reading a row settles: ready with its text's size and cost, or failed with why. */
export type ReadRow = Pick<
  BatchRow,
  | 'status'
  | 'format'
  | 'words'
  | 'characters'
  | 'leftOut'
  | 'credits'
  | 'fromHistory'
  | 'scanCredits'
  | 'scanFromHistory'
  | 'keptFileId'
  | 'error'
>;

export async function readBatchRow(
  row: BatchRow,
  kinds: readonly TextCheckKind[],
): Promise<ReadRow> {
  const file = await rowBytes(row);
  if (!file.ok) return { status: 'failed', error: file.error };
  const read = await readDocumentFile(file.value);
  if (!read.ok) return { status: 'failed', error: read.error };
  const text = pastedText(read.value.text);
  const format = read.value.format;
  const refusal = tooShort(row.source.name, text, kinds);
  if (refusal) return { status: 'failed', format, characters: text.length, error: refusal };
  await putRowText(row.id, text);
  const free = await answeredBefore(text, kinds);
  const credits = kinds.reduce(
    (sum, kind, i) => sum + (free[i] ? 0 : estimateTextCredits(kind, text)),
    0,
  );
  const scan = await scanPlan(row, file.value, format, text);
  return {
    status: 'ready',
    format,
    words: countWords(text),
    characters: text.length,
    ...(read.value.leftOut ? { leftOut: read.value.leftOut } : {}),
    credits,
    fromHistory: free.every(Boolean),
    ...scan,
  };
}

/**
 * What a plagiarism scan of the row would send and cost, should the user ask for one: the file
 * itself when the service takes its type and size (its bytes then kept until the scan is
 * submitted), else its text as a .txt file.
 */
async function scanPlan(
  row: BatchRow,
  file: DocumentFile,
  format: string,
  text: string,
): Promise<Pick<ReadRow, 'scanCredits' | 'scanFromHistory' | 'keptFileId'>> {
  const types = await textualTypes();
  const asFile = types?.includes(format) === true && file.bytes.length <= FILE_SCAN_MAX_BYTES;
  const identity = asFile ? identityOf({ file: file.bytes }) : identityOf({ text });
  const key = await cacheKey('url-scan', await frozenSettings(), identity);
  const scanFromHistory =
    (await (await openHistoryStore()).findDone('url-scan', key)) !== undefined;
  let keptFileId: string | undefined;
  if (asFile) {
    keptFileId =
      row.source.type === 'file' && row.source.fileId
        ? row.source.fileId
        : await storeBatchFile({
            name: file.name,
            contentType: file.contentType ?? '',
            bytes: file.bytes,
          });
  }
  return {
    scanCredits: scanFromHistory ? 0 : estimateScanCredits(text),
    scanFromHistory,
    ...(keptFileId ? { keptFileId } : {}),
  };
}

async function rowBytes(row: BatchRow): Promise<Result<DocumentFile>> {
  const { source } = row;
  if (source.type === 'link') {
    // The one guarded fetch path: the page's network rule, cookies only on the file's origin.
    const fetched = await fetchDocumentAt(source.url, { pageUrl: source.pageUrl });
    return fetched.ok ? ok({ ...fetched.value, name: source.name }) : fetched;
  }
  if (source.size > BATCH_FILE_MAX_BYTES || source.fileId === undefined) {
    return err(
      appError(
        'invalid-input',
        `${source.name} is larger than ${BATCH_FILE_MAX_BYTES / MB} MB, the most a file may be.`,
        {
          field: 'file',
          words: detailWords('error_batchFileTooLarge', source.name, BATCH_FILE_MAX_BYTES / MB),
        },
      ),
    );
  }
  const stored = await readBatchFile(source.fileId);
  if (!stored) {
    return err(
      appError('not-found', `The bytes of ${source.name} are no longer kept; add the file again.`, {
        field: 'file',
        words: detailWords('error_batchFileGone', source.name),
      }),
    );
  }
  return ok({ bytes: stored.bytes, name: source.name, contentType: stored.contentType });
}

/** Too little text for a check chosen (a file with none was refused by its reader). */
function tooShort(
  name: string,
  text: string,
  kinds: readonly TextCheckKind[],
): AppError | undefined {
  const min = Math.max(...kinds.map((kind) => TEXT_LIMITS[kind].min));
  if (text.length >= min) return undefined;
  return appError(
    'invalid-input',
    `${name} has only ${text.length} characters of text; a check needs at least ${min}.`,
    { field: 'file', words: detailWords('error_batchTooShort', name, text.length, min) },
  );
}

/** For each kind, whether history holds the same text checked with today's settings. */
async function answeredBefore(text: string, kinds: readonly TextCheckKind[]): Promise<boolean[]> {
  const { settings } = await effectiveSettings();
  const history = await openHistoryStore();
  return Promise.all(
    kinds.map(async (kind) => {
      const key =
        kind === 'ai-text'
          ? await cacheKey(kind, aiTextSettings(settings), text)
          : await cacheKey(kind, moderationSettings(settings), text);
      return (await history.findDone(kind, key)) !== undefined;
    }),
  );
}
