import * as v from 'valibot';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { defineItem } from '../../shared/items/item-definition.ts';

/**
 * The relay token the relay last refused, by fingerprint (never the token): while it is the one
 * saved, background reads do not send it again. Each refused read counts as a failed sign-in at
 * the relay, and enough of them shut this browser out for a while, the new token too. Saving
 * another token (another fingerprint) ends it; so does a read the relay accepts.
 */
const refusedTokenItem = defineItem<string | null>({
  key: 'relay.refusedToken',
  area: 'session',
  schema: v.nullable(v.string()),
  fallback: null,
});

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

export async function tokenRefused(token: string): Promise<boolean> {
  const refused = await getItem(refusedTokenItem);
  return refused !== null && refused === (await fingerprint(token));
}

/** After the relay answered 401 to `token`, or accepted it (`false`). */
export async function markTokenRefused(token: string, refused: boolean): Promise<void> {
  const known = await getItem(refusedTokenItem);
  // The common case, every accepted read with nothing refused: no hashing.
  if (!refused && known === null) return;
  const print = await fingerprint(token);
  if (refused && known !== print) await setItem(refusedTokenItem, print);
  if (!refused && known === print) await setItem(refusedTokenItem, null);
}
