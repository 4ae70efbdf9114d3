/**
 * A token belongs to one account, key and service. The user's saves say when those change
 * (`sessionEvents`); a policy changes them without a word, possibly while the worker was stopped.
 * So a digest of what the token was got for is kept, compared at start and after each policy
 * change, and the token dropped when it no longer matches.
 */
import { secretsAreSafe } from '../stores/secret-guard.ts';
import { sessionSubjectItem } from '../stores/secret-items.ts';
import { getSecret, setSecret } from '../stores/secret-store.ts';
import { effectiveAccount, effectiveSettings } from '../settings/effective-settings.ts';
import { onManagedPolicyChanged } from '../settings/managed-policy-reader.ts';
import { sessionEvents } from './session-events.ts';

async function subjectNow(): Promise<string> {
  const [{ email, key }, { settings }] = await Promise.all([
    effectiveAccount(),
    effectiveSettings(),
  ]);
  const text = JSON.stringify([email, key, settings.apiBaseUrl, settings.authBaseUrl]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Where secrets cannot be kept there is no token to drop either. */
async function remember(): Promise<string | null> {
  if (!(await secretsAreSafe()).safe) return null;
  const subject = await subjectNow();
  await setSecret(sessionSubjectItem, subject);
  return subject;
}

/** Drops the session when the account or service in force is not what the token was got for. */
export async function checkSessionSubject(): Promise<void> {
  const before = await getSecret(sessionSubjectItem);
  const now = await remember();
  // Nothing kept before (first start of this version): the token is taken to be current.
  if (before !== null && now !== null && before !== now) await sessionEvents.credentialsChanged();
}

sessionEvents.onCredentialsChanged(async () => {
  await remember();
});
onManagedPolicyChanged(checkSessionSubject);
