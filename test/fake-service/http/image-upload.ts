import { badRequest, missingParameter } from '../core/service-error.ts';
import { parseFlag } from '../images/image-rules.ts';
import type { AppContext } from './app-env.ts';

export interface ImageUpload {
  /** The whole form, for each endpoint's own fields. */
  form: FormData;
  bytes: Buffer;
  /** As sent: the docs spell it filename, the official SDKs fileName. */
  filename: unknown;
  sandbox: boolean;
}

/** The multipart body the image endpoints share: the file as `image`, its name, `sandbox`. */
export async function readImageUpload(c: AppContext): Promise<ImageUpload> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('The multipart body cannot be read.');
  }
  const image = form.get('image');
  if (!image || typeof image === 'string') throw missingParameter('image');
  return {
    form,
    bytes: Buffer.from(await image.arrayBuffer()),
    filename: form.get('filename') ?? form.get('fileName') ?? undefined,
    sandbox: parseFlag(form.get('sandbox')),
  };
}
