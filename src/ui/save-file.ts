/**
 * Saves data made in an extension page as a file: a blob URL and a click on a download link.
 * No downloads permission is needed for that.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: the download has to start from it first.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
