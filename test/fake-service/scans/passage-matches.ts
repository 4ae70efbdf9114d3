import { wordSpans } from '../content/word-spans.ts';

/** A run of words, by index in a text's words (word-spans.ts boundaries). */
export interface WordRange {
  start: number;
  length: number;
}

/** One shared run: where it is in the scanned text and where in the source. */
export interface SharedRun {
  scanned: WordRange;
  source: WordRange;
}

/** The shortest run that counts as copied. */
export const MIN_RUN_WORDS = 8;

/**
 * The words of a text as compared: lowercase, punctuation dropped, so "Lamp," matches "lamp".
 * A word of punctuation only keeps its own characters rather than becoming empty, so it matches
 * the same mark and never a gap.
 */
export function comparableWords(text: string): string[] {
  return wordSpans(text).map((span) => {
    const word = text.slice(span.start, span.start + span.length).toLowerCase();
    return word.replace(/[^\p{L}\p{N}]+/gu, '') || word;
  });
}

function gramKey(words: readonly string[], start: number): string {
  return words.slice(start, start + MIN_RUN_WORDS).join('\u0000');
}

/**
 * Every maximal run of at least MIN_RUN_WORDS consecutive words the two texts share, in the
 * scanned text's order. A run is maximal when the words before and after it differ (or a text
 * ends), so one passage gives one run. The source's 8-word windows are indexed so a long scanned
 * text is walked once instead of against every source position.
 */
export function sharedRuns(scanned: readonly string[], source: readonly string[]): SharedRun[] {
  const index = new Map<string, number[]>();
  for (let j = 0; j + MIN_RUN_WORDS <= source.length; j += 1) {
    const key = gramKey(source, j);
    const list = index.get(key);
    if (list) list.push(j);
    else index.set(key, [j]);
  }
  // Most scanned words start no window of the source: skip them before building a key.
  const firstWords = new Set(source.slice(0, Math.max(0, source.length - MIN_RUN_WORDS + 1)));
  const runs: SharedRun[] = [];
  for (let i = 0; i + MIN_RUN_WORDS <= scanned.length; i += 1) {
    if (!firstWords.has(scanned[i] ?? '')) continue;
    const starts = index.get(gramKey(scanned, i));
    if (!starts) continue;
    for (const j of starts) {
      // Not a start if the run already began one word earlier on this diagonal.
      if (i > 0 && j > 0 && scanned[i - 1] === source[j - 1]) continue;
      let length = MIN_RUN_WORDS;
      while (
        i + length < scanned.length &&
        j + length < source.length &&
        scanned[i + length] === source[j + length]
      ) {
        length += 1;
      }
      runs.push({ scanned: { start: i, length }, source: { start: j, length } });
    }
  }
  return runs;
}
