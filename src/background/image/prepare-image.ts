/**
 * An image made to fit an endpoint before it is sent (decoded, turned upright, scaled down or
 * converted, or refused with its reason: src/offscreen/image/prepare-image.ts), in the hidden
 * page: a canvas is at hand there, and this code need not be evaluated at every wake of the
 * worker. Nothing is sent to the service either way.
 */
import { fromBase64, toBase64 } from '../../core/base64.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { ImageFile } from '../../shared/image/decoded-image.ts';
import type { PreparedImageReply } from '../../shared/messages/offscreen.ts';
import { askHiddenPage } from '../../platform/offscreen.ts';
import { withHiddenPage } from '../sources/hidden-page.ts';

export type PreparedImage = Omit<PreparedImageReply, 'base64'> & {
  bytes: Uint8Array<ArrayBuffer>;
};

/** A data: address names no file, and may be megabytes long. */
const naming = (src: string): string => (/^data:/i.test(src) ? 'data:' : src.slice(0, 65_536));

export async function prepareImage(
  file: ImageFile,
  src: string,
  limits: 'ai-image' | 'web-search',
): Promise<Result<PreparedImage>> {
  let reply: Result<PreparedImageReply>;
  try {
    reply = await withHiddenPage(() =>
      askHiddenPage('offscreen/prepare-image', {
        base64: toBase64(file.bytes),
        mime: file.mime,
        src: naming(src),
        limits,
      }),
    );
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return err(appError('internal', `The image could not be prepared: ${why}`));
  }
  if (!reply.ok) return reply;
  const { base64, ...rest } = reply.value;
  const bytes = fromBase64(base64);
  if (!bytes) return err(appError('internal', 'The prepared image came back unreadable.'));
  return ok({ ...rest, bytes });
}
