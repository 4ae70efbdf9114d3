import * as v from 'valibot';

const HeaderPairs = v.array(v.tuple([v.string(), v.string()]));

/** Delivery verbs; case does not matter. */
const Verb = v.pipe(
  v.string(),
  v.transform((verb) => verb.toUpperCase()),
  v.picklist(['POST', 'PUT', 'PATCH']),
);

const Target = v.looseObject({
  verb: Verb,
  endpoint: v.pipe(v.string(), v.url()),
  headers: v.optional(HeaderPairs),
});

/**
 * Which fields are required is not published; the official SDK models make
 * completionWebhook and crawledVersion mandatory, so this does too.
 */
export const ExportBody = v.looseObject({
  completionWebhook: v.pipe(v.string(), v.url()),
  completionWebhookHeaders: v.optional(HeaderPairs),
  maxRetries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16)), 3),
  developerPayload: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(512)))),
  results: v.optional(
    v.array(v.looseObject({ id: v.pipe(v.string(), v.nonEmpty()), ...Target.entries })),
    [],
  ),
  pdfReport: v.optional(Target),
  crawledVersion: Target,
});

export type ExportBody = v.InferOutput<typeof ExportBody>;
