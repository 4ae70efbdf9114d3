/**
 * Text a PDF's fonts cannot give: where a font carries no map from its glyphs to characters,
 * pdf.js can only hand over the glyphs' numbers, which come out as control characters, private-
 * use code points or U+FFFD. A text mostly made of them is not the document's text and is
 * refused; a few of them in a readable text are dropped.
 */

/** Control characters (but white space), surrogates, private use, the replacement character. */
const UNREADABLE = /[\p{Cc}\p{Cs}\p{Co}\uFFFD]/u;
const UNREADABLE_ALL = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Co}\uFFFD]/gu;

/**
 * Above this share of a text's characters (white space aside) unreadable, the text is refused:
 * a real text in a font with a few unmapped symbols stays far below it; a text in fonts without
 * any map is nearly all unreadable.
 */
export const UNREADABLE_LIMIT = 0.3;

/** The share of the texts' characters, white space aside, that are unreadable (0 when none). */
export function unreadableShare(texts: readonly string[]): number {
  let all = 0;
  let unreadable = 0;
  for (const text of texts) {
    for (const char of text) {
      if (/\s/.test(char)) continue;
      all++;
      if (UNREADABLE.test(char)) unreadable++;
    }
  }
  return all === 0 ? 0 : unreadable / all;
}

/** `text` without unreadable characters, runs of white space they leave made one. */
export function dropUnreadable(text: string): string {
  const kept = text.replace(UNREADABLE_ALL, '');
  return kept === text ? text : kept.replace(/[^\S\n]{2,}/g, ' ').trim();
}
