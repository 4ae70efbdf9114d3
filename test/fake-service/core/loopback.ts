import { isIP } from 'node:net';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * Names under the reserved `.test` domain stand for public sites in tests: the test browsers map
 * them to 127.0.0.1, and so does the fake (see `connectHost`).
 */
export function isTestName(host: string): boolean {
  return /^[a-z0-9.-]+\.test$/i.test(host);
}

/** Where to connect for a URL's host: `.test` names go to 127.0.0.1, the rest as they are. */
export function connectHost(host: string): string {
  return isTestName(host) ? '127.0.0.1' : host;
}

/**
 * The fake only ever contacts this machine: a URL is allowed when its host is
 * a loopback literal, "localhost" or a `.test` name. Anything else is treated as unreachable.
 */
export function isLoopbackUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || isLoopbackAddress(host) || isTestName(host);
}
