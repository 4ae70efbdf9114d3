/**
 * The worker's words (menus, notifications, the words it sends pages to paint): in the language
 * chosen in Settings, else the browser's. Each language's translator is made once per worker life.
 */
import { browser } from '../../platform/browser.ts';
import { translatorFor } from '../../shared/i18n/catalogs.ts';
import { pickLanguage, type DisplayLanguage } from '../../shared/i18n/languages.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { packagedCatalogs } from './packaged-catalogs.ts';

const made = new Map<DisplayLanguage, Promise<Translator>>();

export async function workerTranslator(): Promise<Translator> {
  const { settings } = await effectiveSettings();
  const language = pickLanguage(settings.uiLanguage, [browser.i18n.getUILanguage()]);
  let translator = made.get(language);
  if (!translator) {
    translator = translatorFor(language, packagedCatalogs);
    made.set(language, translator);
    // A failed read is tried again at the next need, not kept for the worker's life.
    translator.catch(() => made.delete(language));
  }
  return translator;
}
