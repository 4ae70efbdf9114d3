import type { JSX } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';

// The drop zone, the picker, the class set's table and a file's result load when files come or
// are asked for, never with the first screen: this part is one button and a drop listener.
const FilesPanel = lazyView(() => import('./files-panel.tsx').then((m) => m.FilesPanel));

/** Files dropped anywhere on the page are taken (and the page not navigated to them). */
function takeDroppedFiles(take: (files: File[]) => void): () => void {
  const handle = (event: DragEvent): void => {
    const files = event.dataTransfer?.types.includes('Files') && event.dataTransfer.files;
    if (!files) return;
    event.preventDefault();
    if (event.type === 'drop' && files.length > 0) take([...files]);
  };
  document.addEventListener('dragover', handle);
  document.addEventListener('drop', handle);
  return () => {
    document.removeEventListener('dragover', handle);
    document.removeEventListener('drop', handle);
  };
}

/**
 * "Check files…": files from the computer, picked or dropped on the popup or the side panel,
 * one or a class set (popup/files/files-panel.tsx, loaded then).
 */
export function FilesEntry(): JSX.Element {
  const { t } = useT();
  const [files, setFiles] = useState<File[] | 'pick'>();
  // Once the panel is shown, its own drop zone takes the files. Listening before the button is
  // seen (a layout effect): a drop the moment it shows is taken.
  useLayoutEffect(() => (files ? undefined : takeDroppedFiles(setFiles)), [files]);
  return (
    <section class="actions files-section" aria-label={t('batch_heading')}>
      {files ? (
        <FilesPanel files={files} />
      ) : (
        <button
          type="button"
          class="secondary"
          data-testid="check-files"
          onClick={() => setFiles('pick')}
        >
          {t('batch_pickFiles')}
        </button>
      )}
    </section>
  );
}
