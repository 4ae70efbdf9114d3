import type { TextSource } from '../../shared/messages/text.ts';
import { buildTextMap, type TextMap } from '../../shared/text/text-map.ts';
import { readPageText } from './page-text.ts';
import { readSelection } from './selection.ts';

export interface ReadText {
  map: TextMap;
  /** Whether offsets can be shown on the page (not for text inside form fields). */
  mappable: boolean;
}

/** The text a check is about: the selection (with its DOM map when on the page) or the page. */
export function readText(source: TextSource, doc: Document = document): ReadText {
  if (source === 'page') return { map: readPageText(doc), mappable: true };
  const selection = readSelection(doc);
  const range = doc.getSelection()?.rangeCount ? doc.getSelection()?.getRangeAt(0) : undefined;
  if (selection.source === 'input' || !range || selection.text === '') {
    return { map: { text: selection.text, segments: [] }, mappable: false };
  }
  const map = buildTextMap(range.commonAncestorContainer, { range });
  return { map, mappable: true };
}
