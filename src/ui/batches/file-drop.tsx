import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { FILE_ACCEPT } from '../../shared/batches/file-accept.ts';
import { useT } from '../i18n/translated-page.tsx';

const hasFiles = (event: DragEvent): boolean =>
  event.dataTransfer?.types.includes('Files') === true;

/**
 * Where files come in: dropped anywhere on the page (the zone says so while they are dragged)
 * or picked with "Check files…", one or many at once.
 */
export function FileDrop({
  onFiles,
  busy,
  pickNow = false,
}: {
  onFiles: (files: File[]) => void;
  busy: boolean;
  /** Opens the picker when shown (the user pressed a "Check files…" that loaded this). */
  pickNow?: boolean;
}): JSX.Element {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (pickNow) input.current?.click();
  }, [pickNow]);

  // Before the zone is seen (a layout effect): a drop the moment it shows is taken.
  useLayoutEffect(() => {
    const over = (event: DragEvent): void => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(true);
    };
    const leave = (event: DragEvent): void => {
      if (event.relatedTarget === null) setDragging(false);
    };
    const drop = (event: DragEvent): void => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const files = [...(event.dataTransfer?.files ?? [])];
      if (files.length > 0) onFiles(files);
    };
    document.addEventListener('dragover', over);
    document.addEventListener('dragleave', leave);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('dragleave', leave);
      document.removeEventListener('drop', drop);
    };
  }, [onFiles]);

  return (
    <div class={dragging ? 'file-drop dragging' : 'file-drop'} data-testid="file-drop">
      <p class="muted small">{dragging ? t('batch_dropNow') : t('batch_dropHelp')}</p>
      <button
        type="button"
        class="secondary"
        data-testid="pick-files"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {t('batch_pickFiles')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={FILE_ACCEPT}
        data-testid="file-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
