import { badRequest, missingParameter } from '../core/service-error.ts';
import { OCR_LANGUAGES } from '../routes/ocr-languages.ts';
import {
  bodyRecord,
  isAbsent,
  parseProperties,
  requireProperties,
  type Submission,
} from '../scans/submit-fields.ts';
import { decodeBase64File } from './base64-file.ts';
import { checkFileName } from './file-name.ts';
import { OCR_EXTENSIONS, TEXTUAL_EXTENSIONS } from './file-types.ts';
import { checkImageKind } from './image-kind.ts';
import { readTextualFile } from './textual-file.ts';

/** Every missing field is named before any value is judged, as for submit/url. */
function requireFileFields(record: Record<string, unknown>, extra: string[] = []): void {
  if (isAbsent(record.base64)) throw missingParameter('base64');
  for (const name of ['filename', ...extra]) {
    if (isAbsent(record[name]) || record[name] === '') throw missingParameter(name);
  }
  requireProperties(record);
}

/**
 * The body of submit/file: `{ base64, filename, properties }`. A .txt or .html file must be
 * UTF-8 and is decoded here, so bad bytes get a 400; a PDF is read after the 201.
 */
export function readFileSubmission(raw: unknown): Submission {
  const record = bodyRecord(raw);
  requireFileFields(record);
  const properties = parseProperties(raw);
  const extension = checkFileName(record.filename, TEXTUAL_EXTENSIONS);
  const file = readTextualFile(extension, decodeBase64File(record.base64));
  return { properties, source: { kind: 'file', filename: String(record.filename), file } };
}

function checkLangCode(value: unknown): string {
  if (typeof value !== 'string' || !OCR_LANGUAGES.includes(value)) {
    const message =
      'langCode is not one of the OCR languages (/v3/miscellaneous/ocr-languages-list).';
    throw badRequest(message, [{ param: 'langCode', message: 'Unsupported language.' }]);
  }
  return value;
}

/** The body of submit/ocr: the file body plus `langCode`; the bytes must be the image the name says. */
export function readOcrSubmission(raw: unknown): Submission {
  const record = bodyRecord(raw);
  requireFileFields(record, ['langCode']);
  const properties = parseProperties(raw);
  const extension = checkFileName(record.filename, OCR_EXTENSIONS);
  const langCode = checkLangCode(record.langCode);
  const bytes = decodeBase64File(record.base64);
  const image = checkImageKind(extension, bytes);
  return {
    properties,
    source: { kind: 'ocr', filename: String(record.filename), langCode, image, bytes },
  };
}
