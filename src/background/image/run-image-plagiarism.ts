import { ok, type Result } from '../../core/errors.ts';
import type { ImagePlagiarismCheck } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../engine/runner-registry.ts';
import { sendKeptImage } from './send-kept-image.ts';

/** Sends the prepared image of a web search ("where else is this image on the web"). */
export async function runImagePlagiarism(
  record: ImagePlagiarismCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'image-plagiarism'>>> {
  const answer = await sendKeptImage(record, deps, (upload) =>
    deps.client.findImageOnWeb(record.id, upload, { signal: deps.signal }),
  );
  if (!answer.ok) return answer;
  const { actualCredits, expectedCredits } = answer.value.scannedImage;
  return ok({
    kind: 'image-plagiarism',
    result: answer.value,
    credits: actualCredits ?? expectedCredits,
  });
}

registerCheckRunner('image-plagiarism', runImagePlagiarism);
