import * as v from 'valibot';
import type { ApiClient, ImageDetectionResult } from '../../api/index.ts';
import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { History } from '../history/history-db.ts';

const ImageCheckSettingsSchema = v.object({ sandbox: v.boolean() });

/** Sends the prepared image of a check (kept in history until done) for AI detection. */
export async function runImageCheck(
  record: CheckRecord,
  deps: { client: ApiClient; history: History; signal?: AbortSignal },
): Promise<Result<{ result: ImageDetectionResult; credits: number | undefined }>> {
  const settings = v.safeParse(ImageCheckSettingsSchema, record.settings);
  if (!settings.success) return err(appError('internal', 'The check has unreadable settings.'));
  const input = await deps.history.getInput(record.id);
  if (!input || !record.image) {
    return err(appError('not-found', 'The image of this check is no longer kept; check it again.'));
  }
  const answer = await deps.client.detectAiImage(
    record.id,
    {
      bytes: input.bytes,
      filename: input.filename,
      mime: input.mime,
      width: record.image.sentWidth,
      height: record.image.sentHeight,
      sandbox: settings.output.sandbox,
    },
    { signal: deps.signal },
  );
  if (!answer.ok) return answer;
  await deps.history.deleteInput(record.id);
  return ok({ result: answer.value, credits: creditsCharged(answer.value.scannedDocument) });
}
