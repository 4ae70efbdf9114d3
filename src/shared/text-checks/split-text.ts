import { AI_TEXT_MAX, AI_TEXT_MIN } from '../../api/validation/text.ts';

export interface TextPart {
  /** Offset of the part in the whole text. */
  start: number;
  text: string;
}

/**
 * Unicode sentence boundaries (UAX #29), which know sentence ends that need no space after them
 * (。！？ in Japanese and Chinese) and sentence ends that are not (`e.g. this`). The rules are the
 * same for every language, so the default locale does.
 */
const sentences = new Intl.Segmenter(undefined, { granularity: 'sentence' });

/**
 * Characters of text segmented beyond each side of a window, so a boundary near an edge is judged
 * as in the whole text (the rules look across closing quotes and spaces) and a window's end is
 * not taken for the end of the text.
 */
const CONTEXT = 64;
/** The first window searched before the limit; it doubles until it reaches the part's minimum. */
const FIRST_WINDOW = 512;

/** An opening bracket or quote that UAX #29 leaves with the sentence before it (`！「`). */
const OPENING = /\p{Ps}$/u;

/**
 * The last sentence boundary b (the offset just after the sentence) with from < b <= to, or -1.
 * Segments only a window before `to`, doubled while it holds no boundary, so a 1 MB text costs
 * O(length) overall: never the whole text at once, never the same window twice over.
 */
function lastSentenceEnd(text: string, from: number, to: number): number {
  for (let size = FIRST_WINDOW; ; size *= 2) {
    const windowStart = Math.max(from, to - size);
    const sliceStart = Math.max(0, windowStart - CONTEXT);
    const sliceEnd = Math.min(text.length, to + CONTEXT);
    let found = -1;
    for (const { index, segment } of sentences.segment(text.slice(sliceStart, sliceEnd))) {
      const end = sliceStart + index + segment.length;
      if (end > to) break;
      if (end > windowStart) found = end;
    }
    while (found > windowStart && OPENING.test(text.slice(found - 1, found))) found--;
    if (found > windowStart) return found;
    if (windowStart === from) return -1;
  }
}

/** The last space b (the offset just after it) with from < b <= to, or -1. */
function lastSpace(text: string, from: number, to: number): number {
  for (let i = to - 1; i >= from; i--) if (/\s/.test(text[i] ?? '')) return i + 1;
  return -1;
}

/** The best cut b with from < b <= to: a sentence end, else a space, else `to` itself. */
function bestCut(text: string, from: number, to: number): number {
  const sentence = lastSentenceEnd(text, from, to);
  if (sentence > 0) return sentence;
  const space = lastSpace(text, from, to);
  return space > 0 ? space : to;
}

/**
 * Splits a text longer than the service's limit into parts within [min, max], cut at sentence
 * boundaries where possible (else at a space, else hard). Texts within the limit come back whole.
 * The caller checks that the whole text is at least `min` long.
 */
export function splitText(text: string, max = AI_TEXT_MAX, min = AI_TEXT_MIN): TextPart[] {
  if (max < 2 * min) throw new RangeError('max must be at least twice min');
  const cuts: number[] = [];
  let from = 0;
  while (text.length - from > max) {
    from = bestCut(text, from + min - 1, from + max);
    cuts.push(from);
  }
  // A tail shorter than the minimum borrows from the part before it: the last cut moves back to
  // leave the tail at least `min`, and the part before it keeps at least `min` too.
  const last = cuts.at(-1);
  if (last !== undefined && text.length - last < min) {
    const previous = cuts.at(-2) ?? 0;
    cuts[cuts.length - 1] = bestCut(text, previous + min - 1, text.length - min);
  }
  const bounds = [0, ...cuts, text.length];
  return bounds.slice(0, -1).map((start, i) => ({ start, text: text.slice(start, bounds[i + 1]) }));
}
