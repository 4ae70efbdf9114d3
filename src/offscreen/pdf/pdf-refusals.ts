/**
 * Why a PDF's text cannot be checked, each reason its own error (code and words), so the popup
 * says the true one and nothing is sent.
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';

/** Codes of the PDFs whose text cannot be read, for the popup to explain. */
export const PDF_PASSWORD_CODE = 'pdf-password';
export const PDF_NO_TEXT_CODE = 'pdf-no-text';
export const PDF_EMPTY_CODE = 'pdf-empty';
export const PDF_UNMAPPED_FONTS_CODE = 'pdf-unmapped-fonts';
export const PDF_XFA_CODE = 'pdf-xfa';

/** Its pages are pictures: text drawn as images or shapes. */
export const picturesOnly = (): AppError =>
  appError(
    'invalid-input',
    'This PDF has no text to read: its pages are pictures (a scan or a photo). ' +
      'Open it in a program that recognises text (OCR), then check that text.',
    { field: 'text', code: PDF_NO_TEXT_CODE, words: detailWords('error_pdfPictures') },
  );

/** No pages, or pages with nothing on them (a damaged or unfinished file). */
export const emptyPages = (): AppError =>
  appError(
    'invalid-input',
    'This PDF has no pages to read, or its pages are empty: the file may be damaged or ' +
      'unfinished. Open it in a PDF viewer to see what it holds.',
    { field: 'text', code: PDF_EMPTY_CODE, words: detailWords('error_pdfEmpty') },
  );

/** Text in fonts that carry no map from their glyphs to characters. */
export const unmappedFonts = (): AppError =>
  appError(
    'invalid-input',
    'This PDF’s fonts carry no readable text: the letters you see are shapes with no ' +
      'characters behind them, so the text cannot be read. Copying it from a viewer gives ' +
      'the same. A program that recognises text (OCR) can read its pages.',
    { field: 'text', code: PDF_UNMAPPED_FONTS_CODE, words: detailWords('error_pdfUnmappedFonts') },
  );

/** An XFA form: its pages are made by Adobe's form engine; the file shows only a fallback page. */
export const xfaForm = (): AppError =>
  appError(
    'invalid-input',
    'This PDF is an XFA form: its content is made by Adobe’s form software, and the file ' +
      'itself holds only a “Please wait…” page. Open it in Adobe Acrobat Reader and save or ' +
      'copy its text, then check that.',
    { field: 'text', code: PDF_XFA_CODE, words: detailWords('error_pdfXfa') },
  );

export const passwordProtected = (): AppError =>
  appError(
    'invalid-input',
    'This PDF is protected by a password, so its text cannot be read. Open it, save a copy ' +
      'without the password (or copy its text), then check that.',
    { field: 'text', code: PDF_PASSWORD_CODE, words: detailWords('error_pdfPassword') },
  );

export const notReadablePdf = (): AppError =>
  appError('invalid-input', 'This file is not a PDF that can be read.', {
    field: 'text',
    words: detailWords('error_pdfNotReadable'),
  });
