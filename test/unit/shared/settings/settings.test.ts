import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  hostPermissionPattern,
  normalizeServiceUrl,
  SettingsSchema,
} from '../../../../src/shared/settings/settings.ts';

describe('normalizeServiceUrl', () => {
  it('keeps https origins and drops paths and trailing slashes', () => {
    expect(normalizeServiceUrl(' https://api.example.com/v3/ ')).toBe('https://api.example.com');
    expect(normalizeServiceUrl('https://api.example.com:8443')).toBe(
      'https://api.example.com:8443',
    );
  });

  it('allows plain http on this machine only', () => {
    expect(normalizeServiceUrl('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
    expect(normalizeServiceUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeServiceUrl('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(normalizeServiceUrl('http://example.com')).toBeUndefined();
    expect(normalizeServiceUrl('http://127.0.0.1.example.com')).toBeUndefined();
  });

  it('refuses other schemes, credentials in the address and garbage', () => {
    for (const input of ['ftp://x.com', 'javascript:alert(1)', 'https://user:pw@x.com', 'x', '']) {
      expect(normalizeServiceUrl(input)).toBeUndefined();
    }
  });
});

describe('SettingsSchema', () => {
  it('accepts the defaults: production addresses, sandbox on', () => {
    expect(v.parse(SettingsSchema, DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.sandbox).toBe(true);
  });

  it('reads settings saved before "Explain AI results" existed as on', () => {
    const older: Partial<typeof DEFAULT_SETTINGS> = { ...DEFAULT_SETTINGS };
    delete older.explainAi;
    expect(v.parse(SettingsSchema, older).explainAi).toBe(true);
    expect(DEFAULT_SETTINGS.explainAi).toBe(true);
    expect(v.parse(SettingsSchema, { ...older, explainAi: false }).explainAi).toBe(false);
  });

  it('keeps history three months by default, also for settings saved before the choice existed', () => {
    const older: Partial<typeof DEFAULT_SETTINGS> = { ...DEFAULT_SETTINGS };
    delete older.historyDays;
    expect(v.parse(SettingsSchema, older).historyDays).toBe(90);
    expect(v.safeParse(SettingsSchema, { ...older, historyDays: 45 }).success).toBe(false);
    expect(v.parse(SettingsSchema, { ...older, historyDays: 0 }).historyDays).toBe(0);
  });

  it('explains a refused address', () => {
    const result = v.safeParse(SettingsSchema, { ...DEFAULT_SETTINGS, apiBaseUrl: 'http://x.com' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain('https://');
  });
});

describe('hostPermissionPattern', () => {
  it('covers every port of the host', () => {
    expect(hostPermissionPattern('http://127.0.0.1:8787')).toBe('http://127.0.0.1/*');
    expect(hostPermissionPattern('https://api.example.com')).toBe('https://api.example.com/*');
  });
});
