/**
 * Image plagiarism detection, synchronous: POST {base_url}/v1/image-plagiarism-detector/{scanId}/check
 * as multipart/form-data (`image`, `filename`, `sandbox`). The answer lists the image addresses
 * where the picture was found on the web (full copies first), each with the pages showing it.
 */
import * as v from 'valibot';
import { ok, type Result } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import { imageForm } from './image-form.ts';
import { SandboxSchema } from './common-schemas.ts';
import { paidOperation } from './operation-shapes.ts';
import { checkPlagiarismImage, type PlagiarismImageInput } from '../validation/plagiarism-image.ts';
import { validateInput } from '../validation/issues.ts';
import {
  ImagePlagiarismResultSchema,
  type ImagePlagiarismResult,
} from './image-plagiarism-result.ts';

const OptionsSchema = v.object({
  sandbox: SandboxSchema,
});

export type ImagePlagiarismRequest = PlagiarismImageInput & v.InferInput<typeof OptionsSchema>;

/** Validates the image against this endpoint's limits, then builds the call. */
export function imagePlagiarismOperation(
  scanId: string,
  input: ImagePlagiarismRequest,
): Result<Operation<ImagePlagiarismResult>> {
  const image = checkPlagiarismImage(input);
  if (!image.ok) return image;
  const options = validateInput(OptionsSchema, { sandbox: input.sandbox });
  if (!options.ok) return options;
  const form = imageForm(image.value, options.value.sandbox);
  return ok(
    paidOperation(
      `/v1/image-plagiarism-detector/${segment(scanId)}/check`,
      { type: 'form', value: form },
      (response) => parseResponse(ImagePlagiarismResultSchema, response, 'image plagiarism result'),
    ),
  );
}
