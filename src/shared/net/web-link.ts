/**
 * An address from the service's data (a scan source, a crawled page) that is safe to put in a
 * link in an extension page: http or https only. `javascript:`, `data:`, `chrome-extension:` and
 * the rest become no link at all. Pure.
 */
export function webLink(value: string | null | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}
