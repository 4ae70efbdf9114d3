import { h, type ComponentType, type FunctionComponent, type JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { shownPageWords } from '../ui/i18n/page-language.ts';

/**
 * A component whose code is loaded the first time it is shown, so the popup opens with only
 * what its first screen needs (results, image lists and scans come in their own chunks), with
 * the page's words beyond the first screen's (ui/i18n/page-language.ts). Until then it draws
 * `placeholder`; once loaded it renders at once everywhere. `preload()` loads it
 * ahead, for a view known to be needed soon (it then renders at once, without the placeholder).
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: () => JSX.Element | null = () => null,
): FunctionComponent<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed load is forgotten, so the next showing tries again.
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= Promise.all([load(), shownPageWords()]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function LazyView(props: P): JSX.Element | null {
    const [view, setView] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (view) return;
      let shown = true;
      // A chunk of our own package failing to load is a broken install: the page's error
      // handler logs it (see uncaught-errors.ts).
      void preload().then((component) => shown && setView(() => component));
      return () => {
        shown = false;
      };
    }, [view]);
    return view ? h(view as ComponentType<object>, props) : placeholder();
  }
  return Object.assign(LazyView, { preload });
}
