/** 3. AI text detection: POST {base_url}/v2/writer-detector/{scanId}/check (synchronous). */
import * as v from 'valibot';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import {
  AiTextLanguageSchema,
  optionalLanguage,
  AiTextSchema,
  integerBetween,
} from '../validation/text.ts';
import { RangesSchema, ScannedDocumentSchema } from './common-schemas.ts';

export const TextDetectionRequestSchema = v.object({
  text: AiTextSchema,
  sandbox: v.optional(v.boolean('sandbox must be true or false.')),
  language: optionalLanguage(AiTextLanguageSchema),
  /** Adds the AI-logic breakdown (`explain`) to the result. */
  explain: v.optional(v.boolean('explain must be true or false.')),
  /** 1 unedited LLM text, 2 lightly edited (default), 3 heavily modified. */
  sensitivity: v.optional(integerBetween('AI detection sensitivity', 1, 3)),
});

export type TextDetectionRequest = v.InferInput<typeof TextDetectionRequestSchema>;

/** Values of `results[].classification`. */
export const CLASSIFICATION = { human: 1, ai: 2 } as const;

const TextPositionsSchema = v.looseObject({
  chars: RangesSchema,
  words: v.optional(RangesSchema),
});

export const TextMatchSchema = v.looseObject({
  text: TextPositionsSchema,
  html: v.optional(v.looseObject({})),
});

export const TextSectionSchema = v.looseObject({
  classification: v.number(),
  /** Deprecated by the service; kept when sent. */
  probability: v.optional(v.number()),
  matches: v.optional(v.array(TextMatchSchema), []),
});

/** The AI-logic block added when `explain` is true; statistics arrays are one entry per pattern. */
export const ExplainSchema = v.looseObject({
  patterns: v.looseObject({
    statistics: v.looseObject({
      aiCount: v.array(v.number()),
      humanCount: v.array(v.number()),
      proportion: v.array(v.number()),
      /** 1 AI, 2 humanizer. */
      source: v.optional(v.array(v.number())),
    }),
    text: TextPositionsSchema,
  }),
});

export const TextDetectionResultSchema = v.looseObject({
  modelVersion: v.optional(v.string()),
  results: v.array(TextSectionSchema),
  summary: v.looseObject({ human: v.number(), ai: v.number() }),
  scannedDocument: v.optional(ScannedDocumentSchema),
  explain: v.optional(ExplainSchema),
});

export type TextDetectionResult = v.InferOutput<typeof TextDetectionResultSchema>;
export type TextSection = v.InferOutput<typeof TextSectionSchema>;

export function textDetectionOperation(
  scanId: string,
  body: v.InferOutput<typeof TextDetectionRequestSchema>,
): Operation<TextDetectionResult> {
  return {
    request: {
      base: 'api',
      method: 'POST',
      path: `/v2/writer-detector/${segment(scanId)}/check`,
      body: { type: 'json', value: body },
    },
    auth: true,
    retry: 'spends-credits',
    parse: (response) => parseResponse(TextDetectionResultSchema, response, 'AI text result'),
  };
}
