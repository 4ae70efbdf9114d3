/**
 * A page's language as it opens: the choice last seen (page-language.ts) in this browser's
 * language, its first screen's words asked for at once so they load while the rest of the page
 * does.
 */
import { browser } from '../../platform/browser.ts';
import { FALLBACK_LANGUAGE } from '../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { languageFor, openIn, pageTranslator, rememberedChoice } from './page-language.ts';

export interface OpeningLanguage {
  browserLanguage: string;
  /** Never rejects: a catalogue that cannot be had opens the page in English (or in keys). */
  translator: Promise<Translator>;
}

export function openingLanguage(onError: (error: unknown) => void): OpeningLanguage {
  const browserLanguage = browser.i18n.getUILanguage();
  const language = languageFor(rememberedChoice(localStorage), browserLanguage);
  openIn(language);
  const translator = pageTranslator(language).catch(async (error: unknown) => {
    onError(error);
    if (language === FALLBACK_LANGUAGE) return createTranslator(language, {}, {});
    openIn(FALLBACK_LANGUAGE);
    return pageTranslator(FALLBACK_LANGUAGE).catch(() => createTranslator(language, {}, {}));
  });
  return { browserLanguage, translator };
}
