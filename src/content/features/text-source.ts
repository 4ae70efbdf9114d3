import type { TextSource } from '../../shared/messages/text.ts';
import { TextMapBuilder } from '../../shared/text/text-map-builder.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import { readPageText } from './page-text.ts';
import { readSelection } from './selection.ts';
import type { TextLayout } from './text-layout.ts';
import { walkText } from './text-walk.ts';

export interface ReadText {
  map: TextMap;
  /** Whether offsets can be shown on the page (not for text inside form fields). */
  mappable: boolean;
}

/**
 * The text of the selection's ranges as a reader sees it, mapped to the page. A selection inside
 * one text node (the most common kind) has that node as its common ancestor; a selection may have
 * several ranges (Firefox, table cells), each read in turn.
 */
export function readSelectionText(selection: Selection, layout: TextLayout): TextMap {
  const builder = new TextMapBuilder();
  for (let i = 0; i < selection.rangeCount; i++) {
    const range = selection.getRangeAt(i);
    if (range.collapsed) continue;
    builder.boundary('paragraph');
    walkText(range.commonAncestorContainer, builder, { layout, range });
  }
  return builder.build();
}

/** The text a check is about: the selection (with its DOM map when on the page) or the page. */
export function readText(
  source: TextSource,
  layout: TextLayout,
  doc: Document = document,
): ReadText {
  if (source === 'page') return { map: readPageText(doc, layout), mappable: true };
  const selected = readSelection(doc);
  const selection = doc.getSelection();
  if (selected.source === 'input' || !selection || selected.text === '') {
    return { map: { text: selected.text, segments: [] }, mappable: false };
  }
  return { map: readSelectionText(selection, layout), mappable: true };
}
