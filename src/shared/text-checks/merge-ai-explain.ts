/**
 * Joins the AI phrases (`explain.patterns`) of the parts of a text checked in parts, as if the
 * whole text had been checked: positions shifted like the sections', statistics kept parallel.
 */

interface Ranges {
  starts: number[];
  lengths: number[];
}

/** The parts of `explain` that merging reads; other fields pass through from the first part. */
export interface AiExplainLike {
  patterns: {
    statistics: {
      aiCount: number[];
      humanCount: number[];
      proportion: number[];
      source?: number[] | undefined;
    };
    text: { chars: Ranges; words?: Ranges | undefined };
  };
}

export interface ExplainedPart<E extends AiExplainLike = AiExplainLike> {
  /** Offset of the part in the whole text, and words before it. */
  start: number;
  wordOffset: number;
  explain: E;
}

/** Values of `statistics.source`: a part that sent none speaks of AI writing, not humanizers. */
const SOURCE_AI = 1;

/**
 * How many patterns a part describes whole: an entry missing from any required array would
 * shift every later part's statistics onto the wrong phrase, so the part's extra entries go.
 */
function patternCount({ patterns }: AiExplainLike): number {
  const { statistics: s, text } = patterns;
  return Math.min(
    text.chars.starts.length,
    text.chars.lengths.length,
    s.aiCount.length,
    s.humanCount.length,
    s.proportion.length,
  );
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) as Omit<T, K>;
}

/** One pattern of the whole text, with its statistics. */
interface Pattern {
  start: number;
  length: number;
  word: { start: number; length: number } | undefined;
  aiCount: number;
  humanCount: number;
  proportion: number;
  source: number | undefined;
}

function patternsOf({ explain, start, wordOffset }: ExplainedPart): Pattern[] {
  const { statistics: s, text } = explain.patterns;
  const { words } = text;
  return Array.from({ length: patternCount(explain) }, (_, i) => {
    const wordStart = words?.starts[i];
    const wordLength = words?.lengths[i];
    return {
      start: (text.chars.starts[i] ?? 0) + start,
      length: text.chars.lengths[i] ?? 0,
      word:
        wordStart === undefined || wordLength === undefined
          ? undefined
          : { start: wordStart + wordOffset, length: wordLength },
      aiCount: s.aiCount[i] ?? 0,
      humanCount: s.humanCount[i] ?? 0,
      proportion: s.proportion[i] ?? 0,
      source: s.source?.[i],
    };
  });
}

/**
 * The parts' patterns in one `explain`, in the parts' order; undefined when there are none.
 * Fields the merge does not read come from the first part that has one.
 */
export function mergeAiExplain<E extends AiExplainLike>(
  parts: readonly ExplainedPart<E>[],
): E | undefined {
  const firstExplain = parts[0]?.explain;
  if (!firstExplain) return undefined;
  const all = parts.flatMap(patternsOf);
  // Word positions only when every pattern has them: a gap could not be filled in.
  const words = all.every((p) => p.word !== undefined);
  const sources = parts.some((p) => p.explain.patterns.statistics.source !== undefined);
  const { patterns } = firstExplain;
  // The first part's own word positions and sources are replaced, or dropped when not all have them.
  const text = withoutKey(patterns.text, 'words');
  const statistics = withoutKey(patterns.statistics, 'source');
  return {
    ...firstExplain,
    patterns: {
      ...patterns,
      statistics: {
        ...statistics,
        aiCount: all.map((p) => p.aiCount),
        humanCount: all.map((p) => p.humanCount),
        proportion: all.map((p) => p.proportion),
        ...(sources ? { source: all.map((p) => p.source ?? SOURCE_AI) } : {}),
      },
      text: {
        ...text,
        chars: { starts: all.map((p) => p.start), lengths: all.map((p) => p.length) },
        ...(words
          ? {
              words: {
                starts: all.map((p) => p.word?.start ?? 0),
                lengths: all.map((p) => p.word?.length ?? 0),
              },
            }
          : {}),
      },
    },
  };
}
