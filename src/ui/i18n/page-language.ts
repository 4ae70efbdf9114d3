/**
 * Which language a page opens in, before the worker has said: the choice last seen, kept in the
 * extension's own `localStorage` (pages only; content scripts run in the site's storage), so a
 * popup in German opens in German, not in English and then German. The worker's answer (the
 * saved setting, or an organisation's policy) then confirms or changes it.
 */
import * as v from 'valibot';
import { translatorFor } from '../../shared/i18n/catalogs.ts';
import {
  LANGUAGE_SETTING_CHOICES,
  pickLanguage,
  type DisplayLanguage,
  type UiLanguageChoice,
} from '../../shared/i18n/languages.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { ENGLISH, pageCatalogs } from './page-catalogs.ts';

const KEY = 'lens.uiLanguage';
const ChoiceSchema = v.picklist(LANGUAGE_SETTING_CHOICES);

export function rememberedChoice(storage: Pick<Storage, 'getItem'>): UiLanguageChoice {
  const parsed = v.safeParse(ChoiceSchema, storage.getItem(KEY));
  return parsed.success ? parsed.output : 'auto';
}

export function rememberChoice(storage: Pick<Storage, 'setItem'>, choice: UiLanguageChoice): void {
  storage.setItem(KEY, choice);
}

const made = new Map<DisplayLanguage, Promise<Translator>>();

/** The translator for a language; English if its catalogue cannot be had (logged by the caller). */
export function pageTranslator(language: DisplayLanguage): Promise<Translator> {
  if (language === ENGLISH.language) return Promise.resolve(ENGLISH);
  let translator = made.get(language);
  if (!translator) {
    translator = translatorFor(language, pageCatalogs);
    made.set(language, translator);
  }
  return translator;
}

/** The language a choice means in this browser. */
export const languageFor = (choice: UiLanguageChoice, browserLanguage: string): DisplayLanguage =>
  pickLanguage(choice, [browserLanguage]);

/** The page's `lang` and `dir`, for screen readers, fonts, hyphenation and mirrored layout. */
export function showLanguage(root: HTMLElement, translator: Translator): void {
  root.lang = translator.language;
  root.dir = translator.dir;
}
