import { appError, err, ok, type Result } from '../../core/errors.ts';
import type { CheckedImage } from '../../shared/checks/check-record.ts';
import type { CheckKind, CheckOf } from '../../shared/checks/check-record.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../engine/runner-registry.ts';

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

type KeptImageKind = Extract<CheckKind, 'ai-image' | 'object-detection' | 'image-plagiarism'>;
type ResultOf<K extends KeptImageKind> = CheckAnswer<K>['result'];

/**
 * Registers the runner of a check that sends its kept image: `send` is the kind's call, `credits`
 * where its answer says what it cost.
 */
export function registerKeptImageRunner<K extends KeptImageKind>(
  kind: K,
  send: (
    record: CheckOf<K>,
    upload: KeptImageUpload,
    deps: RunDeps,
  ) => Promise<Result<ResultOf<K>>>,
  credits: (result: ResultOf<K>) => number | undefined,
): void {
  registerCheckRunner(kind, async (record, deps) => {
    const answer = await sendKeptImage(record, deps, (upload) => send(record, upload, deps));
    if (!answer.ok) return answer;
    return ok({ kind, result: answer.value, credits: credits(answer.value) });
  });
}
