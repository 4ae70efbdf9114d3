/**
 * Components shown in a language, as the pages show them: the shipped catalogue read from
 * `public/_locales`, through the same `TranslatedPage` the popup and settings use.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JSX } from 'preact';
import { translatorFor } from '../../../src/shared/i18n/catalogs.ts';
import type { DisplayLanguage } from '../../../src/shared/i18n/languages.ts';
import type { Translator } from '../../../src/shared/i18n/translator.ts';
import { TranslatedPage } from '../../../src/ui/i18n/translated-page.tsx';

const LOCALES = join(import.meta.dirname, '../../../public/_locales');

export const translatorIn = (language: DisplayLanguage): Promise<Translator> =>
  translatorFor(language, (l) =>
    Promise.resolve(JSON.parse(readFileSync(join(LOCALES, l, 'messages.json'), 'utf8'))),
  );

/** `page` inside a TranslatedPage showing `translator`'s language. */
export function inLanguage(translator: Translator, page: JSX.Element): JSX.Element {
  return (
    <TranslatedPage
      translator={translator}
      browserLanguage={translator.language}
      storage={{ setItem: () => undefined }}
      onError={(error) => {
        throw error;
      }}
    >
      {page}
    </TranslatedPage>
  );
}
