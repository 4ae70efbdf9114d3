import type { Translator } from '../shared/i18n/translator.ts';

/** When a check was made, as the settings' lists show it: date and minute, in the reader's language. */
export function formatCheckTime(ms: number, translator: Pick<Translator, 'date'>): string {
  return translator.date(ms, { dateStyle: 'medium', timeStyle: 'short' });
}
