/**
 * The per-scan path secret of hook URLs, in two steps:
 *   hook key = HMAC-SHA-256(token, "authenticity-lens relay hook key v2\0")
 *   secret   = base64url(HMAC-SHA-256(hook key, "authenticity-lens relay hook v2\0" + scanId))
 *
 * Why derived rather than registered: the extension computes it offline from the token it
 * already holds, so a relay that is down or restarting while a scan is submitted costs nothing
 * (the service retries the deliveries). Why a hook key in between: the relay checks secrets with
 * the key alone, so it never stores a token (a team relay keeps one key per member). Rotating a
 * token invalidates every outstanding hook URL of its holder, which is the wanted effect. The
 * service only ever sees the MAC. WebCrypto only: runs in the extension's worker, in Node and on
 * edge runtimes.
 */

import { toBase64Url } from '../core/base64.ts';

/** Domain separation, so a MAC made for hooks is never valid for anything else. */
const KEY_CONTEXT = 'authenticity-lens relay hook key v2\u0000';
const CONTEXT = 'authenticity-lens relay hook v2\u0000';

const encoder = new TextEncoder();

function hmacKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

export async function deriveHookKey(relayToken: string): Promise<Uint8Array<ArrayBuffer>> {
  const key = await hmacKey(encoder.encode(relayToken));
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(KEY_CONTEXT)));
}

/** The hook key ready for hookSecretWith (import once, sign for every scan). */
export function importHookKey(hookKey: Uint8Array): Promise<CryptoKey> {
  return hmacKey(new Uint8Array(hookKey));
}

export async function hookSecretWith(hookKey: CryptoKey, scanId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', hookKey, encoder.encode(CONTEXT + scanId));
  return toBase64Url(new Uint8Array(mac));
}

export async function deriveHookSecret(relayToken: string, scanId: string): Promise<string> {
  return hookSecretWith(await importHookKey(await deriveHookKey(relayToken)), scanId);
}
