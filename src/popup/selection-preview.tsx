import type { JSX } from 'preact';
import type { Selection } from '../shared/messages/index.ts';
import { DOC_SELECTION_CODE } from '../shared/frames/unreadable-codes.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { sayWords } from '../shared/i18n/say-words.ts';
import { lazyView } from './lazy-view.ts';

// Notes of pages few openings meet (a frame to allow, text a check leaves out): loaded when shown.
const FrameAccessAction = lazyView(() =>
  import('./frame-access-action.tsx').then((m) => m.FrameAccessAction),
);
const LeftOutNote = lazyView(() => import('./checks/left-out-note.tsx').then((m) => m.LeftOutNote));

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
  const translator = useT();
  const { t, plural } = translator;
  if (!selection.text.trim()) {
    // Nothing readable, and the worker saw why: frames it may not read, a canvas-drawn editor.
    if (selection.unreadable) {
      return (
        <div
          class="notice"
          data-testid="selection-unreadable"
          data-code={selection.unreadable.code}
        >
          <p>{sayWords(translator, selection.unreadable.words, selection.unreadable.message)}</p>
          <FrameAccessAction error={selection.unreadable} onGranted={onAskAgain} />
          {selection.unreadable.code === DOC_SELECTION_CODE && (
            <p>
              <button type="button" class="secondary" data-testid="doc-paste" onClick={onPaste}>
                {t('popup_pasteAPart')}
              </button>
            </p>
          )}
        </div>
      );
    }
    return (
      <p class="muted" data-testid="selection-empty">
        {t('popup_selectToCheck')}
      </p>
    );
  }
  // Counted as the checks count it (trimmed), so both always say the same number.
  const chars = selection.text.trim().length;
  const counted =
    selection.source === 'input'
      ? plural('popup_selectedInField', chars)
      : selection.source === 'contenteditable'
        ? plural('popup_selectedInEditor', chars)
        : plural('popup_selected', chars);
  const preview =
    chars > PREVIEW_CHARS ? `${selection.text.slice(0, PREVIEW_CHARS).trimEnd()}…` : selection.text;
  return (
    <>
      <figure class="selection" data-testid="selection">
        <blockquote data-testid="selection-text">{preview}</blockquote>
        <figcaption class="muted">
          {selection.frameId === undefined ? counted : t('popup_inFrame', counted)}
        </figcaption>
      </figure>
      {selection.leftOut && selection.leftOut.length > 0 && (
        <LeftOutNote leftOut={selection.leftOut} onPaste={onPaste} />
      )}
    </>
  );
}
