/**
 * Text the user pastes into the extension (from a chat, a Word file, an e-mail): how it is
 * counted, refused and named. One set of limits for every kind of check of it, said before
 * anything is sent. Pure.
 */
import { AI_TEXT_MAX, AI_TEXT_MIN } from '../../api/validation/text.ts';
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import { countWords } from '../text/count-words.ts';
import { WORDS_PER_CREDIT } from './credit-estimate.ts';

export const PASTED_MIN = AI_TEXT_MIN;
export const PASTED_MAX = AI_TEXT_MAX;

const n = (value: number): string => value.toLocaleString('en-US');

/** The text as it is checked: line ends made one kind, blank edges trimmed. */
export function pastedText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').trim();
}

/** Why pasted text cannot be checked (undefined when it can), with its count. */
export function pastedRefusal(text: string): AppError | undefined {
  const length = text.length;
  if (length === 0) {
    return appError('invalid-input', 'Paste the text to check first.', {
      field: 'text',
      words: detailWords('error_pasteFirst'),
    });
  }
  if (length < PASTED_MIN) {
    return appError(
      'invalid-input',
      `Pasted text needs at least ${n(PASTED_MIN)} characters; this has ${n(length)}. Paste a longer passage.`,
      { field: 'text', words: detailWords('error_pastedTooShort', PASTED_MIN, length) },
    );
  }
  if (length > PASTED_MAX) {
    return appError(
      'invalid-input',
      `Pasted text can be at most ${n(PASTED_MAX)} characters; this has ${n(length)}. Paste a shorter part.`,
      { field: 'text', words: detailWords('error_pastedTooLong', PASTED_MAX, length) },
    );
  }
  return undefined;
}

/** Credits a plagiarism scan of the text is expected to cost: one per 250 words, as published. */
export function estimateScanCredits(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_CREDIT));
}

/** Characters of the text in its title (with the quotes, at most 62). */
const TITLE_CHARS = 60;

/** What names pasted text in history and results: its first words. */
export function pastedTitle(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TITLE_CHARS) return `“${flat}”`;
  // The ellipsis takes the last place: the cut ends at the last space within the limit.
  const cut = flat.slice(0, TITLE_CHARS);
  const space = cut.lastIndexOf(' ');
  const atWord = (space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut.slice(0, -1)).trimEnd();
  return `“${atWord}…”`;
}
