import { AI_TEXT_MAX, AI_TEXT_MIN } from '../../api/validation/text.ts';

export interface TextPart {
  /** Offset of the part in the whole text. */
  start: number;
  text: string;
}

/** End of a sentence or paragraph: punctuation, optional closing quotes or brackets, then space. */
const SENTENCE_END = /[.!?\u3002\uff01\uff1f\u2026]["'\u201d\u2019)\]]*\s+|\n\s*\n/g;

/**
 * The last sentence boundary (offset just after it) in text[from, to), or -1. Searches a
 * bounded window backwards so a 1 MB text costs O(length) overall, not O(length²).
 */
function lastBoundary(text: string, from: number, to: number): number {
  const WINDOW = 4096;
  for (let windowEnd = to; windowEnd > from; windowEnd -= WINDOW) {
    const windowStart = Math.max(from, windowEnd - WINDOW);
    const slice = text.slice(windowStart, windowEnd);
    let found = -1;
    SENTENCE_END.lastIndex = 0;
    for (let m = SENTENCE_END.exec(slice); m; m = SENTENCE_END.exec(slice)) {
      found = windowStart + m.index + m[0].length;
    }
    if (found > from) return found;
  }
  return -1;
}

function lastSpace(text: string, from: number, to: number): number {
  for (let i = to - 1; i > from; i--) if (/\s/.test(text[i] ?? '')) return i + 1;
  return -1;
}

/** Where to cut text[from, …) so the part is at most `max` long and at least `min`. */
function cutPoint(text: string, from: number, max: number, min: number): number {
  const limit = from + max;
  const sentence = lastBoundary(text, from + min, limit);
  if (sentence > 0) return sentence;
  const space = lastSpace(text, from + min, limit);
  return space > 0 ? space : limit;
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
    from = cutPoint(text, from, max, min);
    cuts.push(from);
  }
  // A tail shorter than the minimum borrows from the part before it.
  const last = cuts.at(-1);
  if (last !== undefined && text.length - last < min) {
    const previous = cuts.at(-2) ?? 0;
    const latest = text.length - min;
    const moved =
      lastBoundary(text, previous + min, latest + 1) > 0
        ? lastBoundary(text, previous + min, latest + 1)
        : lastSpace(text, previous + min, latest + 1) > 0
          ? lastSpace(text, previous + min, latest + 1)
          : latest;
    cuts[cuts.length - 1] = moved;
  }
  const bounds = [0, ...cuts, text.length];
  return bounds.slice(0, -1).map((start, i) => ({ start, text: text.slice(start, bounds[i + 1]) }));
}
