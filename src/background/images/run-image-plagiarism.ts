import { ok, type Result } from '../../core/errors.ts';
import type { ImagePlagiarismCheck } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../checks/check-runners.ts';
import { missingImageInput } from './missing-image-input.ts';

/** Sends the prepared image of a web search (kept in history until done) to the service. */
export async function runImagePlagiarism(
  record: ImagePlagiarismCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'image-plagiarism'>>> {
  const input = await deps.history.getInput(record.id);
  if (!input || !record.image) return missingImageInput();
  const answer = await deps.client.findImageOnWeb(
    record.id,
    {
      bytes: input.bytes,
      filename: input.filename,
      width: record.image.sentWidth,
      height: record.image.sentHeight,
      sandbox: record.settings.sandbox,
    },
    { signal: deps.signal },
  );
  if (!answer.ok) return answer;
  await deps.history.deleteInput(record.id);
  const { actualCredits, expectedCredits } = answer.value.scannedImage;
  return ok({
    kind: 'image-plagiarism',
    result: answer.value,
    credits: actualCredits ?? expectedCredits,
  });
}

registerCheckRunner('image-plagiarism', runImagePlagiarism);
