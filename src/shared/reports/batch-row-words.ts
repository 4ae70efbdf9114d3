/** A class set's row in words, the same in its table, its CSV file and its report. */
import {
  MODERATION_LABELS,
  type ModerationLabelId,
} from '../../api/endpoints/moderation-label-ids.ts';
import type { BatchRowView, BatchView } from '../batches/batch-record.ts';
import { toCsv, type CsvRow } from '../batches/batch-csv.ts';
import { errorDetail } from '../checks/error-detail.ts';
import type { Translator } from '../i18n/translator.ts';
import { labelName } from '../messages/page-words.ts';

const isLabelId = (id: string): id is ModerationLabelId =>
  (MODERATION_LABELS as readonly string[]).includes(id);

export function statusWords(row: BatchRowView, t: Translator): string {
  switch (row.status) {
    case 'waiting':
      return t.t('batch_statusWaiting');
    case 'reading':
      return t.t('batch_statusReading');
    case 'ready':
      return t.t('batch_statusReady');
    case 'checking':
      return t.t('batch_statusChecking');
    case 'done':
      return row.summaries.length > 0 && row.summaries.every((s) => s.fromHistory)
        ? t.t('batch_statusFromHistory')
        : t.t('batch_statusDone');
    case 'failed':
      return t.t('batch_statusFailed');
  }
}

/** "63 %" the language's way; undefined when not known. */
export function aiWords(row: BatchRowView, t: Translator): string | undefined {
  return row.aiShare === undefined
    ? undefined
    : t.number(Math.round(row.aiShare * 100) / 100, { style: 'percent' });
}

/** The plagiarism scan's score, "12 %" the language's way; undefined when not known. */
export function plagiarismWords(row: BatchRowView, t: Translator): string | undefined {
  return row.plagiarism === undefined
    ? undefined
    : t.number(Math.round(row.plagiarism) / 100, { style: 'percent' });
}

export function labelsWords(row: BatchRowView, t: Translator): string | undefined {
  if (row.labels === undefined) return undefined;
  if (row.labels.length === 0) return t.t('batch_noLabels');
  return t.list(
    row.labels.map((id) => (isLabelId(id) ? labelName(t, id) : id)),
    'plain',
  );
}

export function reasonWords(row: BatchRowView, t: Translator): string | undefined {
  return row.status === 'failed' && row.error ? errorDetail(row.error, t) : undefined;
}

/** The table as a CSV file: the columns shown (plagiarism when asked), then why a file failed. */
export function batchCsv(batch: BatchView, t: Translator): string {
  const scanned = batch.plagiarism === true;
  const header: CsvRow = [
    t.t('batch_colName'),
    t.t('batch_colWords'),
    t.t('batch_colAi'),
    t.t('batch_colLabels'),
    ...(scanned ? [t.t('batch_colPlagiarism')] : []),
    t.t('batch_colStatus'),
    t.t('batch_colReason'),
  ];
  const rows = batch.rows.map((row): CsvRow => [
    row.source.name,
    row.words,
    row.aiShare === undefined ? undefined : `${Math.round(row.aiShare * 100)}%`,
    labelsWords(row, t),
    ...(scanned
      ? [row.plagiarism === undefined ? undefined : `${Math.round(row.plagiarism)}%`]
      : []),
    statusWords(row, t),
    reasonWords(row, t),
  ]);
  return toCsv(header, rows);
}

/**
 * What the row's reader left out of its text, short enough for the table ("3 pictures not
 * read, 2 comments left out"); undefined when nothing was.
 */
export function leftOutWords(row: BatchRowView, t: Translator): string | undefined {
  const parts = (row.leftOut ?? []).flatMap((l) => {
    if (l.reason === 'pictures') return [t.plural('batch_rowPicturesLeftOut', l.pictures)];
    if (l.reason === 'comments') return [t.plural('batch_rowCommentsLeftOut', l.count)];
    if (l.reason === 'headers') return [t.plural('batch_rowHeadersLeftOut', l.count)];
    return [];
  });
  return parts.length > 0 ? t.list(parts) : undefined;
}
