import type { JSX } from 'preact';
import type { Selection } from '../../shared/messages/index.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

type Editor = NonNullable<Selection['editors']>[number];

/** A label longer than this is cut short on its button (a field labelled by a whole sentence). */
const NAME_CHARS = 60;

/**
 * An editor's name in the popup: the page's label for it; else, one of several, its number in
 * page order ("Editor 2"); a sole editor with no label goes unnamed ("the editor").
 */
export function editorName(
  editor: Editor,
  editors: readonly Editor[],
  t: Translator['t'],
): string | undefined {
  if (editor.name) {
    const name = editor.name;
    return name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1).trimEnd()}…` : name;
  }
  return editors.length > 1 ? t('checks_editorNumbered', editor.number) : undefined;
}

/**
 * Says, before anything is sent, which editors' writing "Check whole page" leaves out and how
 * much (each editor's frame is read on its own, so its marks land in it): all of them when it
 * reads the page's own text, the others when it reads one editor. Nothing when it leaves none.
 */
export function EditorsLeftOutNote({
  editors = [],
  pageFrameId,
}: {
  editors?: readonly Editor[] | undefined;
  /** The frame "Check whole page" reads, when not the top document. */
  pageFrameId?: number | undefined;
}): JSX.Element | null {
  const { t, plural } = useT();
  const read = editors.find((e) => e.frameId === pageFrameId);
  const out = editors.filter((e) => e !== read);
  if (out.length === 0) return null;
  const chars = out.reduce((sum, e) => sum + e.chars, 0);
  const button = t('checks_checkPage');
  const readName = read && editorName(read, editors, t);
  return (
    <p class="muted" data-testid="editors-left-out" data-editors={out.length} data-chars={chars}>
      {readName
        ? plural('checks_editorsLeftOutBeside', out.length, chars, button, readName)
        : plural('checks_editorsLeftOut', out.length, chars, button)}
    </p>
  );
}

/** "Check <editor>" for each of the page's editors with writing, in page order. */
export function EditorButtons({
  editors,
  disabled,
  onCheck,
}: {
  editors: readonly Editor[];
  disabled: boolean;
  /** Checks the writing in that editor's frame. */
  onCheck: (frameId: number) => void;
}): JSX.Element {
  const { t } = useT();
  return (
    <>
      {editors.map((editor) => {
        const name = editorName(editor, editors, t);
        return (
          <button
            key={editor.frameId}
            type="button"
            class="secondary"
            data-testid="check-editor"
            data-frame-id={editor.frameId}
            disabled={disabled}
            onClick={() => onCheck(editor.frameId)}
          >
            {name === undefined ? t('checks_checkEditor') : t('checks_checkEditorNamed', name)}
          </button>
        );
      })}
    </>
  );
}
