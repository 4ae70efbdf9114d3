import { appError, err, ok, type Result } from '../../core/errors.ts';
import { getItem } from '../../platform/item-storage.ts';
import { scanSettingsItem } from '../../shared/extension-items.ts';
import { relayTokenItem } from '../secrets/secret-items.ts';
import { getSecret } from '../secrets/secret-store.ts';
import type { RelayAccess } from './relay-reader.ts';

/** The relay's address and token, or an error that says what to set up. */
export async function relayAccess(): Promise<Result<RelayAccess>> {
  const [{ relayUrl }, token] = await Promise.all([
    getItem(scanSettingsItem),
    getSecret(relayTokenItem),
  ]);
  if (!relayUrl || !token) {
    return err(
      appError(
        'invalid-input',
        'Plagiarism scans and image heatmaps report through your webhook relay: set its address and token in Settings → Plagiarism scans (run it with "npm run relay").',
        { code: 'relay-not-configured' },
      ),
    );
  }
  return ok({ baseUrl: relayUrl, token });
}
