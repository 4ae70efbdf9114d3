/**
 * Payloads the service posts to the caller's webhook addresses, which reach the extension through
 * the relay. Where public sources disagree, every documented form is accepted: newResult `score`
 * as a number or `{aggregatedScore}`, error `code` as number or string, export `tasks` as a list
 * (one SDK models a single object).
 */
import * as v from 'valibot';
import { ImageDetectionResultSchema } from './endpoints/image-detection-result.ts';
import { ScannedDocumentSchema } from './endpoints/common-schemas.ts';
import { VideoResultWebhookSchema as VideoResultSchema } from './endpoints/video-detection-result.ts';

const payload = v.optional(v.nullable(v.string()));

export const AlertSchema = v.looseObject({
  category: v.number(),
  code: v.optional(v.string()),
  title: v.optional(v.string()),
  message: v.optional(v.string()),
  helpLink: v.optional(v.nullable(v.string())),
  severity: v.optional(v.number()),
  /** JSON text; for `suspected-ai-text` it holds an AI text result. */
  additionalData: v.optional(v.nullable(v.string())),
});

const ResultItemSchema = v.looseObject({
  id: v.string(),
  title: v.optional(v.nullable(v.string())),
  introduction: v.optional(v.nullable(v.string())),
  matchedWords: v.optional(v.number()),
  url: v.optional(v.nullable(v.string())),
  /** Labels such as AI Source Match; their field names are not published, so read loosely. */
  tags: v.optional(
    v.nullable(
      v.array(
        v.looseObject({
          code: v.optional(v.nullable(v.string())),
          title: v.optional(v.nullable(v.string())),
          description: v.optional(v.nullable(v.string())),
        }),
      ),
    ),
  ),
});

const resultList = v.optional(v.array(ResultItemSchema), []);

export const CompletedWebhookSchema = v.looseObject({
  status: v.optional(v.literal(0)),
  developerPayload: payload,
  scannedDocument: ScannedDocumentSchema,
  results: v.looseObject({
    internet: resultList,
    database: resultList,
    batch: resultList,
    repositories: resultList,
    score: v.looseObject({
      aggregatedScore: v.number(),
      identicalWords: v.optional(v.number()),
      minorChangedWords: v.optional(v.number()),
      relatedMeaningWords: v.optional(v.number()),
    }),
  }),
  notifications: v.optional(v.looseObject({ alerts: v.optional(v.array(AlertSchema), []) })),
});

export const ErrorWebhookSchema = v.looseObject({
  status: v.literal(1),
  developerPayload: payload,
  error: v.looseObject({
    code: v.union([v.number(), v.string()]),
    message: v.optional(v.string()),
    type: v.optional(v.string()),
    id: v.optional(v.string()),
  }),
});

export const CreditsCheckedWebhookSchema = v.looseObject({
  status: v.literal(2),
  developerPayload: payload,
  credits: v.number(),
  scannedDocument: v.optional(ScannedDocumentSchema),
});

export const IndexedWebhookSchema = v.looseObject({
  status: v.literal(3),
  developerPayload: payload,
});

export type CompletedWebhook = v.InferOutput<typeof CompletedWebhookSchema>;
export type ErrorWebhook = v.InferOutput<typeof ErrorWebhookSchema>;
export type CreditsCheckedWebhook = v.InferOutput<typeof CreditsCheckedWebhookSchema>;
export type IndexedWebhook = v.InferOutput<typeof IndexedWebhookSchema>;

export type StatusWebhook =
  | { event: 'completed'; payload: CompletedWebhook }
  | { event: 'error'; payload: ErrorWebhook }
  | { event: 'creditsChecked'; payload: CreditsCheckedWebhook }
  | { event: 'indexed'; payload: IndexedWebhook };

/** Reads a status webhook; `event` is the `{STATUS}` segment of the address it arrived on. */
export function parseStatusWebhook(
  event: string,
  body: unknown,
): StatusWebhook | { event: 'invalid'; reason: string } {
  const fail = (
    issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
  ): { event: 'invalid'; reason: string } => ({
    event: 'invalid',
    reason: `${v.getDotPath(issues[0]) ?? 'body'}: ${issues[0].message}`,
  });
  switch (event) {
    case 'completed': {
      const r = v.safeParse(CompletedWebhookSchema, body);
      return r.success ? { event, payload: r.output } : fail(r.issues);
    }
    case 'error': {
      const r = v.safeParse(ErrorWebhookSchema, body);
      return r.success ? { event, payload: r.output } : fail(r.issues);
    }
    case 'creditsChecked': {
      const r = v.safeParse(CreditsCheckedWebhookSchema, body);
      return r.success ? { event, payload: r.output } : fail(r.issues);
    }
    case 'indexed': {
      const r = v.safeParse(IndexedWebhookSchema, body);
      return r.success ? { event, payload: r.output } : fail(r.issues);
    }
    default:
      return { event: 'invalid', reason: `unknown status event "${event}"` };
  }
}

export const NewResultWebhookSchema = v.looseObject({
  score: v.union([v.number(), v.looseObject({ aggregatedScore: v.number() })]),
  developerPayload: payload,
  internet: resultList,
  database: resultList,
  batch: resultList,
  repositories: resultList,
});

export type NewResultWebhook = v.InferOutput<typeof NewResultWebhookSchema>;

/** The aggregate score whichever form the webhook used. */
export function newResultScore(webhook: NewResultWebhook): number {
  return typeof webhook.score === 'number' ? webhook.score : webhook.score.aggregatedScore;
}

const ExportTaskSchema = v.looseObject({
  endpoint: v.string(),
  isHealthy: v.boolean(),
  httpStatusCode: v.optional(v.nullable(v.number())),
});

export const ExportCompletedWebhookSchema = v.looseObject({
  completed: v.boolean(),
  developerPayload: payload,
  tasks: v.pipe(
    v.union([v.array(ExportTaskSchema), ExportTaskSchema]),
    v.transform((tasks) => (Array.isArray(tasks) ? tasks : [tasks])),
  ),
});

/** Asynchronous image detection reports with the synchronous result's shape. */
export const ImageResultWebhookSchema = ImageDetectionResultSchema;

/** AI video detection's result, or its failure body (read it with readVideoFindings). */
export const VideoResultWebhookSchema = VideoResultSchema;
