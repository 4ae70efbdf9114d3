const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * An address the extension may send account data to: https anywhere, or plain http on this
 * machine only (the local service, a local relay). No user name or password in it.
 */
export function parseTrustedUrl(input: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined; // not an address: callers refuse it with their own words
  }
  const secure = url.protocol === 'https:';
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (!secure && !loopbackHttp) return undefined;
  if (url.username || url.password) return undefined;
  return url;
}
