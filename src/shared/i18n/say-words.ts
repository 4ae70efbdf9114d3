import type { DetailWords } from '../../core/errors.ts';
import type { PluralKey, Translator } from './translator.ts';

/**
 * Words carried as a catalogue key and its arguments (an error's detail, a scan route's reason),
 * in `t`'s language; the English they were made with when this catalogue lacks the key (a page
 * older or newer than the worker that made them).
 */
export function sayWords(t: Translator, words: DetailWords | undefined, english: string): string {
  if (!words) return english;
  if (words.count !== undefined) {
    // A plural message is known by its forms; `_other` is the one every language has.
    return t.has(`${words.key}_other`)
      ? t.plural(words.key as PluralKey, words.count, ...words.args)
      : english;
  }
  return t.has(words.key) ? t.t(words.key, ...words.args) : english;
}
