/**
 * Which language a page opens in, before the worker has said: the choice last seen, kept in the
 * extension's own `localStorage` (pages only; content scripts run in the site's storage), so a
 * popup in German opens in German, not in English and then German. The worker's answer (the
 * saved setting, or an organisation's policy) then confirms or changes it.
 */
import * as v from 'valibot';
import type { Catalog } from '../../shared/i18n/catalog.ts';
import {
  FALLBACK_LANGUAGE,
  isPseudoLanguage,
  LANGUAGE_SETTING_CHOICES,
  pickLanguage,
  type DisplayLanguage,
  type UiLanguageChoice,
} from '../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { catalogPart, type CatalogPart } from './page-catalogs.ts';

const KEY = 'lens.uiLanguage';
const ChoiceSchema = v.picklist(LANGUAGE_SETTING_CHOICES);

export function rememberedChoice(storage: Pick<Storage, 'getItem'>): UiLanguageChoice {
  const parsed = v.safeParse(ChoiceSchema, storage.getItem(KEY));
  return parsed.success ? parsed.output : 'auto';
}

export function rememberChoice(storage: Pick<Storage, 'setItem'>, choice: UiLanguageChoice): void {
  storage.setItem(KEY, choice);
}

const partIn = (part: CatalogPart, language: DisplayLanguage): Promise<Catalog> =>
  isPseudoLanguage(language)
    ? // Layout tests only: their maker loads with them.
      Promise.all([
        catalogPart(part, FALLBACK_LANGUAGE),
        import('../../shared/i18n/pseudo-catalog.ts'),
      ]).then(([english, { pseudoCatalog }]) => pseudoCatalog(english, language))
    : catalogPart(part, language);

interface Words {
  /** The first screen's words; the rest join this same object when they come. */
  catalog: Promise<Catalog>;
  first: Promise<Translator>;
  whole?: Promise<Translator>;
}
const made = new Map<DisplayLanguage, Words>();

function wordsIn(language: DisplayLanguage): Words {
  let words = made.get(language);
  if (!words) {
    const catalog = partIn('first', language);
    // A built part carries English for its gaps (see page-catalogs.ts): its own fallback.
    const first = catalog.then((own) => createTranslator(language, own, own));
    words = { catalog, first };
    made.set(language, words);
  }
  return words;
}

/**
 * The translator a page's first screen needs, in `language` (rejects if its catalogue cannot be
 * had; the caller logs it and shows English).
 */
export const pageTranslator = (language: DisplayLanguage): Promise<Translator> =>
  wordsIn(language).first;

/**
 * The translator with all the page's words in `language`: the first screen's catalogue with the
 * rest joined in (so a translator made earlier finds them too), a new object to re-render with.
 */
export function wholeTranslator(language: DisplayLanguage): Promise<Translator> {
  const words = wordsIn(language);
  words.whole ??= Promise.all([words.catalog, partIn('later', language)]).then(
    ([catalog, later]) => {
      Object.assign(catalog, later);
      return createTranslator(language, catalog, catalog);
    },
  );
  return words.whole;
}

let shown: DisplayLanguage = FALLBACK_LANGUAGE;

/** All the page's words in the language it shows (or opens in): what a view loaded later needs. */
export const shownPageWords = (): Promise<Translator> => wholeTranslator(shown);

/** The language a choice means in this browser. */
export const languageFor = (choice: UiLanguageChoice, browserLanguage: string): DisplayLanguage =>
  pickLanguage(choice, [browserLanguage]);

/** Marks the language the page opens in, before it shows it, for views loaded meanwhile. */
export const openIn = (language: DisplayLanguage): void => {
  shown = language;
};

/** The page's `lang` and `dir`, for screen readers, fonts, hyphenation and mirrored layout. */
export function showLanguage(root: HTMLElement, translator: Translator): void {
  shown = translator.language;
  root.lang = translator.language;
  root.dir = translator.dir;
}
