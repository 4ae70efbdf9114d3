import { err, ok, type Result } from '../../core/errors.ts';
import type { AccountStatus, AccountSummary } from '../../shared/messages/index.ts';
import { getItem, removeItem, setItem } from '../../platform/item-storage.ts';
import { accountSubject } from '../../shared/settings/account-check.ts';
import {
  changedFields,
  lockedChanges,
  setByPolicyError,
} from '../../shared/settings/locked-change.ts';
import { accountCheckItem, emailItem, settingsItem } from '../stores/extension-items.ts';
import { apiClient } from '../account/api-session.ts';
import { effectiveAccount, effectiveSettings } from '../settings/effective-settings.ts';
import { missingHostAccess } from '../tabs/host-access.ts';
import { registry } from './router.ts';
import { apiKeyItem } from '../stores/secret-items.ts';
import { removeSecret, setSecret } from '../stores/secret-store.ts';
import { sessionEvents } from '../account/session-events.ts';
import { applyHistoryRetention } from '../stores/history-retention.ts';

/** How long saving waits for the sign-in that checks the account (it goes on after). */
const VERIFY_WAIT_MS = 8_000;

async function status(): Promise<Result<AccountStatus>> {
  const [account, { settings, locked }, check] = await Promise.all([
    effectiveAccount(),
    effectiveSettings(),
    getItem(accountCheckItem),
  ]);
  const { email, key } = account;
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
    managed: { locked, email: account.emailLocked, apiKey: account.keyLocked },
  });
}

/** One sign-in, so the page can say at once whether the service takes the account. */
async function verify(): Promise<void> {
  const signal = AbortSignal.timeout(VERIFY_WAIT_MS);
  const result = await (await apiClient()).login({ force: true, signal });
  if (!result.ok && result.error.code === 'aborted') {
    const [{ email }, { settings }] = await Promise.all([effectiveAccount(), effectiveSettings()]);
    if (email) {
      await setItem(accountCheckItem, {
        state: 'unverified',
        at: Date.now(),
        subject: accountSubject(email, settings.authBaseUrl),
        message: `The sign-in service did not answer within ${VERIFY_WAIT_MS / 1000} s; it is checked again at the next sign-in.`,
      });
    }
  }
}

registry.register('account/get', status);

// The popup's first screen: what it shows of the status (shared/messages/account-summary.ts).
registry.register('account/summary', async (): Promise<Result<AccountSummary>> => {
  const answer = await status();
  if (!answer.ok) return answer;
  const { email, hasKey, check, settings } = answer.value;
  return ok({
    email,
    hasKey,
    check: check && { state: check.state },
    settings: { sandbox: settings.sandbox, uiLanguage: settings.uiLanguage },
  });
});

registry.register('account/save-credentials', async ({ email, key }) => {
  const before = await effectiveAccount();
  // The page offers no locked field; a request that changes one anyway is refused whole.
  const refused = [
    ...(before.emailLocked && email !== before.email ? ['accountEmail'] : []),
    ...(before.keyLocked && key !== undefined ? ['apiKey'] : []),
  ];
  if (refused.length > 0) return err(setByPolicyError(refused));
  // A locked e-mail is the policy's: the user's own stays as it was, for when the policy goes.
  const emailChanged = !before.emailLocked && (await getItem(emailItem)) !== email;
  if (emailChanged) await setItem(emailItem, email);
  if (key !== undefined) await setSecret(apiKeyItem, key);
  // A token belongs to one account and key: drop it when either changes.
  if (key !== undefined || emailChanged) await sessionEvents.credentialsChanged();
  if ((await effectiveAccount()).key !== null) await verify();
  return status();
});

registry.register('account/forget', async () => {
  const { emailLocked, keyLocked } = await effectiveAccount();
  if (emailLocked || keyLocked) {
    return err(
      setByPolicyError([
        ...(emailLocked ? ['accountEmail'] : []),
        ...(keyLocked ? ['apiKey'] : []),
      ]),
    );
  }
  await Promise.all([removeItem(emailItem), removeSecret(apiKeyItem)]);
  await sessionEvents.credentialsChanged();
  return status();
});

registry.register('settings/save', async (patch) => {
  const [stored, before] = await Promise.all([getItem(settingsItem), effectiveSettings()]);
  const refused = lockedChanges(before.locked, before.settings, patch);
  if (refused.length > 0) return err(setByPolicyError(refused));
  await setItem(settingsItem, { ...stored, ...changedFields(before.settings, patch) });
  const after = (await effectiveSettings()).settings;
  if (after.historyDays !== before.settings.historyDays) {
    await applyHistoryRetention(after.historyDays);
  }
  // The key and token were given for one service: another address gets neither until the user
  // enters the key again for it (a changed address must not receive the old key unasked).
  if (
    after.apiBaseUrl !== before.settings.apiBaseUrl ||
    after.authBaseUrl !== before.settings.authBaseUrl
  ) {
    await removeSecret(apiKeyItem);
    await sessionEvents.credentialsChanged();
  }
  return status();
});
