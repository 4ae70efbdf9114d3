import { describe, expect, it } from 'vitest';
import {
  NO_POLICY,
  parseManagedPolicy,
  POLICY_NAMES,
} from '../../../../src/shared/settings/managed-policy.ts';
import { overlayAccount, overlaySettings } from '../../../../src/shared/settings/policy-overlay.ts';
import {
  changedFields,
  lockedChanges,
  setByPolicyError,
} from '../../../../src/shared/settings/locked-change.ts';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings.ts';
import { DEFAULT_SCAN_SETTINGS } from '../../../../src/shared/scans/scan-settings.ts';
import managedSchema from '../../../../public/managed-schema.json' with { type: 'json' };

const STORED = { settings: DEFAULT_SETTINGS, scan: DEFAULT_SCAN_SETTINGS };

describe('reading a policy', () => {
  it('reads nothing from nothing: Firefox and browsers without managed storage', () => {
    expect(parseManagedPolicy(undefined)).toEqual({ policy: NO_POLICY, problems: [] });
    expect(parseManagedPolicy({})).toEqual({ policy: NO_POLICY, problems: [] });
  });

  it('reports a policy that is not an object and applies none of it', () => {
    const { policy, problems } = parseManagedPolicy(['sandbox']);
    expect(policy).toEqual(NO_POLICY);
    expect(problems.map((p) => p.policy)).toEqual(['*']);
  });

  it('keeps every good entry, with the setting rules applied', () => {
    const { policy, problems } = parseManagedPolicy({
      serviceUrl: 'https://api.example.org/v3/',
      loginUrl: 'http://127.0.0.1:8080',
      sandbox: false,
      relayUrl: 'https://relay.example.org/team/',
      checkCreditsFirst: true,
      confirmCreditsAbove: 5,
      maxCreditsPerCheck: 50,
      moderationLabels: ['adult-v1', 'toxic-v1', 'adult-v1'],
      aiSensitivity: 3,
      aiLanguage: 'de',
      explainAi: false,
      accountEmail: ' it@school.example ',
      apiKey: 'k-0123456789',
    });
    expect(problems).toEqual([]);
    expect(policy.values).toEqual({
      serviceUrl: 'https://api.example.org',
      loginUrl: 'http://127.0.0.1:8080',
      sandbox: false,
      relayUrl: 'https://relay.example.org/team',
      checkCreditsFirst: true,
      confirmCreditsAbove: 5,
      maxCreditsPerCheck: 50,
      // In the service's order, once each.
      moderationLabels: ['toxic-v1', 'adult-v1'],
      aiSensitivity: 3,
      aiLanguage: 'de',
      explainAi: false,
      accountEmail: 'it@school.example',
      apiKey: 'k-0123456789',
    });
  });

  it.each([
    ['serviceUrl', 'http://api.example.org'],
    ['loginUrl', 'https://user:pw@id.example.org'],
    ['relayUrl', 'ftp://relay.example.org'],
    ['sandbox', 'false'],
    ['checkCreditsFirst', 1],
    ['confirmCreditsAbove', -1],
    ['maxCreditsPerCheck', 2.5],
    ['moderationLabels', []],
    ['moderationLabels', ['not-a-label']],
    ['aiSensitivity', 4],
    ['aiLanguage', 'xx'],
    ['explainAi', null],
    ['uiLanguage', 'klingon'],
    ['accountEmail', 'not an address'],
    ['apiKey', 'has spaces in it'],
  ])('drops a bad %s and keeps the rest', (name, value) => {
    const other = name === 'explainAi' ? 'sandbox' : 'explainAi';
    const { policy, problems } = parseManagedPolicy({ [other]: true, [name]: value });
    expect(policy.values).toEqual({ [other]: true });
    expect(problems.map((p) => p.policy)).toEqual([name]);
    expect(problems[0]?.problem).not.toBe('');
  });

  it('never repeats a bad API key in its report', () => {
    const { problems } = parseManagedPolicy({ apiKey: 'secret with spaces' });
    expect(JSON.stringify(problems)).not.toContain('secret');
  });

  it('sets the extension’s language, locked like any other setting', () => {
    const { policy } = parseManagedPolicy({ uiLanguage: 'ja' });
    const inForce = overlaySettings(policy, {
      settings: { ...DEFAULT_SETTINGS, uiLanguage: 'de' },
      scan: DEFAULT_SCAN_SETTINGS,
    });
    expect(inForce.settings.uiLanguage).toBe('ja');
    expect(inForce.locked).toEqual(['uiLanguage']);
  });

  it('reports unknown names and ignores them', () => {
    const { policy, problems } = parseManagedPolicy({ sandbox: true, sandBox: false });
    expect(policy.values).toEqual({ sandbox: true });
    expect(problems.map((p) => p.policy)).toEqual(['sandBox']);
  });

  it('reads userMayChange as policy names, reporting others', () => {
    const { policy, problems } = parseManagedPolicy({
      sandbox: true,
      userMayChange: ['sandbox', 'nope', 3],
    });
    expect(policy.userMayChange).toEqual(['sandbox']);
    expect(problems).toHaveLength(2);
    // Not a list: every entry stays locked.
    expect(parseManagedPolicy({ userMayChange: 'sandbox' }).policy.userMayChange).toEqual([]);
  });

  it('matches the schema Chrome is given: the same policy names', () => {
    expect(Object.keys(managedSchema.properties).sort()).toEqual(
      [...POLICY_NAMES, 'userMayChange'].sort(),
    );
    for (const entry of Object.values(managedSchema.properties)) {
      expect(entry.title).toBeTruthy();
      expect(entry.description).toBeTruthy();
    }
  });
});

