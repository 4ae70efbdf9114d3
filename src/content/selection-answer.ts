import type { Selection } from '../shared/messages/index.ts';
import { leftOutOf } from '../shared/text-checks/left-out.ts';
import { renderedLayout } from './reading/rendered-layout.ts';
import { readSelection } from './reading/selection.ts';
import { readSelectionText } from './reading/selection-text.ts';

/**
 * The answer to `content/get-selection`, in both entries (first-screen-script.ts and
 * content-script.ts): the text as a check would send it (what the reader sees), so the popup's
 * count is that one. A text field's selection is its value's, as a check reads it. Only the
 * selection's reading is reached from here, not the page's, so the first entry stays small.
 */
export async function selectionAnswer(): Promise<Selection> {
  const selection = readSelection();
  const ranges = document.getSelection();
  if (selection.source === 'none' || selection.source === 'input' || !ranges) return selection;
  const layout = renderedLayout(window, { forSelection: true });
  const { text, unseenChars, undrawn } = await readSelectionText(ranges, layout);
  return { ...selection, text, ...leftOutOf(unseenChars, undrawn) };
}
