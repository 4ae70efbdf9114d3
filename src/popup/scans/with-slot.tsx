import type { ComponentChildren, JSX } from 'preact';

/**
 * Stands for an element in a message's arguments: `t('key', SLOT)` gives the words with the
 * element's place marked, and `withSlot` puts the element there, so the language decides where
 * a bold figure or a counted span goes in its sentence.
 */
export const SLOT = '\uE000';

/** `words` (a message filled with `SLOT`) with `element` in the slot's place. */
export function withSlot(words: string, element: ComponentChildren): JSX.Element {
  const at = words.indexOf(SLOT);
  // A catalogue without the placeholder (a bug add-messages refuses) still shows the element.
  if (at < 0)
    return (
      <>
        {words} {element}
      </>
    );
  return (
    <>
      {words.slice(0, at)}
      {element}
      {words.slice(at + SLOT.length)}
    </>
  );
}
