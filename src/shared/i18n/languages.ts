/**
 * The languages the extension's words are written in, and which one a person gets: the one they
 * chose in Settings, else the browser's (its closest match: `pt-BR` reads Portuguese), else
 * English, the catalogue every other falls back to.
 */
export const UI_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The setting: a language, or `auto` for the browser's. */
export const UI_LANGUAGE_CHOICES = ['auto', ...UI_LANGUAGES] as const;
export type UiLanguageChoice = (typeof UI_LANGUAGE_CHOICES)[number];

export const FALLBACK_LANGUAGE: UiLanguage = 'en';

const isUiLanguage = (tag: string): tag is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(tag);

/** The shipped language closest to a BCP 47 tag (`de-AT` → `de`), if any. */
export function matchLanguage(tag: string): UiLanguage | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return isUiLanguage(base) ? base : undefined;
}

/** The language to show: the chosen one, else the first of the browser's we have, else English. */
export function pickLanguage(choice: UiLanguageChoice, browserTags: readonly string[]): UiLanguage {
  if (choice !== 'auto') return choice;
  for (const tag of browserTags) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}

/** Each language's own name, as its readers write it (for the language menu). */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
};
