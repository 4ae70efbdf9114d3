/**
 * Scan and export ids as the relay accepts them in paths: 3 to 36 URL-unreserved characters,
 * which is what the extension's id generator makes and what the API client validates.
 */
const RELAY_ID = /^[A-Za-z0-9._~-]{3,36}$/;

export function isRelayId(value: string): boolean {
  return RELAY_ID.test(value);
}
