/**
 * How two lines of one paragraph join: with a space, or with nothing where a word was broken at
 * the line's end. The rule for a line ending in a hyphen after a letter, the next one going on:
 *
 * - with a lower-case letter: a word the typesetter broke ("com-" + "pile" → "compile"), unless
 *   the document says otherwise. The joined word seen whole inside a line elsewhere: joined. Else
 *   the hyphenated word seen so ("well-known"): the hyphen stays. Else after a single letter,
 *   where a hyphen makes a compound far more often than a break ("e-" + "mail" → "e-mail",
 *   "x-ray"), it stays; and where both halves are words the document uses on their own
 *   ("general", "purpose") it stays, a compound. Else the word is joined: without a dictionary a
 *   compound broken at its own hyphen and seen nowhere else reads joined ("generalpurpose");
 * - with anything else (a capital, a digit: "Jean-" + "Pierre", "COVID-" + "19"): the hyphen is
 *   the word's own and stays, with no space.
 *
 * Soft hyphens (U+00AD) mark where a word may break; they are never text: removed, no space.
 * Lines of Chinese or Japanese, which put no spaces between words, join with nothing, and their
 * punctuation shaped for vertical writing reads as the ordinary characters.
 */

/** What the document shows of its own words, to judge a broken word by. */
export interface WordEvidence {
  /** Words (lower case) seen whole inside a line, with their hyphens. */
  words: ReadonlySet<string>;
}

const SOFT_HYPHEN = /\u00AD/g;
/** How much of each line the join is judged on: longer than any broken word. */
const JUDGED_TAIL = 80;
/** A line ending in a hyphen (ASCII or U+2010) right after a letter, and the word before it. */
const BROKEN_END = /([\p{L}\p{M}]+(?:[-\u2010][\p{L}\p{M}]+)*)[-\u2010]$/u;
const STARTS_LOWER = /^\p{Ll}/u;
const FIRST_WORD = /^[\p{L}\p{M}]+/u;
/** Scripts written without spaces between words, and their punctuation. */
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u3000-\u303F\uFF01-\uFF60]/u;
/** Punctuation shaped for vertical writing (︑ ︒ ︵…): the ordinary characters say the same. */
const VERTICAL_FORMS = /[\uFE10-\uFE19\uFE30-\uFE4F]/gu;

/** Whether `char` is of a script written without spaces between words (CJK). */
export const withoutSpaces = (char: string): boolean => NO_SPACES.test(char);

/**
 * A line's text with white space collapsed and soft hyphens removed, but one that ends it: the
 * word goes on on the next line (`lineJoin`), and `dropSoftHyphens` removes what is left.
 */
export function cleanLine(text: string): string {
  const clean = text
    .replace(VERTICAL_FORMS, (form) => form.normalize('NFKC'))
    .replace(/\s+/g, ' ')
    .trim();
  const broken = clean.endsWith('\u00AD');
  const words = clean.replace(SOFT_HYPHEN, '').trim();
  return broken && words ? `${words}\u00AD` : words;
}

/** A text without soft hyphens (those that ended a line no other line followed). */
export const dropSoftHyphens = (text: string): string => text.replace(SOFT_HYPHEN, '');

/** The words (lower case) each line holds whole: a line's first and last words may be broken. */
export function wordEvidence(lines: Iterable<string>): WordEvidence {
  const words = new Set<string>();
  for (const line of lines) {
    const inner = line.split(' ').slice(1, -1);
    for (const token of inner) {
      const word = /^[\p{P}]*(.*?)[\p{P}]*$/u.exec(token)?.[1];
      if (word && /^[\p{L}\p{M}-]+$/u.test(word)) words.add(word.toLowerCase());
    }
  }
  return { words };
}

/**
 * How the end of `before` meets the start of `after` (both cleaned, non-empty): with a space,
 * touching (a hyphen that is the word's own, or lines of CJK), or a broken word made whole (its
 * hyphen dropped).
 */
export type LineJoin = 'space' | 'touch' | 'unbreak';

export function lineJoin(before: string, after: string, evidence: WordEvidence): LineJoin {
  if (before.endsWith('\u00AD')) return 'unbreak';
  const broken = BROKEN_END.exec(before);
  if (broken) return brokenWordJoin(broken[1] ?? '', after, evidence);
  if (withoutSpaces(before.at(-1) ?? '') && withoutSpaces(after[0] ?? '')) return 'touch';
  return 'space';
}

/** `before` ends "<head>-": is it a broken word, or a hyphen the word keeps? */
function brokenWordJoin(head: string, after: string, evidence: WordEvidence): LineJoin {
  if (!STARTS_LOWER.test(after)) return 'touch';
  const tail = FIRST_WORD.exec(after)?.[0] ?? '';
  if (evidence.words.has(`${head}${tail}`.toLowerCase())) return 'unbreak';
  if (evidence.words.has(`${head}-${tail}`.toLowerCase())) return 'touch';
  const lastPart = (head.split(/[-\u2010]/).at(-1) ?? '').toLowerCase();
  if (lastPart.length === 1) return 'touch';
  // Two words the document uses on their own, never seen joined: a compound ("general-purpose").
  const bothWords = evidence.words.has(lastPart) && evidence.words.has(tail.toLowerCase());
  return bothWords ? 'touch' : 'unbreak';
}

/** Two lines of one paragraph as one text, by `lineJoin`'s rule. */
export function joinLines(before: string, after: string, evidence: WordEvidence): string {
  // Judged on the last words only: `before` may be a long paragraph so far.
  switch (lineJoin(before.slice(-JUDGED_TAIL), after.slice(0, JUDGED_TAIL), evidence)) {
    case 'unbreak':
      return `${before.slice(0, -1)}${after}`;
    case 'touch':
      return `${before}${after}`;
    case 'space':
      return `${before} ${after}`;
  }
}
