/**
 * 4. AI image detection, synchronous: POST {base_url}/v1/ai-image-detector/{scanId}/check, as
 * multipart/form-data (recommended) or as JSON with a base64 image.
 * 5. Asynchronous: POST {base_url}/v1/ai-image-detector-async/{scanId}/submit; the result comes
 * by webhook. (One docs page names PUT for it; the spec and the page's own example use POST.)
 */
import * as v from 'valibot';
import { toBase64 } from '../../core/base64.ts';
import { err, ok, type Result } from '../../core/errors.ts';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import { checkFilename, checkImage, type ImageInput } from '../validation/image.ts';
import { validateInput } from '../validation/issues.ts';
import { imageForm } from './image-form.ts';
import { HeaderPairsSchema, HttpUrlSchema, SandboxSchema } from './common-schemas.ts';
import { paidOperation } from './operation-shapes.ts';
import type { RequestBody } from '../http.ts';
import { ImageDetectionResultSchema, type ImageDetectionResult } from './image-detection-result.ts';

export const IMAGE_MODEL = 'ai-image-1-ultra';
export const ASYNC_IMAGE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.tiff',
  '.bmp',
  '.heic',
  '.heif',
];

export const ObjectDetectionSchema = v.pipe(
  v.array(
    v.object({ object: v.pipe(v.string(), v.minLength(1, 'Name the object to locate.')) }),
    'objectDetection must be a list of { object } entries.',
  ),
  v.minLength(1, 'Name at least one object to locate.'),
  v.maxLength(3, 'At most 3 objects can be located at once.'),
);

const ImageOptionsSchema = v.object({
  model: v.optional(v.pipe(v.string(), v.minLength(1)), IMAGE_MODEL),
  sandbox: SandboxSchema,
  objectDetection: v.optional(ObjectDetectionSchema),
  /** multipart is the service's recommended form; base64 JSON is the alternative. */
  encoding: v.optional(v.picklist(['multipart', 'base64']), 'multipart'),
});

export type ImageDetectionRequest = ImageInput & v.InferInput<typeof ImageOptionsSchema>;

/** Validates the image and options, then builds the call. Nothing is sent on invalid input. */
export function imageDetectionOperation(
  scanId: string,
  input: ImageDetectionRequest,
): Result<Operation<ImageDetectionResult>> {
  const image = checkImage(input);
  if (!image.ok) return image;
  const options = validateInput(ImageOptionsSchema, {
    model: input.model,
    sandbox: input.sandbox,
    objectDetection: input.objectDetection,
    encoding: input.encoding,
  });
  if (!options.ok) return options;
  const { model, sandbox, objectDetection, encoding } = options.value;
  const { bytes, filename } = image.value;

  let body: RequestBody;
  if (encoding === 'multipart') {
    const form = imageForm(image.value, sandbox, {
      model,
      ...(objectDetection ? { objectDetection: JSON.stringify(objectDetection) } : {}),
    });
    body = { type: 'form', value: form };
  } else {
    const value = { base64: toBase64(bytes), filename, model, sandbox, objectDetection };
    body = { type: 'json', value };
  }
  // No Accept-Encoding here: fetch asks for gzip itself (browsers forbid setting it).
  return ok(
    paidOperation(`/v1/ai-image-detector/${segment(scanId)}/check`, body, (response) =>
      parseResponse(ImageDetectionResultSchema, response, 'AI image result'),
    ),
  );
}

export const AsyncImageRequestSchema = v.object({
  url: HttpUrlSchema,
  fileName: v.string(),
  model: v.optional(v.pipe(v.string(), v.minLength(1)), IMAGE_MODEL),
  maskType: v.optional(v.literal('heatmap', 'maskType can only be "heatmap".')),
  headers: v.optional(HeaderPairsSchema),
  webhooks: v.object({ url: HttpUrlSchema }, 'webhooks.url is required.'),
  /** Not documented for this endpoint (it is for the sync one); sent only in sandbox mode. */
  sandbox: SandboxSchema,
});

export type AsyncImageRequest = v.InferInput<typeof AsyncImageRequestSchema>;

export interface AsyncImageAccepted {
  accepted: true;
}

export function asyncImageOperation(
  scanId: string,
  input: AsyncImageRequest,
): Result<Operation<AsyncImageAccepted>> {
  const nameError = checkFilename(input.fileName, ASYNC_IMAGE_EXTENSIONS, 'fileName');
  if (nameError) return err(nameError);
  const body = validateInput(AsyncImageRequestSchema, input);
  if (!body.ok) return body;
  return ok(
    paidOperation(
      `/v1/ai-image-detector-async/${segment(scanId)}/submit`,
      { type: 'json', value: body.value },
      () => ok({ accepted: true as const }),
    ),
  );
}
