/**
 * 2. Submit a URL for scanning: PUT {base_url}/v3/scans/submit/url/{scanId}.
 * The PUT is idempotent per scan id: a repeat after a dropped connection reuses the id, and a
 * 409 on that repeat means the first attempt got through, reported as `already-submitted`.
 */
import * as v from 'valibot';
import { ok, type Result } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { submitOnceOperation } from './operation-shapes.ts';
import { parseResponse } from '../parse-response.ts';
import { validateInput } from '../validation/issues.ts';
import { HeaderPairsSchema, HttpUrlSchema, ScannedDocumentSchema } from './common-schemas.ts';
import { ScanPropertiesSchema } from './scan-properties.ts';

export const UrlScanRequestSchema = v.object({
  url: HttpUrlSchema,
  /** HTTP method the service uses to fetch the url. */
  verb: v.optional(v.picklist(['GET', 'POST', 'PUT'], 'verb must be GET, POST or PUT.')),
  /** When given, the service attaches none of its own headers; use Set-Cookie for cookies. */
  headers: v.optional(HeaderPairsSchema),
  properties: ScanPropertiesSchema,
  /** Reference validation; its placement in the body is not documented. */
  references: v.optional(v.object({ validate: v.optional(v.boolean()) })),
});

export type UrlScanRequest = v.InferInput<typeof UrlScanRequestSchema>;
export type UrlScanBody = v.InferOutput<typeof UrlScanRequestSchema>;

export const ScanSubmissionResultSchema = v.looseObject({
  scannedDocument: v.optional(ScannedDocumentSchema),
  results: v.optional(
    v.looseObject({
      score: v.optional(
        v.looseObject({
          aggregatedScore: v.optional(v.number()),
          identicalWords: v.optional(v.number()),
          minorChangedWords: v.optional(v.number()),
          relatedMeaningWords: v.optional(v.number()),
        }),
      ),
    }),
  ),
  status: v.optional(v.number()),
  developerPayload: v.optional(v.nullable(v.string())),
});

export type ScanSubmissionResult = v.InferOutput<typeof ScanSubmissionResultSchema>;

export type UrlScanOutcome =
  | { status: 'created'; scanId: string; result: ScanSubmissionResult | undefined }
  | { status: 'already-submitted'; scanId: string };

/** Validates and normalises the body; undefined properties are dropped by JSON.stringify. */
export function buildUrlScanBody(input: UrlScanRequest): Result<UrlScanBody> {
  return validateInput(UrlScanRequestSchema, input);
}

export function urlScanOperation(scanId: string, body: UrlScanBody): Operation<UrlScanOutcome> {
  return scanSubmitOperation('url', scanId, body);
}

/**
 * The three ways to submit a plagiarism scan (an address, a file, an image of text for OCR) share
 * their answer and their idempotence: only the path and the body differ.
 */
export function scanSubmitOperation(
  route: 'url' | 'file' | 'ocr',
  scanId: string,
  body: object,
): Operation<UrlScanOutcome> {
  return submitOnceOperation<UrlScanOutcome>(
    {
      base: 'api',
      method: 'PUT',
      path: `/v3/scans/submit/${route}/${segment(scanId)}`,
      body: { type: 'json', value: body },
    },
    (response) => {
      // The creation answer is informative only; an empty 201 still means created.
      if (response.body === undefined || response.body === '') {
        return ok({ status: 'created', scanId, result: undefined });
      }
      const parsed = parseResponse(ScanSubmissionResultSchema, response, 'scan submission result');
      return parsed.ok ? ok({ status: 'created', scanId, result: parsed.value }) : parsed;
    },
    () => ok({ status: 'already-submitted', scanId }),
  );
}
