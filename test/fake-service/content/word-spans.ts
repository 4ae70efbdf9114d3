/** A word: a run of non-whitespace characters. */
export interface WordSpan {
  start: number;
  length: number;
}

/** Every word of the text with its character offset. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    spans.push({ start: match.index, length: match[0].length });
  }
  return spans;
}

export function countWords(text: string): number {
  return wordSpans(text).length;
}

/** 1 credit per 250 words, rounded up, at least 1. */
export function creditsForWords(words: number): number {
  return Math.max(1, Math.ceil(words / 250));
}
