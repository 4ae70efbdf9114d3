/**
 * Which sites the browser can let the extension read on request: the manifest's
 * `optional_host_permissions` (any https site, plain http on this computer only). A plain http
 * site elsewhere can never be granted, so no one is offered a button that cannot work.
 */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost']);

export function siteGrantable(site: string): boolean {
  if (!URL.canParse(site)) return false;
  const url = new URL(site);
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname))
  );
}
