/** What AI text detection answers: sections classified human or AI, and the share of each. */
import * as v from 'valibot';
import { RangesSchema, ScannedDocumentSchema } from './common-schemas.ts';

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
