/** What object detection answers: the named objects found, each with its pixel mask. */
import * as v from 'valibot';
import { ScannedDocumentSchema } from './common-schemas.ts';
import { DetectedObjectSchema } from './image-detection-result.ts';

export const ObjectDetectionResultSchema = v.looseObject({
  imageInfo: v.optional(
    v.looseObject({
      shape: v.optional(v.looseObject({ height: v.number(), width: v.number() })),
    }),
  ),
  detectedObjects: v.optional(v.array(DetectedObjectSchema), []),
  /** Its fields are not documented: the AI check's `scannedDocument` ones where present. */
  scannedImage: v.optional(ScannedDocumentSchema),
});

export type ObjectDetectionResult = v.InferOutput<typeof ObjectDetectionResultSchema>;
