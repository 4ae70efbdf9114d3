import { fromBase64 } from '../../core/base64.ts';
import { saveBlob } from '../../ui/save-file.ts';

/** Saves bytes the worker sent (base64) as a file, from the popup. */
export function saveAsFile(base64: string, filename: string, type = 'application/pdf'): boolean {
  const bytes = fromBase64(base64);
  if (!bytes) return false;
  saveBlob(new Blob([bytes], { type }), filename);
  return true;
}
