/**
 * The popup's words for a check's AI phrases: how many there are and where, which to show first,
 * and each phrase's own text as read from the checked text.
 */
import type { AiPhrase } from '../../shared/text-checks/ai-phrases.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/** Longer phrases are cut, so one list entry stays a line or two in a 380 px popup. */
export const MAX_PHRASE_CHARS = 60;

/** "12 AI phrases in 3 sections", "1 AI phrase in 1 section": each count in its own number. */
export function phraseCountText(t: Translator, phrases: number, sections: number): string {
  return t.plural('checks_phraseCount', phrases, t.plural('checks_phraseSections', sections));
}

/**
 * Most telling first: by ratio (never seen in human text first), then by how often AI writes it,
 * then in text order, so the same result always lists the same way.
 */
export function byRatio(phrases: readonly AiPhrase[]): AiPhrase[] {
  // Compared rather than subtracted: Infinity - Infinity is NaN, which would break the sort.
  const order = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1);
  return [...phrases].sort(
    (a, b) => order(a.ratio, b.ratio) || order(a.aiPerMillion, b.aiPerMillion) || a.start - b.start,
  );
}

/**
 * The phrase as it reads in the checked text: white space made one space, and cut with an
 * ellipsis past `MAX_PHRASE_CHARS`. Empty when the text does not reach the phrase.
 */
export function phraseText(input: string, phrase: AiPhrase): string {
  // One line in the list: a phrase's line breaks are the page's layout, not its words.
  const text = input
    .slice(phrase.start, phrase.start + phrase.length)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_PHRASE_CHARS) return text;
  return `${text.slice(0, MAX_PHRASE_CHARS - 1).trimEnd()}…`;
}
