/**
 * Reads the webhook the service sends when an asynchronous AI image detection finishes: the
 * sync result's shape (summary, mask, scannedDocument) plus, with maskType heatmap, a heatmap
 * in a form it does not document (see read-heatmap.ts), or an error. Pure.
 */
import * as v from 'valibot';
import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ImageDetectionResultSchema } from '../../api/endpoints/image-detection-result.ts';
import { appError, type AppError } from '../../core/errors.ts';
import { readHeatmap, type HeatmapFound } from './read-heatmap.ts';

export type HeatmapAnswer =
  | { kind: 'failed'; error: AppError }
  | {
      kind: 'answered';
      found: HeatmapFound;
      summary?: { ai: number; human: number };
      credits?: number;
    };

/** An error body: `{ error: { code, message } }`, `{ error: "…" }` or `{ message }` alone. */
const ErrorBodySchema = v.union([
  v.looseObject({
    error: v.looseObject({
      code: v.optional(v.union([v.number(), v.string()])),
      message: v.optional(v.string()),
    }),
  }),
  v.looseObject({ error: v.string() }),
]);

const CREDIT_WORDS = /credit/i;

function failure(payload: unknown): AppError | undefined {
  const parsed = v.safeParse(ErrorBodySchema, payload);
  if (!parsed.success) return undefined;
  const { error } = parsed.output;
  const message =
    typeof error === 'string'
      ? error
      : (error.message ?? `The service could not make the heatmap (error ${String(error.code)}).`);
  const code = typeof error === 'string' ? undefined : error.code;
  const kind = CREDIT_WORDS.test(message) ? 'credits' : 'service';
  return appError(kind, `The service could not make the heatmap: ${message}`, {
    ...(code === undefined ? {} : { code: String(code) }),
  });
}

export function readHeatmapAnswer(payload: unknown): HeatmapAnswer {
  const result = v.safeParse(ImageDetectionResultSchema, payload);
  if (!result.success) {
    const error = failure(payload);
    if (error) return { kind: 'failed', error };
  }
  const found = readHeatmap(payload);
  if (!found.ok) return { kind: 'failed', error: found.error };
  if (!result.success) {
    // No verdict, but a heatmap: still worth showing.
    if (found.value.kind !== 'absent') return { kind: 'answered', found: found.value };
    return {
      kind: 'failed',
      error: appError('service', 'The service answered with neither a result nor a heatmap.'),
    };
  }
  const credits = creditsCharged(result.output.scannedDocument);
  return {
    kind: 'answered',
    found: found.value,
    summary: { ai: result.output.summary.ai, human: result.output.summary.human },
    ...(credits === undefined ? {} : { credits }),
  };
}
