import type { JSX } from 'preact';
import { BatchPanel, type BatchPanelProps } from '../../ui/batches/batch-panel.tsx';
import { lazyView } from '../lazy-view.ts';

const FileRowResult = lazyView(() => import('./file-row-result.tsx').then((m) => m.FileRowResult));

/** What the files section was asked for: files, the picker, or the page's document links. */
export type FilesAsked = File[] | 'pick' | { links: NonNullable<BatchPanelProps['links']> };

/**
 * The popup's and side panel's files: the batch panel, with the files dropped, or its picker
 * opened at once when "Check files…" was pressed, or the page's document links to choose from;
 * a row opens as a text check's result does.
 */
export function FilesPanel({ files }: { files: FilesAsked }): JSX.Element {
  return (
    <BatchPanel
      files={Array.isArray(files) ? files : undefined}
      links={typeof files === 'object' && 'links' in files ? files.links : undefined}
      pickNow={files === 'pick'}
      RowResult={FileRowResult}
    />
  );
}
