/**
 * Object detection, synchronous: POST {base_url}/v1/object-detection/{scanId}/check as
 * multipart/form-data (`image`, `filename`, `sandbox`, `objectDetection`: a JSON array of 1–3
 * `{ "object": name }`). It segments the named objects; it does not judge AI generation. Image
 * limits are the AI check's. Objects not found are left out of the answer: match by name.
 */
import * as v from 'valibot';
import { ok, type Result } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import { checkImage, type ImageInput } from '../validation/image.ts';
import { validateInput } from '../validation/issues.ts';
import { ObjectDetectionSchema } from './image-detection.ts';
import {
  ObjectDetectionResultSchema,
  type ObjectDetectionResult,
} from './object-detection-result.ts';
import { imageForm } from './image-form.ts';
import { SandboxSchema } from './common-schemas.ts';
import { paidOperation } from './operation-shapes.ts';

const OptionsSchema = v.object({
  sandbox: SandboxSchema,
  objectDetection: ObjectDetectionSchema,
});

export type ObjectDetectionRequest = ImageInput & v.InferInput<typeof OptionsSchema>;

export function objectDetectionOperation(
  scanId: string,
  input: ObjectDetectionRequest,
): Result<Operation<ObjectDetectionResult>> {
  const image = checkImage(input);
  if (!image.ok) return image;
  const options = validateInput(OptionsSchema, {
    sandbox: input.sandbox,
    objectDetection: input.objectDetection,
  });
  if (!options.ok) return options;
  const form = imageForm(image.value, options.value.sandbox, {
    objectDetection: JSON.stringify(options.value.objectDetection),
  });
  return ok(
    paidOperation(
      `/v1/object-detection/${segment(scanId)}/check`,
      { type: 'form', value: form },
      (response) => parseResponse(ObjectDetectionResultSchema, response, 'object detection result'),
    ),
  );
}
