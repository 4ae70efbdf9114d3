/**
 * 6. Export a finished scan: POST {base_url}/v3/downloads/{scanId}/export/{exportId}; 204 means
 * started. The export id is the caller's, so a repeat after a dropped connection is refused with
 * 409 rather than run twice; that 409 is reported as `already-started`.
 */
import * as v from 'valibot';
import { ok } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { submitOnceOperation } from './operation-shapes.ts';
import { HeaderPairsSchema, HttpUrlSchema } from './common-schemas.ts';

const DeliverySchema = v.object({
  verb: v.pipe(v.string('verb must be text, e.g. POST.'), v.minLength(1, 'verb is empty.')),
  endpoint: HttpUrlSchema,
  headers: v.optional(HeaderPairsSchema),
});

/**
 * Required fields are not published; the official SDK models require the completion webhook
 * and the crawled-version delivery, so they are required here too.
 */
export const ExportRequestSchema = v.object({
  results: v.optional(
    v.array(
      v.object({
        id: v.pipe(v.string('result id must be text.'), v.minLength(1, 'A result id is empty.')),
        ...DeliverySchema.entries,
      }),
      'results must be a list.',
    ),
  ),
  pdfReport: v.optional(DeliverySchema),
  crawledVersion: DeliverySchema,
  aiDetection: v.optional(DeliverySchema),
  writingFeedback: v.optional(DeliverySchema),
  completionWebhook: HttpUrlSchema,
  completionWebhookHeaders: v.optional(HeaderPairsSchema),
  maxRetries: v.optional(
    v.pipe(
      v.number(),
      v.integer('maxRetries must be a whole number.'),
      v.minValue(0, 'maxRetries cannot be negative.'),
    ),
  ),
  developerPayload: v.optional(
    v.pipe(v.string(), v.maxLength(512, 'developerPayload can be at most 512 characters.')),
  ),
});

export type ExportRequest = v.InferInput<typeof ExportRequestSchema>;

export type ExportOutcome =
  { status: 'started'; exportId: string } | { status: 'already-started'; exportId: string };

export function exportOperation(
  scanId: string,
  exportId: string,
  body: v.InferOutput<typeof ExportRequestSchema>,
): Operation<ExportOutcome> {
  return submitOnceOperation<ExportOutcome>(
    {
      base: 'api',
      method: 'POST',
      path: `/v3/downloads/${segment(scanId)}/export/${segment(exportId)}`,
      body: { type: 'json', value: body },
    },
    () => ok({ status: 'started', exportId }),
    () => ok({ status: 'already-started', exportId }),
  );
}
