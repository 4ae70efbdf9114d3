/**
 * Where a passage of the service's copy of a document is in our copy of it. The service counts
 * positions in its own text (what it extracted from the file we sent, or crawled), which may
 * differ from ours in white space and line breaks; so a passage is found by its words, not by
 * its offsets. Pure.
 */

/** Our text reduced to its non-space characters, with where each one was. */
export interface Squeezed {
  chars: string;
  /** Index in the original text of each character of `chars`. */
  at: Int32Array;
}

export function squeeze(text: string): Squeezed {
  const at = new Int32Array(text.length);
  let chars = '';
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) continue;
    chars += c;
    at[n++] = i;
  }
  return { chars, at: at.subarray(0, n) };
}

/**
 * The range of `text` (squeezed as `ours`) holding `quote`, white space aside, at or after
 * `from`; the first such, else the first anywhere; undefined when it is not there.
 */
export function locatePassage(
  ours: Squeezed,
  quote: string,
  from = 0,
): { start: number; length: number } | undefined {
  const needle = quote.replace(/\s+/g, '');
  if (needle === '') return undefined;
  const startAt = firstIndexAtOrAfter(ours.at, from);
  let hit = ours.chars.indexOf(needle, startAt);
  if (hit < 0) hit = ours.chars.indexOf(needle);
  if (hit < 0) return undefined;
  const start = ours.at[hit]!;
  const end = ours.at[hit + needle.length - 1]! + 1;
  return { start, length: end - start };
}

/** The first index of `at` whose value is ≥ `from` (at is increasing). */
function firstIndexAtOrAfter(at: Int32Array, from: number): number {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (at[mid]! < from) low = mid + 1;
    else high = mid;
  }
  return low;
}
