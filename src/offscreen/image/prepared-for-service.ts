/**
 * The hidden page's side of fitting an image to an endpoint (the worker's prepare-image.ts asks):
 * the AI and object endpoints' limits or the web search's, the bytes sent back as base64.
 */
import { toBase64 } from '../../core/base64.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { ImageFile } from '../../shared/image/decoded-image.ts';
import type { PreparedImageReply } from '../../shared/messages/offscreen.ts';
import { prepareImage } from './prepare-image.ts';
import { prepareWebSearchImage } from './prepare-web-search-image.ts';

export async function preparedForService(
  file: ImageFile,
  src: string,
  limits: 'ai-image' | 'web-search',
): Promise<Result<PreparedImageReply>> {
  const prepared = await (limits === 'web-search' ? prepareWebSearchImage : prepareImage)(
    file,
    src,
  );
  if (!prepared.ok) return prepared;
  const { bytes, ...rest } = prepared.value;
  return ok({ ...rest, base64: toBase64(bytes) });
}
