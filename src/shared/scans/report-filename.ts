/**
 * The name a scan's report is saved under: what was scanned (the page's host) and the day, so a
 * folder of reports sorts and reads well.
 */
export function reportFilename(pageAddress: string, createdAt: number, extension: string): string {
  let host = 'page';
  try {
    host = new URL(pageAddress).hostname.replace(/[^\w.-]/g, '_') || host;
  } catch {
    // Not an address (an old record): the generic name.
  }
  const day = new Date(createdAt).toISOString().slice(0, 10);
  return `plagiarism-report-${host}-${day}.${extension}`;
}
