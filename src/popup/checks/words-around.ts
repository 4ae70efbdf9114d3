/**
 * A message with markup in it (a figure in bold, a phrase marked): the words before and after
 * the placeholder, so each language keeps its own word order around the element.
 */

/** Stands for the element while the message is filled in; never in a catalogue or a text. */
const SLOT = '\u0000';

/** The message's words before and after the element, from `fill` given the slot. */
export function wordsAround(fill: (slot: string) => string): [before: string, after: string] {
  const [before = '', ...rest] = fill(SLOT).split(SLOT);
  return [before, rest.join('')];
}
