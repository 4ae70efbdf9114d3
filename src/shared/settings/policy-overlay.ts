/**
 * The settings in force: what the user stored with a managed policy laid over it, and which
 * setting fields the policy locks. Pure; the worker feeds it storage and `storage.managed`.
 */
import { DEFAULT_SCAN_SETTINGS, type ScanSettings } from '../scans/scan-settings.ts';
import { isLocked, type ManagedPolicy, type PolicyName } from './managed-policy.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';

import { SCAN_FIELDS, SETTINGS_FIELDS, type LockableField } from './lockable-fields.ts';

export interface StoredSettings {
  settings: Settings;
  scan: ScanSettings;
}

export interface EffectiveSettings extends StoredSettings {
  /** Fields the policy sets and the user may not change. */
  locked: LockableField[];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function overlay<T extends Record<string, unknown>, F extends keyof T & string>(
  policy: ManagedPolicy,
  stored: T,
  shipped: T,
  fields: Partial<Record<PolicyName, F>>,
): { value: T; locked: F[] } {
  const value: Record<string, unknown> = { ...stored };
  const locked: F[] = [];
  for (const name of Object.keys(fields) as PolicyName[]) {
    const field = fields[name];
    const given = policy.values[name];
    if (field === undefined || given === undefined) continue;
    if (isLocked(policy, name)) {
      value[field] = given;
      locked.push(field);
    } else if (same(stored[field], shipped[field])) {
      // A default only. Settings are stored whole, so whether the user chose a value is not
      // knowable: one still equal to the shipped default counts as not chosen. (A user who picks
      // exactly the shipped default gets the organisation's default instead.)
      value[field] = given;
    }
  }
  // Each field's value came from the policy entry the compiler paired it with (FieldsFor).
  return { value: value as T, locked };
}

/**
 * The settings in force. A policy that deploys an API key pins the addresses the key and its
 * token go to (the policy's, or the production addresses), so a user cannot point the
 * organisation's key at a server of their own.
 */
export function overlaySettings(policy: ManagedPolicy, stored: StoredSettings): EffectiveSettings {
  const settings = overlay(policy, stored.settings, DEFAULT_SETTINGS, SETTINGS_FIELDS);
  const scan = overlay(policy, stored.scan, DEFAULT_SCAN_SETTINGS, SCAN_FIELDS);
  const locked: LockableField[] = [...settings.locked, ...scan.locked];
  if (policy.values.apiKey !== undefined) {
    settings.value.apiBaseUrl = policy.values.serviceUrl ?? DEFAULT_SETTINGS.apiBaseUrl;
    settings.value.authBaseUrl = policy.values.loginUrl ?? DEFAULT_SETTINGS.authBaseUrl;
    for (const field of ['apiBaseUrl', 'authBaseUrl'] as const) {
      if (!locked.includes(field)) locked.push(field);
    }
  }
  return { settings: settings.value, scan: scan.value, locked };
}

export interface AccountValues {
  email: string | null;
  key: string | null;
}

export interface EffectiveAccount extends AccountValues {
  /** The e-mail is the policy's and the user may not change it. */
  emailLocked: boolean;
  /** The key is the policy's and the user may not change or remove it. */
  keyLocked: boolean;
}

/**
 * The account in force. A default-only e-mail or key (in `userMayChange`) is used while the
 * user has saved none of their own: here "not saved" is knowable (null).
 */
export function overlayAccount(policy: ManagedPolicy, stored: AccountValues): EffectiveAccount {
  const pick = (name: 'accountEmail' | 'apiKey', own: string | null): string | null => {
    const given = policy.values[name];
    if (given === undefined) return own;
    return isLocked(policy, name) ? given : (own ?? given);
  };
  return {
    email: pick('accountEmail', stored.email),
    key: pick('apiKey', stored.key),
    emailLocked: isLocked(policy, 'accountEmail'),
    keyLocked: isLocked(policy, 'apiKey'),
  };
}
