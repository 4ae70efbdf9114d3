/** The ten moderation labels, and what text moderation answers: labelled character spans. */
import * as v from 'valibot';
import { ScannedDocumentSchema } from './common-schemas.ts';

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
