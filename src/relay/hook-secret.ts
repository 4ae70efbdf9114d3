/**
 * The per-scan path secret of hook URLs: base64url(HMAC-SHA-256(relay token, context + scanId)).
 *
 * Why derived rather than registered: the extension can compute it offline from the token it
 * already holds, so a relay that is down or restarting while a scan is submitted costs nothing
 * (the service retries the deliveries), and the relay keeps no table of secrets to lose or leak.
 * Rotating the relay token invalidates every outstanding hook URL, which is the wanted effect.
 * The service only ever sees the MAC, never the token. WebCrypto only: runs in the extension's
 * worker, in Node and on edge runtimes.
 */

import { toBase64Url } from '../core/base64.ts';

/** Domain separation, so a MAC made for hooks is never valid for anything else. */
const CONTEXT = 'authenticity-lens relay hook v1\u0000';

/** 32 MAC bytes in base64url without padding. */
export const HOOK_SECRET_LENGTH = 43;

const encoder = new TextEncoder();

export async function deriveHookSecret(relayToken: string, scanId: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(relayToken),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(CONTEXT + scanId));
  return toBase64Url(new Uint8Array(mac));
}
