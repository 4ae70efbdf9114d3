import type { JSX } from 'preact';
import type { Selection } from '../shared/messages/index.ts';

const PREVIEW_CHARS = 400;

export function SelectionPreview({ selection }: { selection: Selection }): JSX.Element {
  if (!selection.text.trim()) {
    return (
      <p class="muted" data-testid="selection-empty">
        Select text on the page, or right-click it, to check it.
      </p>
    );
  }
  // Counted as the checks count it (trimmed), so both always say the same number.
  const chars = selection.text.trim().length;
  const preview =
    chars > PREVIEW_CHARS ? `${selection.text.slice(0, PREVIEW_CHARS).trimEnd()}…` : selection.text;
  return (
    <figure class="selection" data-testid="selection">
      <blockquote data-testid="selection-text">{preview}</blockquote>
      <figcaption class="muted">
        {chars.toLocaleString('en')} characters selected
        {selection.source === 'input' && ' in a text field'}
        {selection.source === 'contenteditable' && ' in an editor'}
      </figcaption>
    </figure>
  );
}
