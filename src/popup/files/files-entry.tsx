import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';
import { tabTarget } from '../tab-target.ts';
import type { FilesAsked } from './files-panel.tsx';

// The drop zone, the picker, the class set's table and a file's result load when files come or
// are asked for, never with the first screen: this part is one button and a drop listener.
const FilesPanel = lazyView(() => import('./files-panel.tsx').then((m) => m.FilesPanel));

type PageLinks = Extract<FilesAsked, { links: unknown }>['links'];

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
 * The page's document links (an LMS submissions list), asked once this part is shown (after the
 * first paint); none when the page has none or cannot be read.
 */
function usePageLinks(tabId: number | undefined, pageReadable: boolean): PageLinks | undefined {
  const [links, setLinks] = useState<PageLinks>();
  useEffect(() => {
    if (!pageReadable) return;
    let current = true;
    void sendToBackground('batches/list-links', tabTarget(tabId)).then((answer) => {
      if (current && answer.ok && answer.value.links.length > 0) setLinks(answer.value);
    });
    return () => {
      current = false;
    };
  }, [tabId, pageReadable]);
  return links;
}

/**
 * "Check files…": files from the computer, picked or dropped on the popup or the side panel,
 * one or a class set; and, when the page has some, "Check the document links on this page (N)…"
 * (popup/files/files-panel.tsx, loaded then).
 */
export function FilesEntry({
  tabId,
  pageReadable = false,
}: {
  tabId?: number | undefined;
  /** The tab's page can be read (its document links are asked for then). */
  pageReadable?: boolean;
}): JSX.Element {
  const { t } = useT();
  const [files, setFiles] = useState<FilesAsked>();
  const links = usePageLinks(tabId, pageReadable);
  // Once the panel is shown, its own drop zone takes the files. Listening before the button is
  // seen (a layout effect): a drop the moment it shows is taken.
  useLayoutEffect(() => (files ? undefined : takeDroppedFiles(setFiles)), [files]);
  return (
    <section class="actions files-section" aria-label={t('batch_heading')}>
      {files ? (
        <FilesPanel files={files} />
      ) : (
        <>
          <button
            type="button"
            class="secondary"
            data-testid="check-files"
            onClick={() => setFiles('pick')}
          >
            {t('batch_pickFiles')}
          </button>
          {links && (
            <button
              type="button"
              class="secondary"
              data-testid="check-links"
              onMouseEnter={() => void FilesPanel.preload()}
              onClick={() => setFiles({ links })}
            >
              {t('batch_checkLinks', links.links.length)}
            </button>
          )}
        </>
      )}
    </section>
  );
}
