import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../engine/runner-registry.ts';
import { sendKeptImage } from './send-kept-image.ts';

/** Sends the prepared image of a check for AI detection. */
export async function runImageCheck(
  record: ImageCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'ai-image'>>> {
  const answer = await sendKeptImage(record, deps, (upload) =>
    deps.client.detectAiImage(record.id, upload, { signal: deps.signal }),
  );
  if (!answer.ok) return answer;
  return ok({
    kind: 'ai-image',
    result: answer.value,
    credits: creditsCharged(answer.value.scannedDocument),
  });
}

registerCheckRunner('ai-image', runImageCheck);
