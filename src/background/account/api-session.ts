import { createApiClient, type ApiClient } from '../../api/index.ts';
import { getItem, removeItem, setItem } from '../../platform/item-storage.ts';
import { accountCheckFrom, accountSubject } from '../../shared/settings/account-check.ts';
import { appError } from '../../core/errors.ts';
import { accountCheckItem } from '../stores/extension-items.ts';
import { loginTimesItem, tokenItem } from '../stores/secret-items.ts';
import { getSecret, removeSecret, setSecret } from '../stores/secret-store.ts';
import { logFailure } from '../stores/log-failure.ts';
import { log } from '../stores/worker-log.ts';
import { sessionEvents } from './session-events.ts';
import { effectiveAccount, effectiveSettings } from '../settings/effective-settings.ts';

/**
 * The worker's one API client, for the service addresses in force (the policy's or the user's),
 * signing in with the account in force: a key deployed by policy is used like a saved one. The token and the login
 * times live in extension storage, so a restarted worker reuses the token and keeps counting.
 */
let current: { addresses: string; client: ApiClient } | undefined;

export async function apiClient(): Promise<ApiClient> {
  const { apiBaseUrl, authBaseUrl } = (await effectiveSettings()).settings;
  const addresses = `${apiBaseUrl} ${authBaseUrl}`;
  if (current?.addresses === addresses) return current.client;
  const client = createApiClient({
    apiBaseUrl,
    authBaseUrl,
    credentials: async () => {
      const { email, key } = await effectiveAccount();
      return email && key ? { email, key } : undefined;
    },
    tokenStore: {
      load: async () => (await getSecret(tokenItem)) ?? undefined,
      save: (token) => setSecret(tokenItem, token),
      clear: () => removeSecret(tokenItem),
    },
    loginGuardStore: {
      load: () => getSecret(loginTimesItem),
      save: (times) => setSecret(loginTimesItem, times),
    },
    // Credentials the service refused are not tried again until they change.
    refuseLogin: async () => {
      const [{ email }, check] = await Promise.all([effectiveAccount(), getItem(accountCheckItem)]);
      const refused =
        email &&
        check?.state === 'rejected' &&
        check.subject === accountSubject(email, authBaseUrl);
      return refused
        ? appError(
            'auth',
            'The service refused this e-mail and API key at the last sign-in. Save them again in Settings (corrected) to retry.',
            { code: 'refused-before' },
          )
        : undefined;
    },
    // What each sign-in says about the account, for the popup and the settings page.
    onLoginOutcome: async (outcome) => {
      if (outcome.ok) log.info('account', 'Signed in to the service');
      else logFailure('account', 'Signing in failed', outcome.error);
      const { email } = await effectiveAccount();
      if (!email) return;
      await setItem(
        accountCheckItem,
        accountCheckFrom(outcome, accountSubject(email, authBaseUrl), Date.now()),
      );
    },
  });
  current = { addresses, client };
  return client;
}

// A token belongs to one account, key and service: forget it when any of them changes.
sessionEvents.onCredentialsChanged(async () => {
  current = undefined;
  await Promise.all([removeSecret(tokenItem), removeItem(accountCheckItem)]);
});
