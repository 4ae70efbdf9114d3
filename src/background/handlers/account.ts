import { ok, type Result } from '../../core/errors.ts';
import type { AccountStatus } from '../../shared/messages/index.ts';
import { getItem, removeItem, setItem } from '../../platform/item-storage.ts';
import { accountSubject } from '../../shared/settings/account-check.ts';
import { accountCheckItem, emailItem, settingsItem } from '../../shared/items/extension-items.ts';
import { apiClient } from '../account/api-session.ts';
import { missingHostAccess } from '../tabs/host-access.ts';
import { registry } from './router.ts';
import { apiKeyItem } from '../stores/secret-items.ts';
import { getSecret, removeSecret, setSecret } from '../stores/secret-store.ts';
import { sessionEvents } from '../account/session-events.ts';

/** How long saving waits for the sign-in that checks the account (it goes on after). */
const VERIFY_WAIT_MS = 8_000;

async function status(): Promise<Result<AccountStatus>> {
  const [email, key, settings, check] = await Promise.all([
    getItem(emailItem),
    getSecret(apiKeyItem),
    getItem(settingsItem),
    getItem(accountCheckItem),
  ]);
  const current =
    email && key && check?.subject === accountSubject(email, settings.authBaseUrl) ? check : null;
  return ok({
    email,
    hasKey: key !== null,
    settings,
    missingHostAccess: await missingHostAccess(settings),
    check: current && {
      state: current.state,
      at: current.at,
      ...(current.message ? { message: current.message } : {}),
    },
  });
}

/** One sign-in, so the page can say at once whether the service takes the account. */
async function verify(): Promise<void> {
  const signal = AbortSignal.timeout(VERIFY_WAIT_MS);
  const result = await (await apiClient()).login({ force: true, signal });
  if (!result.ok && result.error.code === 'aborted') {
    const email = await getItem(emailItem);
    const { authBaseUrl } = await getItem(settingsItem);
    if (email) {
      await setItem(accountCheckItem, {
        state: 'unverified',
        at: Date.now(),
        subject: accountSubject(email, authBaseUrl),
        message: `The sign-in service did not answer within ${VERIFY_WAIT_MS / 1000} s; it is checked again at the next sign-in.`,
      });
    }
  }
}

registry.register('account/get', status);

registry.register('account/save-credentials', async ({ email, key }) => {
  const previousEmail = await getItem(emailItem);
  await setItem(emailItem, email);
  if (key !== undefined) await setSecret(apiKeyItem, key);
  // A token belongs to one account and key: drop it when either changes.
  if (key !== undefined || previousEmail !== email) await sessionEvents.credentialsChanged();
  if ((await getSecret(apiKeyItem)) !== null) await verify();
  return status();
});

registry.register('account/forget', async () => {
  await Promise.all([removeItem(emailItem), removeSecret(apiKeyItem)]);
  await sessionEvents.credentialsChanged();
  return status();
});

registry.register('settings/save', async (patch) => {
  const current = await getItem(settingsItem);
  const next = { ...current, ...definedOnly(patch) };
  await setItem(settingsItem, next);
  // The key and token were given for one service: another address gets neither until the user
  // enters the key again for it (a changed address must not receive the old key unasked).
  if (next.apiBaseUrl !== current.apiBaseUrl || next.authBaseUrl !== current.authBaseUrl) {
    await removeSecret(apiKeyItem);
    await sessionEvents.credentialsChanged();
  }
  return status();
});

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
