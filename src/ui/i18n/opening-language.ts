/**
 * A page's language as it opens: the choice last seen (page-language.ts) in this browser's
 * language, its catalogue asked for at once so it loads while the rest of the page does.
 */
import { browser } from '../../platform/browser.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { ENGLISH } from './page-catalogs.ts';
import { languageFor, pageTranslator, rememberedChoice } from './page-language.ts';

export interface OpeningLanguage {
  browserLanguage: string;
  /** Never rejects: a catalogue that cannot be had opens the page in English. */
  translator: Promise<Translator>;
}

export function openingLanguage(onError: (error: unknown) => void): OpeningLanguage {
  const browserLanguage = browser.i18n.getUILanguage();
  const language = languageFor(rememberedChoice(localStorage), browserLanguage);
  const translator = pageTranslator(language).catch((error: unknown) => {
    onError(error);
    return ENGLISH;
  });
  return { browserLanguage, translator };
}
