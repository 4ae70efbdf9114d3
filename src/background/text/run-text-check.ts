import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import type { ModerationResult } from '../../api/endpoints/moderation-result.ts';
import type { TextDetectionResult } from '../../api/endpoints/text-detection-result.ts';
import { ok, type Result } from '../../core/errors.ts';
import type { AiTextCheck, ModerationCheck } from '../../shared/checks/check-record.ts';
import { textParts } from '../../shared/checks/text-limits.ts';
import { mergeAiResults } from '../../shared/text-checks/merge-ai-results.ts';
import { countSpaceRuns } from '../../shared/text/count-words.ts';
import { mergeModerationResults } from './merge-moderation-results.ts';
import type { TextPart } from '../../shared/text-checks/split-text.ts';
import { registerCheckRunner, type CheckAnswer, type RunDeps } from '../engine/runner-registry.ts';

/** Scan id of one part: the check's own id when the text goes in one piece. */
export function partScanId(checkId: string, index: number, total: number): string {
  return total === 1 ? checkId : `${checkId}-p${index + 1}`;
}

/**
 * Checks a text's parts one after another (the rate limits count requests, and the first
 * refusal should stop the rest), going on after the parts a restarted worker had finished.
 */
async function checkInParts<R>(
  record: { id: string; parts?: { total: number; results: R[] } | undefined },
  parts: TextPart[],
  checkPart: (scanId: string, text: string) => Promise<Result<R>>,
  saveParts: (total: number, results: R[]) => Promise<void>,
): Promise<Result<{ part: TextPart; result: R }[]>> {
  // Parts finished before a restart count only if the text still splits the same way.
  const done = record.parts?.total === parts.length ? [...record.parts.results] : [];
  for (const [index, part] of parts.entries()) {
    if (index < done.length) continue;
    const answer = await checkPart(partScanId(record.id, index, parts.length), part.text);
    if (!answer.ok) return answer;
    done.push(answer.value);
    if (parts.length > 1) await saveParts(parts.length, [...done]);
  }
  return ok(
    parts.flatMap((part, i) => {
      const result = done[i];
      return result === undefined ? [] : [{ part, result }];
    }),
  );
}

export async function runAiTextCheck(
  record: AiTextCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'ai-text'>>> {
  const { sandbox, sensitivity, language, explain } = record.settings;
  const parts = textParts('ai-text', record.input);
  const done = await checkInParts<TextDetectionResult>(
    record,
    parts,
    (scanId, text) =>
      deps.client.detectAiText(
        scanId,
        {
          text,
          sandbox,
          sensitivity,
          ...(language ? { language } : {}),
          ...(explain ? { explain: true } : {}),
        },
        { signal: deps.signal },
      ),
    (total, results) =>
      deps.saveProgress((r) => (r.kind === 'ai-text' ? { ...r, parts: { total, results } } : r)),
  );
  if (!done.ok) return done;
  const result = mergeAiResults(
    done.value.map(({ part, result }) => ({
      start: part.start,
      length: part.text.length,
      wordOffset: countSpaceRuns(record.input.slice(0, part.start)),
      result,
    })),
  );
  return ok({ kind: 'ai-text', result, credits: creditsCharged(result.scannedDocument) });
}

export async function runModerationCheck(
  record: ModerationCheck,
  deps: RunDeps,
): Promise<Result<CheckAnswer<'moderation'>>> {
  const { sandbox, labels = [] } = record.settings;
  const parts = textParts('moderation', record.input);
  const done = await checkInParts<ModerationResult>(
    record,
    parts,
    (scanId, text) =>
      deps.client.moderateText(
        scanId,
        { text, sandbox, labels: labels.map((id) => ({ id })) },
        { signal: deps.signal },
      ),
    (total, results) =>
      deps.saveProgress((r) => (r.kind === 'moderation' ? { ...r, parts: { total, results } } : r)),
  );
  if (!done.ok) return done;
  const result = mergeModerationResults(
    done.value.map(({ part, result }) => ({ start: part.start, result })),
  );
  return ok({ kind: 'moderation', result, credits: creditsCharged(result.scannedDocument) });
}

registerCheckRunner('ai-text', runAiTextCheck);
registerCheckRunner('moderation', runModerationCheck);
