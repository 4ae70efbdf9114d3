import * as v from 'valibot';
import type { ApiClient } from '../../api/index.ts';
import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { ModerationResultSchema, type ModerationResult } from '../../api/endpoints/moderation.ts';
import {
  TextDetectionResultSchema,
  type TextDetectionResult,
} from '../../api/endpoints/text-detection.ts';
import type { CheckRecord, TextCheckKind } from '../../shared/checks/check-record.ts';
import { textParts } from '../../shared/checks/text-limits.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { countWords, mergeAiResults } from '../../shared/text/merge-ai-results.ts';
import { mergeModerationResults } from '../../shared/text/merge-moderation-results.ts';
import type { TextPart } from '../../shared/text/split-text.ts';
import { TextCheckSettingsSchema, type TextCheckSettings } from './text-check-settings.ts';

export interface TextCheckDeps {
  client: ApiClient;
  /** Saves the results of the parts done so far, so a restarted worker goes on from there. */
  saveParts: (total: number, results: unknown[]) => Promise<void>;
  signal?: AbortSignal;
}

export interface TextCheckOutcome {
  result: TextDetectionResult | ModerationResult;
  credits: number | undefined;
}

/** Scan id of one part: the check's own id when the text goes in one piece. */
export function partScanId(checkId: string, index: number, total: number): string {
  return total === 1 ? checkId : `${checkId}-p${index + 1}`;
}

/**
 * Runs an AI-detection or moderation check, one part after another (the rate limits count
 * requests, and the first refusal should stop the rest), then merges the parts' results.
 */
export async function runTextCheck(
  record: CheckRecord,
  deps: TextCheckDeps,
): Promise<Result<TextCheckOutcome>> {
  const kind = record.kind;
  if (kind !== 'ai-text' && kind !== 'moderation') {
    return err(appError('internal', `Not a text check: ${kind}.`));
  }
  const settings = v.safeParse(TextCheckSettingsSchema, record.settings);
  if (!settings.success) return err(appError('internal', 'The check has unreadable settings.'));
  const parts = textParts(kind, record.input);
  const done = restoredParts(kind, record, parts.length);

  for (let index = done.length; index < parts.length; index++) {
    const part = parts[index] as TextPart;
    const scanId = partScanId(record.id, index, parts.length);
    const answer = await checkPart(kind, scanId, part.text, settings.output, deps);
    if (!answer.ok) return answer;
    done.push(answer.value);
    if (parts.length > 1) await deps.saveParts(parts.length, done);
  }

  const result =
    kind === 'ai-text'
      ? mergeAiResults(
          parts.map((part, i) => ({
            start: part.start,
            length: part.text.length,
            wordOffset: countWords(record.input.slice(0, part.start)),
            result: done[i] as TextDetectionResult,
          })),
        )
      : mergeModerationResults(
          parts.map((part, i) => ({ start: part.start, result: done[i] as ModerationResult })),
        );
  return ok({ result, credits: creditsCharged(result.scannedDocument) });
}

function checkPart(
  kind: TextCheckKind,
  scanId: string,
  text: string,
  settings: TextCheckSettings,
  deps: TextCheckDeps,
): Promise<Result<TextDetectionResult | ModerationResult>> {
  const call = { signal: deps.signal };
  if (kind === 'ai-text') {
    return deps.client.detectAiText(
      scanId,
      {
        text,
        sandbox: settings.sandbox,
        sensitivity: settings.sensitivity,
        ...(settings.language ? { language: settings.language } : {}),
      },
      call,
    );
  }
  return deps.client.moderateText(
    scanId,
    {
      text,
      sandbox: settings.sandbox,
      labels: (settings.labels ?? []).map((id) => ({ id })),
    },
    call,
  );
}

/** Results of parts finished before a restart; dropped if the split no longer matches. */
function restoredParts(
  kind: TextCheckKind,
  record: CheckRecord,
  total: number,
): (TextDetectionResult | ModerationResult)[] {
  if (!record.parts || record.parts.total !== total) return [];
  const schema = kind === 'ai-text' ? TextDetectionResultSchema : ModerationResultSchema;
  const restored: (TextDetectionResult | ModerationResult)[] = [];
  for (const raw of record.parts.results) {
    const parsed = v.safeParse(schema, raw);
    if (!parsed.success) return [];
    restored.push(parsed.output);
  }
  return restored;
}
