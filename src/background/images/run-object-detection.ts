import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { ObjectDetectionCheck } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../checks/check-runners.ts';
import { missingImageInput } from './missing-image-input.ts';

/** Sends the prepared image of an object detection (kept in history until done). */
export async function runObjectDetection(
  record: ObjectDetectionCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'object-detection'>>> {
  const input = await deps.history.getInput(record.id);
  if (!input || !record.image) return missingImageInput();
  const answer = await deps.client.detectObjects(
    record.id,
    {
      bytes: input.bytes,
      filename: input.filename,
      mime: input.mime,
      width: record.image.sentWidth,
      height: record.image.sentHeight,
      sandbox: record.settings.sandbox,
      objectDetection: record.settings.objects.map((object) => ({ object })),
    },
    { signal: deps.signal },
  );
  if (!answer.ok) return answer;
  await deps.history.deleteInput(record.id);
  return ok({
    kind: 'object-detection',
    result: answer.value,
    credits: creditsCharged(answer.value.scannedImage),
  });
}

registerCheckRunner('object-detection', runObjectDetection);
