/**
 * Tokens of a relay's members: generated here (32 random bytes, base64url, like the Node relay's
 * own token), and recognised by what is derived from them (hex SHA-256; hook-secret.ts for the
 * hook key), so the relay's database never holds a token. WebCrypto only.
 */
import { toBase64Url } from '../../core/base64.ts';
import { sha256Hex } from '../dedupe-key.ts';

const encoder = new TextEncoder();

export function newMemberToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** `m-` and 12 random base32-ish characters: short enough to type in a revoke command. */
export function newMemberId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const random = crypto.getRandomValues(new Uint8Array(12));
  return `m-${Array.from(random, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function tokenHash(token: string): Promise<string> {
  return sha256Hex(encoder.encode(token));
}
