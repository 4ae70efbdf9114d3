import type { JSX } from 'preact';
import type { Selection } from '../shared/messages/index.ts';
import { DOC_SELECTION_CODE } from '../shared/frames/nothing-to-read.ts';
import { FrameAccessAction } from './frame-access-action.tsx';

const PREVIEW_CHARS = 400;

export function SelectionPreview({
  selection,
  onAskAgain,
  onPaste,
}: {
  selection: Selection;
  /** Reads the selection again (after access to a frame's site was granted). */
  onAskAgain: () => void;
  /** Opens "Paste text to check" (where a Google Doc's selection can go). */
  onPaste: () => void;
}): JSX.Element {
  if (!selection.text.trim()) {
    // Nothing readable, and the worker saw why: frames it may not read, a canvas-drawn editor.
    if (selection.unreadable) {
      return (
        <div
          class="notice"
          data-testid="selection-unreadable"
          data-code={selection.unreadable.code}
        >
          <p>{selection.unreadable.message}</p>
          <FrameAccessAction error={selection.unreadable} onGranted={onAskAgain} />
          {selection.unreadable.code === DOC_SELECTION_CODE && (
            <p>
              <button type="button" class="secondary" data-testid="doc-paste" onClick={onPaste}>
                Paste a part to check
              </button>
            </p>
          )}
        </div>
      );
    }
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
        {selection.frameId !== undefined && ' (inside a frame)'}
      </figcaption>
    </figure>
  );
}
