import { appError, err, ok, type Result } from '../../core/errors.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { relayTokenItem } from '../stores/secret-items.ts';
import { getSecret } from '../stores/secret-store.ts';
import type { RelayAccess } from './relay-reader.ts';
import { markTokenRefused, tokenRefused } from './refused-token.ts';

/**
 * The relay's address and token, or an error that says what to set up. A token the relay refused
 * (rotated or revoked by its owner) is not sent again until another is saved, unless the user
 * asks (`retryRefused`: Settings' relay check); every read notes whether the relay took it.
 */
export async function relayAccess({ retryRefused = false } = {}): Promise<Result<RelayAccess>> {
  const [
    {
      scan: { relayUrl },
    },
    token,
  ] = await Promise.all([effectiveSettings(), getSecret(relayTokenItem)]);
  if (!relayUrl || !token) {
    return err(
      appError(
        'invalid-input',
        'Plagiarism scans and image heatmaps report through your webhook relay: set its address and token in Settings → Plagiarism scans (run it with "npm run relay").',
        { code: 'relay-not-configured' },
      ),
    );
  }
  if (!retryRefused && (await tokenRefused(token))) {
    return err(
      appError(
        'auth',
        'The relay refused your relay token: its owner replaced or revoked it. Ask them for your new token and set it in Settings → Plagiarism scans.',
        { code: 'relay-token' },
      ),
    );
  }
  const noting = async (input: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (response.status === 401 || response.ok) await markTokenRefused(token, !response.ok);
    return response;
  };
  return ok({ baseUrl: relayUrl, token, fetch: noting });
}
