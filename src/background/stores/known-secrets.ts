import { apiKeyItem, relayTokenItem, tokenItem } from './secret-items.ts';
import { getSecret, watchSecret } from './secret-store.ts';

/**
 * The secret values this worker has held (API key, access token, relay token), so the log can
 * hide them exactly wherever they turn up, beyond what its patterns catch. Memory only.
 */
const seen = new Set<string>();

export const knownSecrets = (): readonly string[] => [...seen];

const remember = (value: string | null | undefined): void => {
  if (value) seen.add(value);
};

/** A secret held elsewhere than the secret store (a key deployed by policy). */
export const rememberSecret = remember;

/** Reads the secrets now and follows their changes for the worker's life. */
export async function watchSecrets(): Promise<void> {
  watchSecret(apiKeyItem, remember);
  watchSecret(tokenItem, (token) => remember(token?.accessToken));
  watchSecret(relayTokenItem, remember);
  const [key, token, relayToken] = await Promise.all([
    getSecret(apiKeyItem),
    getSecret(tokenItem),
    getSecret(relayTokenItem),
  ]);
  remember(key);
  remember(token?.accessToken);
  remember(relayToken);
}
