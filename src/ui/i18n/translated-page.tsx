/**
 * The page's words: `useT()` gives the translator of the language shown, `useFollowLanguage`
 * switches to the language the worker says is chosen (as it answers, or when Settings change it),
 * without reopening the page. A page opens with its first screen's words and is given the rest
 * right after it first paints (page-language.ts). Outside a `TranslatedPage` (unit tests of one
 * component) the words are those `wordsOutsidePages` gave: the pages never load any there.
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
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { languageFor, rememberChoice, showLanguage, wholeTranslator } from './page-language.ts';

let outsidePages: Translator = createTranslator('en', {}, {});
/** The words of components drawn outside a page (English in unit tests: test/support). */
export const wordsOutsidePages = (translator: Translator): void => {
  outsidePages = translator;
};

const TranslatorContext = createContext<Translator | undefined>(undefined);
const FollowContext = createContext<(choice: UiLanguageChoice) => void>(() => undefined);

/** The words of the language shown: `const { t, plural } = useT()`. */
export const useT = (): Translator => useContext(TranslatorContext) ?? outsidePages;

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

  // The rest of the words, once the first screen is painted: views loaded later wait for them
  // (popup/lazy-view.ts); an error's detail the worker sent in words may be among them.
  const { language } = translator;
  useEffect(() => {
    wholeTranslator(language).then((next) => {
      if (wanted.current === next.language) setTranslator(next);
    }, onError);
  }, [language, onError]);

  const follow = useCallback(
    (choice: UiLanguageChoice) => {
      rememberChoice(storage, choice);
      const language = languageFor(choice, browserLanguage);
      if (language === wanted.current) return;
      wanted.current = language;
      // All its words at once: views shown already need theirs.
      wholeTranslator(language).then((next) => {
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
