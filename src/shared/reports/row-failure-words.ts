import type { BatchRowView } from '../batches/batch-record.ts';
import { explainError } from '../checks/error-text.ts';
import { sayWords } from '../i18n/say-words.ts';
import type { Translator } from '../i18n/translator.ts';

/**
 * Why a class set's row failed, for a report handed on: the catalogue's words for its error,
 * never the error's own text. Its detail is said only when every word it fills in is a number
 * or the file's own name; a detail naming a site, a relay or an address gives way to the
 * heading of its kind ("The service could not be reached").
 */
export function rowFailureWords(row: BatchRowView, t: Translator): string | undefined {
  if (row.status !== 'failed') return undefined;
  const { error } = row;
  if (!error) return t.t('batch_statusFailed');
  const { words } = error;
  const safe =
    words !== undefined &&
    words.args.every((arg) => typeof arg === 'number' || arg === row.source.name);
  const detail = safe ? sayWords(t, words, '') : '';
  return detail || explainError(error, t).title;
}
