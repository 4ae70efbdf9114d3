import type { AppError } from '../../core/errors.ts';
import type { Translator } from '../i18n/translator.ts';
import { sayWords } from '../i18n/say-words.ts';

/**
 * The error's detail in `t`'s language: its words when it carries them and the catalogue knows
 * them (a page older than the worker may not), else its English `message`.
 */
export function errorDetail(error: AppError, t: Translator): string {
  return sayWords(t, error.words, error.message);
}
