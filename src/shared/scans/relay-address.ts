import * as v from 'valibot';
import { parseTrustedUrl } from '../net/trusted-url.ts';

/**
 * The relay's address: https anywhere, or plain http on this machine only, like service addresses.
 * Unlike those, a path is kept (the relay may sit behind a reverse proxy under a prefix); the
 * trailing slash, query and fragment are dropped.
 */
export function normalizeRelayUrl(input: string): string | undefined {
  const url = parseTrustedUrl(input);
  return url && `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export const RELAY_URL_MESSAGE =
  'Use an https:// relay address, or http:// on 127.0.0.1 or localhost.';

/** A relay address, normalised; the empty string means "no relay configured". */
export const RelayUrlSchema = v.pipe(
  v.string(),
  v.transform((input) => (input.trim() === '' ? '' : (normalizeRelayUrl(input) ?? '\u0000'))),
  v.check((url) => url !== '\u0000', RELAY_URL_MESSAGE),
);

/**
 * What the user pastes as relay token: what the relay accepts, a bearer token (RFC 6750
 * b64token) of at least 16 characters.
 */
export const RelayTokenSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(16, 'A relay token has at least 16 characters; copy the one the relay printed.'),
  v.maxLength(512, 'That relay token is too long.'),
  v.regex(/^[A-Za-z0-9._~+/-]+=*$/, 'A relay token has no spaces or special characters.'),
);
