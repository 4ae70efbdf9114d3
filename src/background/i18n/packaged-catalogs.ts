/**
 * The catalogues as the worker has them: read from the package (`_locales/<lang>/messages.json`,
 * the files the browser reads for the manifest's names) when first needed, not bundled. The
 * worker then evaluates no words at wake, and holds only the language in force and English.
 * A fetch, not `import()`: Chromium's service worker may not import a module on demand.
 */
import { browser } from '../../platform/browser.ts';
import type { CatalogSource } from '../../shared/i18n/catalogs.ts';
import type { UiLanguage } from '../../shared/i18n/languages.ts';

const read = new Map<UiLanguage, Promise<unknown>>();

async function fetchCatalog(language: UiLanguage): Promise<unknown> {
  const response = await fetch(browser.runtime.getURL(`_locales/${language}/messages.json`));
  if (!response.ok) throw new Error(`The "${language}" catalogue could not be read.`);
  return response.json();
}

/** Each file read once per worker life (English serves every language's gaps). */
export const packagedCatalogs: CatalogSource = (language) => {
  let file = read.get(language);
  if (!file) {
    file = fetchCatalog(language);
    read.set(language, file);
    file.catch(() => read.delete(language));
  }
  return file;
};
