import { appError, err, type Result } from '../../core/errors.ts';
import type { CheckedImage } from '../../shared/checks/check-record.ts';
import type { RunDeps } from '../engine/runner-registry.ts';

/** The prepared file of an image check, as every image endpoint takes it. */
export interface KeptImageUpload {
  bytes: Uint8Array;
  filename: string;
  mime: string;
  width: number;
  height: number;
  sandbox: boolean;
}

/**
 * Sends the file an image check keeps in history until it is answered, with `send` (one
 * endpoint's call), and forgets the file once answered. Refused when the file is gone (history
 * cleared while the check waited).
 */
export async function sendKeptImage<T>(
  record: { id: string; image?: CheckedImage | undefined; settings: { sandbox: boolean } },
  deps: RunDeps,
  send: (upload: KeptImageUpload) => Promise<Result<T>>,
): Promise<Result<T>> {
  const input = await deps.history.getInput(record.id);
  if (!input || !record.image) {
    return err(appError('not-found', 'The image of this check is no longer kept; check it again.'));
  }
  const answer = await send({
    bytes: input.bytes,
    filename: input.filename,
    mime: input.mime,
    width: record.image.sentWidth,
    height: record.image.sentHeight,
    sandbox: record.settings.sandbox,
  });
  if (answer.ok) await deps.history.deleteInput(record.id);
  return answer;
}
