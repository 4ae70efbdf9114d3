/**
 * The catalogues as the extension's pages have them: English in the bundle (every other language
 * falls back to it, and the first render must not wait for it), each other language its own
 * chunk, loaded only when it is the one shown.
 */
import * as v from 'valibot';
import english from '../../../public/_locales/en/messages.json';
import { CatalogSchema } from '../../shared/i18n/catalog.ts';
import type { CatalogSource } from '../../shared/i18n/catalogs.ts';
import { FALLBACK_LANGUAGE } from '../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';

const others = import.meta.glob<unknown>(
  ['../../../public/_locales/*/messages.json', '!../../../public/_locales/en/messages.json'],
  { import: 'default' },
);

export const pageCatalogs: CatalogSource = async (language) => {
  if (language === FALLBACK_LANGUAGE) return english;
  const load = others[`../../../public/_locales/${language}/messages.json`];
  if (!load) throw new Error(`No "${language}" catalogue is shipped.`);
  return load();
};

const englishCatalog = v.parse(CatalogSchema, english);

/** English, at once: what a page shows before (or without) knowing its language. */
export const ENGLISH: Translator = createTranslator(
  FALLBACK_LANGUAGE,
  englishCatalog,
  englishCatalog,
);
