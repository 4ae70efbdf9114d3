/**
 * The languages the extension's words are written in, and which one a person gets: the one they
 * chose in Settings, else the browser's (its closest match: `pt-BR` reads Portuguese), else
 * English, the catalogue every other falls back to.
 */
export const UI_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * Layout-test languages made from English (`pseudo-catalog.ts`), as Chromium names its own:
 * `en-XA` about 40% longer with accented letters, `ar-XB` written right to left. Settings accept
 * them; only development and test builds offer them.
 */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;
export type PseudoLanguage = (typeof PSEUDO_LANGUAGES)[number];

/** A language the pages and the worker can be shown in. */
export type DisplayLanguage = UiLanguage | PseudoLanguage;

/** The choices an organisation's policy may make: a language, or `auto` for the browser's. */
export const UI_LANGUAGE_CHOICES = ['auto', ...UI_LANGUAGES] as const;
/** The setting's choices: the policy's, and the layout-test languages. */
export const LANGUAGE_SETTING_CHOICES = [...UI_LANGUAGE_CHOICES, ...PSEUDO_LANGUAGES] as const;
export type UiLanguageChoice = (typeof LANGUAGE_SETTING_CHOICES)[number];

export const isPseudoLanguage = (language: string): language is PseudoLanguage =>
  (PSEUDO_LANGUAGES as readonly string[]).includes(language);

export const FALLBACK_LANGUAGE: UiLanguage = 'en';

const isUiLanguage = (tag: string): tag is UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(tag);

/** The shipped language closest to a BCP 47 tag (`de-AT` → `de`), if any. */
export function matchLanguage(tag: string): UiLanguage | undefined {
  const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  return isUiLanguage(base) ? base : undefined;
}

/** The language to show: the chosen one, else the first of the browser's we have, else English. */
export function pickLanguage(
  choice: UiLanguageChoice,
  browserTags: readonly string[],
): DisplayLanguage {
  if (choice !== 'auto') return choice;
  for (const tag of browserTags) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return FALLBACK_LANGUAGE;
}

/** Each language's own name, as its readers write it (for the language menu). */
export const LANGUAGE_NAMES: Record<DisplayLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  ja: '日本語',
  'en-XA': '[Ƥšéûðö Łöñğ]',
  'ar-XB': 'RTL pseudo-locale',
};
