/** Whether `url` is a PDF file (opened in the browser's PDF viewer), by its address. */
export function isPdfUrl(url: string | undefined): boolean {
  if (!url || !URL.canParse(url)) return false;
  return /\.pdf$/i.test(new URL(url).pathname);
}
