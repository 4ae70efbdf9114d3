import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { missingImageInput } from './missing-image-input.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../checks/check-runners.ts';

/** Sends the prepared image of a check (kept in history until done) for AI detection. */
export async function runImageCheck(
  record: ImageCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'ai-image'>>> {
  const input = await deps.history.getInput(record.id);
  if (!input || !record.image) return missingImageInput();
  const answer = await deps.client.detectAiImage(
    record.id,
    {
      bytes: input.bytes,
      filename: input.filename,
      mime: input.mime,
      width: record.image.sentWidth,
      height: record.image.sentHeight,
      sandbox: record.settings.sandbox,
    },
    { signal: deps.signal },
  );
  if (!answer.ok) return answer;
  await deps.history.deleteInput(record.id);
  return ok({
    kind: 'ai-image',
    result: answer.value,
    credits: creditsCharged(answer.value.scannedDocument),
  });
}

registerCheckRunner('ai-image', runImageCheck);
