import { isIP } from 'node:net';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}

/**
 * The fake only ever contacts this machine: a URL is allowed when its host is
 * a loopback literal or "localhost". Anything else is treated as unreachable.
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
  return host === 'localhost' || isLoopbackAddress(host);
}
