import { ok, type Result } from '../../shared/errors.ts';
import type { AccountStatus } from '../../shared/messages/index.ts';
import { getItem, removeItem, setItem } from '../../shared/storage.ts';
import { emailItem, settingsItem } from '../../shared/storage-items.ts';
import { missingHostAccess } from '../host-access.ts';
import { registry } from '../router.ts';
import { apiKeyItem } from '../secret-items.ts';
import { sessionEvents } from '../session-events.ts';

async function status(): Promise<Result<AccountStatus>> {
  const [email, key, settings] = await Promise.all([
    getItem(emailItem),
    getItem(apiKeyItem),
    getItem(settingsItem),
  ]);
  return ok({
    email,
    hasKey: key !== null,
    settings,
    missingHostAccess: await missingHostAccess(settings),
  });
}

registry.register('account/get', status);

registry.register('account/save-credentials', async ({ email, key }) => {
  const previousEmail = await getItem(emailItem);
  await setItem(emailItem, email);
  if (key !== undefined) await setItem(apiKeyItem, key);
  // A token belongs to one account and key: drop it when either changes.
  if (key !== undefined || previousEmail !== email) await sessionEvents.credentialsChanged();
  return status();
});

registry.register('account/forget', async () => {
  await Promise.all([removeItem(emailItem), removeItem(apiKeyItem)]);
  await sessionEvents.credentialsChanged();
  return status();
});

registry.register('settings/save', async (patch) => {
  const current = await getItem(settingsItem);
  const next = { ...current, ...definedOnly(patch) };
  await setItem(settingsItem, next);
  // A token from one service address means nothing to another.
  if (next.apiBaseUrl !== current.apiBaseUrl || next.authBaseUrl !== current.authBaseUrl) {
    await sessionEvents.credentialsChanged();
  }
  return status();
});

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
