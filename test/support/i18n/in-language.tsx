/**
 * Components shown in a language, as the pages show them: the shipped catalogue read from
 * `public/_locales`, through the same `TranslatedPage` the popup and settings use.
 */
import type { JSX } from 'preact';
import type { Translator } from '../../../src/shared/i18n/translator.ts';
import { TranslatedPage } from '../../../src/ui/i18n/translated-page.tsx';

export { translatorIn } from './translator-in.ts';

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
