/**
 * The page's words: `useT()` gives the translator of the language shown, `useFollowLanguage`
 * switches to the language the worker says is chosen (as it answers, or when Settings change it),
 * without reopening the page. Outside a `TranslatedPage` (unit tests of one component) the words
 * are English.
 */
import { createContext, type ComponentChildren, type JSX } from 'preact';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'preact/hooks';
import type { UiLanguageChoice } from '../../shared/i18n/languages.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { ENGLISH } from './page-catalogs.ts';
import { languageFor, pageTranslator, rememberChoice, showLanguage } from './page-language.ts';

const TranslatorContext = createContext<Translator>(ENGLISH);
const FollowContext = createContext<(choice: UiLanguageChoice) => void>(() => undefined);

/** The words of the language shown: `const { t, plural } = useT()`. */
export const useT = (): Translator => useContext(TranslatorContext);

/** Shows the page in the language `choice` means (once known; `undefined` keeps the current). */
export function useFollowLanguage(choice: UiLanguageChoice | undefined): void {
  const follow = useContext(FollowContext);
  useEffect(() => {
    if (choice) follow(choice);
  }, [choice, follow]);
}

interface Props {
  /** The translator the page opens with (see page-language.ts). */
  translator: Translator;
  /** The browser's language, for the `auto` choice. */
  browserLanguage: string;
  /** Where the choice last seen is kept for the next opening. */
  storage: Pick<Storage, 'setItem'>;
  /** Reports a catalogue that could not be loaded (the page stays in its language). */
  onError: (error: unknown) => void;
  children: ComponentChildren;
}

export function TranslatedPage(props: Props): JSX.Element {
  const { browserLanguage, storage, onError } = props;
  const [translator, setTranslator] = useState(props.translator);
  const wanted = useRef(translator.language);

  // With the words, not a frame later: screen readers and fonts read `lang` as the text changes.
  useLayoutEffect(() => {
    showLanguage(document.documentElement, translator);
  }, [translator]);

  const follow = useCallback(
    (choice: UiLanguageChoice) => {
      rememberChoice(storage, choice);
      const language = languageFor(choice, browserLanguage);
      if (language === wanted.current) return;
      wanted.current = language;
      pageTranslator(language).then((next) => {
        // A later choice wins over a slower catalogue.
        if (wanted.current === next.language) setTranslator(next);
      }, onError);
    },
    [browserLanguage, storage, onError],
  );

  return (
    <FollowContext.Provider value={follow}>
      <TranslatorContext.Provider value={translator}>{props.children}</TranslatorContext.Provider>
    </FollowContext.Provider>
  );
}
