import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  readRelaySettings,
  settingsAsVariables,
} from '../../../src/relay/relay-settings.ts';
import { memberNameProblem } from '../../../src/relay/members/member-directory.ts';

describe('relay settings from RELAY_* variables', () => {
  it('keeps the defaults for unset or empty variables', () => {
    expect(readRelaySettings({})).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
    expect(readRelaySettings({ RELAY_SCAN_MAX_EVENTS: '' })).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
    });
  });

  it('reads each limit into its place', () => {
    const read = readRelaySettings({
      RELAY_MEMBER_MAX_EVENTS: '7',
      RELAY_RETENTION_DAYS: '2',
      RELAY_MAX_STREAM_MS: '300000',
      RELAY_AUTH_FAILURE_WINDOW_MS: '5000',
    });
    expect(read).toMatchObject({
      ok: true,
      settings: {
        guards: {
          memberQuota: { events: 7, bytes: DEFAULT_SETTINGS.guards.memberQuota.bytes },
          retentionMs: 2 * 24 * 60 * 60_000,
          authFailures: { limit: 20, windowMs: 5_000 },
        },
        maxStreamMs: 300_000,
      },
    });
  });

  it('names the variable (or the flag standing for it) that is wrong', () => {
    expect(readRelaySettings({ RELAY_SCAN_MAX_BYTES: '1e9' })).toEqual({
      ok: false,
      message: 'RELAY_SCAN_MAX_BYTES must be a whole number, not "1e9".',
    });
    expect(readRelaySettings({ RELAY_LARGE_BODY_SLOTS: '0' })).toMatchObject({
      ok: false,
      message: /RELAY_LARGE_BODY_SLOTS must be between 1 and/,
    });
    expect(
      readRelaySettings({ RELAY_RETENTION_DAYS: '-1' }, DEFAULT_SETTINGS, {
        RELAY_RETENTION_DAYS: '--retention-days',
      }),
    ).toMatchObject({ ok: false, message: /^--retention-days must be/ });
  });

  it('round-trips through variables, so a relay elsewhere can be given the same limits', () => {
    const read = readRelaySettings(settingsAsVariables(DEFAULT_SETTINGS));
    expect(read).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });
});

describe('member names', () => {
  it('takes a name of 1 to 60 characters without padding or control characters', () => {
    expect(memberNameProblem('Ada Lovelace')).toBeUndefined();
    expect(memberNameProblem('Zoë 🦊')).toBeUndefined();
    for (const bad of ['', ' Ada', 'Ada ', 'x'.repeat(61), 'a\u0007b', 'line\nbreak']) {
      expect(memberNameProblem(bad), JSON.stringify(bad)).toBeDefined();
    }
  });
});
