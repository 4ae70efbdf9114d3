/**
 * Plagiarism scans of content the service cannot fetch by address: a file sent as base64
 * (PUT /v3/scans/submit/file/{scanId}) or an image of text read by OCR (…/submit/ocr/{scanId}).
 * Same properties, answer, webhooks, export and resend as a URL scan (service-facts.md §10).
 */
import * as v from 'valibot';
import { base64DecodedLength } from '../../core/base64.ts';
import type { Result } from '../../core/errors.ts';
import type { Operation } from '../operation.ts';
import { validateInput } from '../validation/issues.ts';
import { ScanPropertiesSchema } from './scan-properties.ts';
import { scanSubmitOperation, type UrlScanOutcome } from './url-scan.ts';

/**
 * Largest file the extension sends. The current limit is not published (the service's answer is
 * the truth); older docs said 25 MB, and sending more only to be refused wastes the upload.
 */
export const FILE_SCAN_MAX_BYTES = 25 * 1024 * 1024;

/** Image types the OCR route reads (others are converted to PNG before sending). */
export const OCR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const;

/**
 * Strict base64, checked in linear time: a regular expression with a repeated group overflows the
 * engine's stack on the megabytes of a large file.
 */
function isStrictBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

const Base64FileSchema = v.pipe(
  v.string('base64 must be text.'),
  v.nonEmpty('The file is empty.'),
  v.check(isStrictBase64, 'base64 is not valid base64 (no data: prefix, no line breaks).'),
  v.check(
    (text) => base64DecodedLength(text) <= FILE_SCAN_MAX_BYTES,
    (issue) =>
      `The file is ${size(base64DecodedLength(issue.input))}; the service takes at most ${size(FILE_SCAN_MAX_BYTES)}.`,
  ),
);

/** A size in MB and, since a file just over the limit rounds to it, in bytes too. */
function size(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB (${bytes.toLocaleString('en')} bytes)`;
}

const extensionOf = (name: string): string => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? '';

const FilenameSchema = v.pipe(
  v.string('filename must be text.'),
  v.nonEmpty('filename is required.'),
  v.maxLength(
    255,
    (issue) => `filename can be at most 255 characters; it has ${issue.input.length}.`,
  ),
  v.check(
    (name) => extensionOf(name) !== '',
    'filename needs an extension (.txt, .pdf …): the service takes the type from it.',
  ),
);

export const FileScanRequestSchema = v.object({
  base64: Base64FileSchema,
  filename: FilenameSchema,
  properties: ScanPropertiesSchema,
});

export const OcrScanRequestSchema = v.object({
  base64: Base64FileSchema,
  filename: v.pipe(
    FilenameSchema,
    v.check(
      (name) => (OCR_EXTENSIONS as readonly string[]).includes(extensionOf(name).toLowerCase()),
      `An image for OCR must be one of .${OCR_EXTENSIONS.join(' .')}.`,
    ),
  ),
  /** One of the service's OCR languages (GET /v3/miscellaneous/ocr-languages-list). */
  langCode: v.pipe(
    v.string('langCode must be text.'),
    v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, 'langCode must be a language code such as en or zh-CN.'),
  ),
  properties: ScanPropertiesSchema,
});

export type FileScanRequest = v.InferInput<typeof FileScanRequestSchema>;
export type OcrScanRequest = v.InferInput<typeof OcrScanRequestSchema>;

export function fileScanOperation(
  scanId: string,
  request: FileScanRequest,
): Result<Operation<UrlScanOutcome>> {
  const body = validateInput(FileScanRequestSchema, request);
  return body.ok ? { ok: true, value: scanSubmitOperation('file', scanId, body.value) } : body;
}

export function ocrScanOperation(
  scanId: string,
  request: OcrScanRequest,
): Result<Operation<UrlScanOutcome>> {
  const body = validateInput(OcrScanRequestSchema, request);
  return body.ok ? { ok: true, value: scanSubmitOperation('ocr', scanId, body.value) } : body;
}
