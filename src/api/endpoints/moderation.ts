/** 9. Text moderation: POST {base_url}/v1/text-moderation/{scanId}/check. */
import * as v from 'valibot';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import {
  ModerationLanguageSchema,
  optionalLanguage,
  ModerationTextSchema,
} from '../validation/text.ts';
import { ScannedDocumentSchema } from './common-schemas.ts';

export const MODERATION_LABELS = [
  'toxic-v1',
  'profanity-v1',
  'hate-speech-v1',
  'harassment-v1',
  'self-harm-v1',
  'adult-v1',
  'violent-v1',
  'drugs-v1',
  'firearms-v1',
  'cybersecurity-v1',
] as const;

export type ModerationLabelId = (typeof MODERATION_LABELS)[number];

export const ModerationRequestSchema = v.object({
  text: ModerationTextSchema,
  sandbox: v.optional(v.boolean('sandbox must be true or false.')),
  language: optionalLanguage(ModerationLanguageSchema),
  labels: v.pipe(
    v.array(
      v.object({
        id: v.picklist(
          MODERATION_LABELS,
          (issue) =>
            `Unknown moderation label ${String(issue.input)}; use one of ${MODERATION_LABELS.join(', ')}.`,
        ),
      }),
      'labels must be a list of { id } objects.',
    ),
    v.minLength(1, 'Choose at least one moderation label.'),
    v.check(
      (labels) => new Set(labels.map((label) => label.id)).size === labels.length,
      'Each moderation label may be chosen once.',
    ),
  ),
});

export type ModerationRequest = v.InferInput<typeof ModerationRequestSchema>;

export const ModerationResultSchema = v.looseObject({
  modelVersion: v.optional(v.string()),
  moderations: v.looseObject({
    text: v.looseObject({
      chars: v.pipe(
        v.looseObject({
          /** Indexes into `legend`, not label ids. */
          labels: v.array(v.number()),
          starts: v.array(v.number()),
          lengths: v.array(v.number()),
        }),
        v.check(
          (c) => c.labels.length === c.starts.length && c.starts.length === c.lengths.length,
          'labels, starts and lengths differ in length',
        ),
      ),
    }),
  }),
  /** Missing from one docs example; present in the guide and every SDK. */
  legend: v.optional(v.array(v.looseObject({ index: v.number(), id: v.string() })), []),
  scannedDocument: v.optional(ScannedDocumentSchema),
});

export type ModerationResult = v.InferOutput<typeof ModerationResultSchema>;

export interface ModerationSpan {
  /** Label id via the legend; undefined when the legend does not list the index. */
  label: string | undefined;
  start: number;
  length: number;
}

/** Resolves label indexes through the legend (their order does not follow the request). */
export function moderationSpans(result: ModerationResult): ModerationSpan[] {
  const { labels, starts, lengths } = result.moderations.text.chars;
  const byIndex = new Map(result.legend.map((entry) => [entry.index, entry.id]));
  return labels.map((index, i) => ({
    label: byIndex.get(index),
    start: starts[i] ?? 0,
    length: lengths[i] ?? 0,
  }));
}

export function moderationOperation(
  scanId: string,
  body: v.InferOutput<typeof ModerationRequestSchema>,
): Operation<ModerationResult> {
  return {
    request: {
      base: 'api',
      method: 'POST',
      path: `/v1/text-moderation/${segment(scanId)}/check`,
      body: { type: 'json', value: body },
    },
    auth: true,
    retry: 'spends-credits',
    parse: (response) => parseResponse(ModerationResultSchema, response, 'moderation result'),
  };
}
