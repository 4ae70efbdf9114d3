/**
 * A translator made from the shipped catalogues (`_locales/<lang>/messages.json`, the files the
 * browser reads for the manifest's names), each validated like any input, so a catalogue broken
 * by an edit fails loudly. The caller says how a file is had: the worker fetches the package's
 * file (Chromium's service worker may not `import()`); a page loads its own language's chunk.
 * Pseudo-locales are made from English.
 */
import * as v from 'valibot';
import { CatalogSchema, type Catalog } from './catalog.ts';
import {
  FALLBACK_LANGUAGE,
  isPseudoLanguage,
  type DisplayLanguage,
  type UiLanguage,
} from './languages.ts';
import { pseudoCatalog } from './pseudo-catalog.ts';
import { createTranslator, type Translator } from './translator.ts';

/** A catalogue file's contents, by language. */
export type CatalogSource = (language: UiLanguage) => Promise<unknown>;

async function loadCatalog(language: UiLanguage, source: CatalogSource): Promise<Catalog> {
  const parsed = v.safeParse(CatalogSchema, await source(language));
  if (!parsed.success) throw new Error(`The "${language}" catalogue is malformed.`);
  return parsed.output;
}

/** A translator for `language`, English filling any gap. */
export async function translatorFor(
  language: DisplayLanguage,
  source: CatalogSource,
): Promise<Translator> {
  if (isPseudoLanguage(language)) {
    const english = await loadCatalog(FALLBACK_LANGUAGE, source);
    return createTranslator(language, pseudoCatalog(english, language), english);
  }
  const [catalog, fallback] = await Promise.all([
    loadCatalog(language, source),
    loadCatalog(FALLBACK_LANGUAGE, source),
  ]);
  return createTranslator(language, catalog, fallback);
}
