/**
 * The worker's words (menus, notifications, the words it sends pages to paint): in the language
 * chosen in Settings, else the browser's. Each language's translator is made once per worker life.
 */
import { browser } from '../../platform/browser.ts';
import { translatorFor, type CatalogSource } from '../../shared/i18n/catalogs.ts';
import { pickLanguage, type DisplayLanguage } from '../../shared/i18n/languages.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';

/**
 * Every catalogue, bundled: Chromium's service worker may not `import()` a module, so none can
 * be loaded on demand. They are small; the worker is loaded once per start.
 */
const files = import.meta.glob<unknown>('../../../public/_locales/*/messages.json', {
  eager: true,
  import: 'default',
});
const bundled: CatalogSource = (language) =>
  Promise.resolve(files[`../../../public/_locales/${language}/messages.json`]);

const made = new Map<DisplayLanguage, Promise<Translator>>();

export async function workerTranslator(): Promise<Translator> {
  const { settings } = await effectiveSettings();
  const language = pickLanguage(settings.uiLanguage, [browser.i18n.getUILanguage()]);
  let translator = made.get(language);
  if (!translator) {
    translator = translatorFor(language, bundled);
    made.set(language, translator);
  }
  return translator;
}
