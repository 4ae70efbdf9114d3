/**
 * Why a document is not read, each said before anything is sent (no credit spent), in catalogue
 * words with what to do about it.
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { DOCUMENT_ZIP_LIMITS, type ZipFailure } from './bounded-unzip.ts';

/** The error code of each refusal, for the UI and the tests. */
export const DOCUMENT_REFUSALS = [
  'unsupported',
  'legacy-doc',
  'macro-enabled',
  'password',
  'corrupt',
  'zip-bomb',
  'no-text',
  'empty',
  'web-page',
  'too-large',
] as const;
export type DocumentRefusal = (typeof DOCUMENT_REFUSALS)[number];

const refuse = (code: DocumentRefusal, message: string, words: AppError['words']): AppError =>
  appError('invalid-input', message, { field: 'file', code, ...(words ? { words } : {}) });

export const unsupportedDocument = (name: string): AppError =>
  refuse(
    'unsupported',
    `“${name}” is not a kind of document Authenticity Lens reads: PDF, Word (.docx), ` +
      'OpenDocument (.odt), rich text (.rtf), plain text and HTML files are.',
    detailWords('error_documentUnsupported', name),
  );

export const legacyWordDocument = (name: string): AppError =>
  refuse(
    'legacy-doc',
    `“${name}” is an older Word document (.doc). Open it in Word or LibreOffice, save it as ` +
      '.docx, and check that file.',
    detailWords('error_documentLegacyDoc', name),
  );

export const macroDocument = (name: string): AppError =>
  refuse(
    'macro-enabled',
    `“${name}” is a Word file with macros (.docm), which is not read. Save it as a plain Word ` +
      'document (.docx) and check that file.',
    detailWords('error_documentMacro', name),
  );

export const passwordDocument = (name: string): AppError =>
  refuse(
    'password',
    `“${name}” is protected by a password. Save a copy without the password and check that file.`,
    detailWords('error_documentPassword', name),
  );

/** `detail` says what is wrong, for the log; the reader is told the file is damaged. */
export const corruptDocument = (name: string, detail: string): AppError =>
  refuse(
    'corrupt',
    `“${name}” is damaged and cannot be read (${detail}). Open it in its program and save it ` +
      'again, then check the new file.',
    detailWords('error_documentCorrupt', name),
  );

/** A file with nothing in it, or only white space: no scan to explain, just nothing written. */
export const emptyDocument = (name: string): AppError =>
  refuse(
    'empty',
    `“${name}” is empty: it has no text to check.`,
    detailWords('error_documentEmpty', name),
  );

export const noTextInDocument = (name: string): AppError =>
  refuse(
    'no-text',
    `“${name}” has no text to check. A scanned document holds pictures of its pages: check the ` +
      'original file, or a copy with recognised text (OCR).',
    detailWords('error_documentNoText', name),
  );

export const webPageNotFile = (): AppError =>
  refuse(
    'web-page',
    'This link gives a web page, not a file: perhaps a sign-in page. Open the link, sign in if ' +
      'asked, and try again.',
    detailWords('error_documentWebPage'),
  );

const mb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(0);

/** Over the download limit: its size when the site declared it, else the limit stopped at. */
export const documentTooLarge = (limit: number, declared?: number): AppError => {
  const size = declared ? `${mb(declared)} MB` : `over ${mb(limit)} MB`;
  return refuse(
    'too-large',
    `This file is ${size}; documents up to ${mb(limit)} MB are read.`,
    detailWords('error_documentTooLarge', size, mb(limit)),
  );
};

/** A zip (Word, OpenDocument) that could not be opened safely, by why. */
export function zipRefusal(name: string, failure: ZipFailure): AppError {
  switch (failure.why) {
    case 'encrypted':
      return passwordDocument(name);
    case 'too-large':
    case 'too-many-entries': {
      const limit = failure.why === 'too-large' ? failure.limit : DOCUMENT_ZIP_LIMITS.maxTotalBytes;
      return refuse(
        'zip-bomb',
        failure.why === 'too-large'
          ? `“${name}” unpacks to more than ${mb(limit)} MB (${failure.name}), far more than ` +
              'any document; it was not opened.'
          : `“${name}” holds ${failure.entries} parts, far more than any document; it was not opened.`,
        detailWords('error_documentZipBomb', name, mb(limit)),
      );
    }
    case 'not-zip':
      return corruptDocument(name, 'not a zip file');
    case 'corrupt':
      return corruptDocument(name, failure.detail);
  }
}
