import type { TextSource } from '../../shared/text/text-source.ts';
import type { TextMap } from '../../shared/text/text-map.ts';
import { readPageText, type PageText, type ReaderElsewhere } from './page-text.ts';
import { readSelection } from './selection.ts';
import type { TextLayout } from '../../shared/text/text-layout.ts';
import { readSelectionText } from './selection-text.ts';

export interface ReadText {
  map: TextMap & Pick<PageText, 'articleReadIn'>;
  /** Characters of the page or selection no reader can see, left out. */
  unseenChars: number;
  /** Whether the selection takes in text its editor has not drawn (`TextLayout.isUndrawn`). */
  undrawn?: boolean;
  /** Whether offsets can be shown on the page (not for text inside form fields). */
  mappable: boolean;
}

/** The text a check is about: the selection (with its DOM map when on the page) or the page. */
export async function readText(
  source: TextSource,
  layout: TextLayout,
  doc: Document = document,
  elsewhere?: ReaderElsewhere,
): Promise<ReadText> {
  if (source === 'page') {
    const map = await readPageText(doc, layout, { elsewhere });
    return { map, mappable: true, unseenChars: map.unseenChars };
  }
  const selected = readSelection(doc);
  const selection = doc.getSelection();
  if (selected.source === 'input' || !selection || selected.text === '') {
    return { map: { text: selected.text, segments: [] }, mappable: false, unseenChars: 0 };
  }
  const map = await readSelectionText(selection, layout, doc);
  return { map, mappable: true, unseenChars: map.unseenChars, undrawn: map.undrawn };
}
