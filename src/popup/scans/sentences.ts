import type { Translator } from '../../shared/i18n/translator.ts';

/**
 * Whole sentences one after the other, the way the language separates them (a space, or none in
 * Japanese); the missing ones left out.
 */
export function sentences(t: Translator, ...said: (string | undefined)[]): string {
  return said
    .filter((s): s is string => s !== undefined && s !== '')
    .reduce((first, second) => (first ? t.t('scans_sentences', first, second) : second), '');
}
