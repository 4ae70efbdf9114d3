import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { ObjectDetectionCheck } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../engine/runner-registry.ts';
import { sendKeptImage } from './send-kept-image.ts';

/** Sends the prepared image of an object detection, with the objects' names. */
export async function runObjectDetection(
  record: ObjectDetectionCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'object-detection'>>> {
  const objectDetection = record.settings.objects.map((object) => ({ object }));
  const answer = await sendKeptImage(record, deps, (upload) =>
    deps.client.detectObjects(record.id, { ...upload, objectDetection }, { signal: deps.signal }),
  );
  if (!answer.ok) return answer;
  return ok({
    kind: 'object-detection',
    result: answer.value,
    credits: creditsCharged(answer.value.scannedImage),
  });
}

registerCheckRunner('object-detection', runObjectDetection);