describe('the settings in force', () => {
  it('are the stored ones when there is no policy', () => {
    expect(overlaySettings(NO_POLICY, STORED)).toEqual({ ...STORED, locked: [] });
  });

  it('take locked values over saved ones and name their fields', () => {
    const { policy } = parseManagedPolicy({
      aiSensitivity: 1,
      sandbox: false,
      relayUrl: 'https://r.example',
    });
    const stored = {
      settings: { ...DEFAULT_SETTINGS, sensitivity: 3 as const, sandbox: true },
      scan: { ...DEFAULT_SCAN_SETTINGS, relayUrl: 'http://127.0.0.1:8787' },
    };
    const effective = overlaySettings(policy, stored);
    expect(effective.settings).toMatchObject({ sensitivity: 1, sandbox: false });
    expect(effective.scan.relayUrl).toBe('https://r.example');
    expect(effective.locked.sort()).toEqual(['relayUrl', 'sandbox', 'sensitivity']);
  });

  it('apply defaults only where the user kept the shipped value, and lock nothing', () => {
    const { policy } = parseManagedPolicy({
      aiSensitivity: 1,
      checkCreditsFirst: true,
      explainAi: false,
      userMayChange: ['aiSensitivity', 'checkCreditsFirst', 'explainAi'],
    });
    const stored = {
      settings: { ...DEFAULT_SETTINGS, sensitivity: 3 as const },
      scan: DEFAULT_SCAN_SETTINGS,
    };
    const effective = overlaySettings(policy, stored);
    expect(effective.settings.sensitivity).toBe(3); // the user's own choice stands
    expect(effective.settings.explainAi).toBe(false); // shipped value: the default applies
    expect(effective.scan.checkCreditsFirst).toBe(true);
    expect(effective.locked).toEqual([]);
  });

  it('pin the addresses a deployed key goes to', () => {
    const stored = {
      settings: { ...DEFAULT_SETTINGS, authBaseUrl: 'https://collector.example' },
      scan: DEFAULT_SCAN_SETTINGS,
    };
    const production = overlaySettings(parseManagedPolicy({ apiKey: 'k-1' }).policy, stored);
    expect(production.settings.authBaseUrl).toBe(DEFAULT_SETTINGS.authBaseUrl);
    expect(production.locked.sort()).toEqual(['apiBaseUrl', 'authBaseUrl']);

    const own = overlaySettings(
      parseManagedPolicy({
        apiKey: 'k-1',
        loginUrl: 'https://id.school.example',
        userMayChange: ['apiKey', 'loginUrl'],
      }).policy,
      stored,
    );
    expect(own.settings.authBaseUrl).toBe('https://id.school.example');
    expect(own.locked).toContain('authBaseUrl');
  });
});

describe('the account in force', () => {
  const saved = { email: 'me@home.example', key: 'my-own-key' };

  it('is the saved one without a policy', () => {
    expect(overlayAccount(NO_POLICY, saved)).toEqual({
      ...saved,
      emailLocked: false,
      keyLocked: false,
    });
  });

  it('is the policy one when locked', () => {
    const { policy } = parseManagedPolicy({ accountEmail: 'it@school.example', apiKey: 'k-1' });
    expect(overlayAccount(policy, saved)).toEqual({
      email: 'it@school.example',
      key: 'k-1',
      emailLocked: true,
      keyLocked: true,
    });
  });

  it('takes a default-only account only while the user saved none', () => {
    const { policy } = parseManagedPolicy({
      accountEmail: 'it@school.example',
      apiKey: 'k-1',
      userMayChange: ['accountEmail', 'apiKey'],
    });
    expect(overlayAccount(policy, saved)).toMatchObject({ ...saved, keyLocked: false });
    expect(overlayAccount(policy, { email: null, key: null })).toMatchObject({
      email: 'it@school.example',
      key: 'k-1',
      emailLocked: false,
    });
  });
});

describe('saving under a policy', () => {
  it('finds the locked fields a save would change, not those sent as they stand', () => {
    const current = { sandbox: false, sensitivity: 2 };
    expect(
      lockedChanges<'sandbox' | 'sensitivity'>(['sandbox'], current, {
        sandbox: false,
        sensitivity: 3,
      }),
    ).toEqual([]);
    expect(lockedChanges(['sandbox'], current, { sandbox: true })).toEqual(['sandbox']);
  });

  it('stores only what changed', () => {
    expect(changedFields({ a: 1, b: [1, 2] }, { a: 1, b: [1, 3] })).toEqual({ b: [1, 3] });
  });

  it('refuses with a forbidden error naming the setting', () => {
    const error = setByPolicyError(['sandbox']);
    expect(error).toMatchObject({ kind: 'forbidden', code: 'set-by-policy', field: 'sandbox' });
    expect(error.message).toMatch(/^Set by your organisation: sandbox/);
  });
});
