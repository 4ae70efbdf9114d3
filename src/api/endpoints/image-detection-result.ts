/** What the AI image check answers (synchronously, or in the async webhook's body). */
import * as v from 'valibot';
import { RangesSchema, ScannedDocumentSchema } from './common-schemas.ts';

export const DetectedObjectSchema = v.looseObject({
  object: v.optional(v.string()),
  mask: v.optional(RangesSchema),
});

export const ImageDetectionResultSchema = v.looseObject({
  model: v.optional(v.string()),
  /** Run-length AI mask over the row-major pixel array; may be omitted on request. */
  result: v.optional(RangesSchema),
  summary: v.looseObject({ human: v.number(), ai: v.number() }),
  isAiDetected: v.optional(v.boolean()),
  imageInfo: v.optional(
    v.looseObject({
      shape: v.optional(v.looseObject({ height: v.number(), width: v.number() })),
      metadata: v.optional(
        v.looseObject({
          issuedTime: v.optional(v.string()),
          issuedBy: v.optional(v.string()),
          appOrDeviceUsed: v.optional(v.string()),
          contentSummary: v.optional(v.string()),
        }),
      ),
    }),
  ),
  scannedDocument: v.optional(ScannedDocumentSchema),
  detectedObjects: v.optional(v.array(DetectedObjectSchema)),
});

export type ImageDetectionResult = v.InferOutput<typeof ImageDetectionResultSchema>;
