/**
 * The catalogues as the extension's pages have them: each language a chunk of its own, loaded
 * only when it is the one shown, in two parts (build/page-catalog-slices.ts): the words of the
 * page's first screen, which it waits for before it first paints, and the rest (views loaded
 * later, words the worker sends), loaded right after. A built part carries English for the keys
 * its language lacks, so a page in German loads no English; the dev server and the tests serve
 * whole files, so there English fills the gaps.
 */
import * as v from 'valibot';
import { CatalogSchema, type Catalog } from '../../shared/i18n/catalog.ts';
import { FALLBACK_LANGUAGE, type UiLanguage } from '../../shared/i18n/languages.ts';

/** Which part of a page's words: its first screen's, or the rest. */
export type CatalogPart = 'first' | 'later';

const FIRST = import.meta.glob<unknown>('../../../public/_locales/*/messages.json', {
  import: 'default',
});
const LATER = import.meta.glob<unknown>('../../../public/_locales/*/messages.json', {
  import: 'default',
  query: '?later',
});

async function loadPart(part: CatalogPart, language: UiLanguage): Promise<Catalog> {
  const load = (part === 'first' ? FIRST : LATER)[
    `../../../public/_locales/${language}/messages.json`
  ];
  if (!load) throw new Error(`No "${language}" catalogue is shipped.`);
  const parsed = v.safeParse(CatalogSchema, await load());
  if (!parsed.success) throw new Error(`The "${language}" catalogue is malformed.`);
  return parsed.output;
}

/** One part of a language's words, English under it where the files served are whole. */
export async function catalogPart(part: CatalogPart, language: UiLanguage): Promise<Catalog> {
  if (!import.meta.env.DEV) return loadPart(part, language);
  // Served whole, the first part is all of it.
  if (part === 'later') return {};
  if (language === FALLBACK_LANGUAGE) return loadPart(part, language);
  const [own, english] = await Promise.all([
    loadPart(part, language),
    loadPart(part, FALLBACK_LANGUAGE),
  ]);
  return { ...english, ...own };
}
