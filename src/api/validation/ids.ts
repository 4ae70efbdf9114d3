/**
 * Scan and export ids: 3 to 36 characters. They go into URL paths, so only unreserved URL
 * characters are allowed (letters, digits, `-`, `_`, `.`, `~`), which is what the generator makes.
 */
import * as v from 'valibot';
import { detailWords, type CatalogueKey, type DetailWords } from '../../core/errors.ts';
import { worded } from './worded.ts';

export const ID_MIN_LENGTH = 3;
export const ID_MAX_LENGTH = 36;

/** The catalogue's words for an id people type (a scan id); ids only the code makes go without. */
export interface IdWords {
  tooShort: CatalogueKey;
  tooLong: CatalogueKey;
  characters: CatalogueKey;
}

export function idSchema(label: string, words?: IdWords): v.GenericSchema<string> {
  const say = <TIssue extends v.BaseIssue<unknown>>(
    english: (issue: TIssue) => string,
    key: (words: IdWords, issue: TIssue) => DetailWords,
  ): ((issue: TIssue) => string) =>
    words ? worded(english, (issue) => key(words, issue)) : english;
  return v.pipe(
    v.string(`${label} must be text.`),
    v.minLength(
      ID_MIN_LENGTH,
      say(
        (issue: v.MinLengthIssue<string, number>) =>
          `${label} must be 3 to 36 characters long; "${issue.input}" is too short.`,
        (w, issue) => detailWords(w.tooShort, ID_MIN_LENGTH, ID_MAX_LENGTH, issue.input),
      ),
    ),
    v.maxLength(
      ID_MAX_LENGTH,
      say(
        (issue: v.MaxLengthIssue<string, number>) =>
          `${label} must be 3 to 36 characters long; it has ${issue.input.length}.`,
        (w, issue) => detailWords(w.tooLong, ID_MIN_LENGTH, ID_MAX_LENGTH, issue.input.length),
      ),
    ),
    v.regex(
      /^[A-Za-z0-9._~-]+$/,
      say(
        () => `${label} may contain only letters, digits and the characters - _ . ~`,
        (w) => detailWords(w.characters),
      ),
    ),
  );
}

export const ScanIdSchema = idSchema('Scan id', {
  tooShort: 'error_scanIdTooShort',
  tooLong: 'error_scanIdTooLong',
  characters: 'error_scanIdCharacters',
});
export const ExportIdSchema = idSchema('Export id');
