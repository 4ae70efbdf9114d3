/**
 * Which setting fields a managed policy sets, and so can lock (policy-overlay.ts lays the policy
 * over the stored settings): a module of its own, as the pages read the list to validate the
 * account's status before their first paint, without the overlay's code.
 */
import type { ScanSettings } from '../scans/scan-settings.ts';
import type { PolicyName, PolicyValues } from './managed-policy.ts';
import type { Settings } from './settings.ts';

/** For each policy, a field of T its value fits (the compiler checks the pairs below). */
type FieldsFor<T> = {
  [P in PolicyName]?: { [F in keyof T]: PolicyValues[P] extends T[F] ? F : never }[keyof T];
};

export const SETTINGS_FIELDS = {
  serviceUrl: 'apiBaseUrl',
  loginUrl: 'authBaseUrl',
  sandbox: 'sandbox',
  confirmCreditsAbove: 'confirmCreditsAbove',
  maxCreditsPerCheck: 'maxCreditsPerCheck',
  moderationLabels: 'moderationLabels',
  aiSensitivity: 'sensitivity',
  aiLanguage: 'aiLanguage',
  explainAi: 'explainAi',
  uiLanguage: 'uiLanguage',
  historyDays: 'historyDays',
} as const satisfies FieldsFor<Settings>;

export const SCAN_FIELDS = {
  relayUrl: 'relayUrl',
  checkCreditsFirst: 'checkCreditsFirst',
} as const satisfies FieldsFor<ScanSettings>;

/** Setting fields a policy can lock: of the settings and of the scan settings (names differ). */
export const LOCKABLE_FIELDS = [
  ...Object.values(SETTINGS_FIELDS),
  ...Object.values(SCAN_FIELDS),
] as const;
export type LockableField = (typeof LOCKABLE_FIELDS)[number];
