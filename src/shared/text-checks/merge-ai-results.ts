import { mergeAiExplain, type AiExplainLike, type ExplainedPart } from './merge-ai-explain.ts';
import { sumDefined } from '../text/sum-defined.ts';

/**
 * Joins the AI-detection results of the parts of a text that was too long to check at once, as
 * if the whole text had been checked: offsets shifted to the whole text, shares weighted by length,
 * the AI phrases of every part kept (merge-ai-explain.ts).
 */

interface Ranges {
  starts: number[];
  lengths: number[];
}

/** The parts of an AI text result that merging reads; other fields pass through from part one. */
export interface AiTextResultLike {
  modelVersion?: string | undefined;
  results: {
    classification: number;
    probability?: number | undefined;
    matches: { text: { chars: Ranges; words?: Ranges | undefined } }[];
  }[];
  summary: { human: number; ai: number };
  /** The AI phrases (`explain: true`); a part may lack them (asked before a restart, say). */
  explain?: AiExplainLike | undefined;
  scannedDocument?:
    | {
        totalWords?: number | undefined;
        actualCredits?: number | undefined;
        credits?: number | undefined;
        expectedCredits?: number | undefined;
      }
    | undefined;
}

export interface CheckedPart<R extends AiTextResultLike> {
  /** Offset of the part in the whole text, and its length. */
  start: number;
  length: number;
  /** Words before this part in the whole text, as the service's word offsets count them. */
  wordOffset: number;
  result: R;
}

const shift = (ranges: Ranges, by: number): Ranges => ({
  ...ranges,
  starts: ranges.starts.map((s) => s + by),
  lengths: [...ranges.lengths],
});

export function mergeAiResults<R extends AiTextResultLike>(parts: CheckedPart<R>[]): R {
  const [first] = parts;
  if (!first) throw new RangeError('nothing to merge');
  if (parts.length === 1) return first.result;
  const totalLength = parts.reduce((a, p) => a + p.length, 0);
  const weighted = (pick: (r: R) => number): number =>
    parts.reduce((a, p) => a + pick(p.result) * p.length, 0) / totalLength;

  const results = parts.flatMap((part) =>
    part.result.results.map((section) => ({
      ...section,
      matches: section.matches.map((match) => ({
        ...match,
        text: {
          ...match.text,
          chars: shift(match.text.chars, part.start),
          ...(match.text.words ? { words: shift(match.text.words, part.wordOffset) } : {}),
        },
      })),
    })),
  );
  const documents = parts.map((p) => p.result.scannedDocument);
  const ai = weighted((r) => r.summary.ai);
  const explain = mergeAiExplain(
    parts.flatMap(({ start, wordOffset, result }): ExplainedPart<NonNullable<R['explain']>>[] =>
      result.explain ? [{ start, wordOffset, explain: result.explain }] : [],
    ),
  );
  return {
    // No part with phrases means part one had none either: nothing stale to drop.
    ...first.result,
    ...(explain ? { explain } : {}),
    // Parts may be answered by different model versions during a rollout; show them all.
    modelVersion: [...new Set(parts.map((p) => p.result.modelVersion).filter(Boolean))].join(', '),
    results,
    summary: { ...first.result.summary, ai, human: 1 - ai },
    scannedDocument: {
      ...first.result.scannedDocument,
      totalWords: sumDefined(documents.map((d) => d?.totalWords)),
      actualCredits: sumDefined(documents.map((d) => d?.actualCredits ?? d?.credits)),
      expectedCredits: sumDefined(documents.map((d) => d?.expectedCredits)),
    },
  };
}
