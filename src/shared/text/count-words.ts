/**
 * Counting words: one rule for every count people see and every credit estimate. The service's
 * published rate is per word, and neither its reference nor service-facts says how it counts
 * words in scripts written without spaces; the local service counts runs of non-space characters.
 * People count a Japanese, Chinese or Thai sentence as many words, not one, so a run holding such
 * a script counts the words `Intl.Segmenter` finds in it (never fewer than one). Every other run
 * is one word, as the service counts it, so an estimate is never below what the service charges.
 */

/**
 * Scripts written without spaces between words: Thai, Lao, Myanmar, Khmer, kana and CJK
 * ideographs (with their extensions and compatibility forms). Korean is written with spaces.
 */
const UNSPACED = /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u9FFF\uF900-\uFAFF]/;
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Runs of non-space characters: what the service's word offsets (`words.starts`) count. */
export function countSpaceRuns(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** Words as people count them: a run of non-space characters, or its words in unspaced scripts. */
export function countWords(text: string): number {
  let count = 0;
  for (const [run] of text.matchAll(/\S+/g)) {
    count += UNSPACED.test(run)
      ? Math.max(1, [...words.segment(run)].filter((s) => s.isWordLike).length)
      : 1;
  }
  return count;
}
