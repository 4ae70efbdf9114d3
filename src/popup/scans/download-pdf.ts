import { fromBase64 } from '../../core/base64.ts';

/**
 * Saves bytes the worker sent as a file: a blob URL made here, in the popup, and a click on a
 * download link. No downloads permission is needed for that.
 */
export function saveAsFile(base64: string, filename: string, type = 'application/pdf'): boolean {
  const bytes = fromBase64(base64);
  if (!bytes) return false;
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download has to start from it first.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
