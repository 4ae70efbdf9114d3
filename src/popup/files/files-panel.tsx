import type { JSX } from 'preact';
import { BatchPanel } from '../../ui/batches/batch-panel.tsx';
import { lazyView } from '../lazy-view.ts';

const FileRowResult = lazyView(() => import('./file-row-result.tsx').then((m) => m.FileRowResult));

/**
 * The popup's and side panel's files: the batch panel, with the files dropped, or its picker
 * opened at once when "Check files…" was pressed; a row opens as a text check's result does.
 */
export function FilesPanel({ files }: { files: File[] | 'pick' }): JSX.Element {
  return (
    <BatchPanel
      files={files === 'pick' ? undefined : files}
      pickNow={files === 'pick'}
      RowResult={FileRowResult}
    />
  );
}
