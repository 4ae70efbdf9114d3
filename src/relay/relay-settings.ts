/**
 * The relay's tunable limits, read from `RELAY_*` variables the same way on every runtime: the
 * Node relay's environment (and flags, which win), a Worker's `vars`. Pure: the variables are
 * passed in.
 */
import { DEFAULT_BODY_LIMITS, type BodyLimits } from './body-limits.ts';
import { DEFAULT_GUARDS, type RelayGuards } from './relay-guards.ts';

export interface RelaySettings {
  limits: BodyLimits;
  guards: RelayGuards;
  /** Milliseconds between heartbeats of an event stream. */
  heartbeatMs: number;
  /**
   * Milliseconds an event stream stays open; 0 for ever. The reader reconnects (with
   * Last-Event-ID, losing nothing) and so shows its token again.
   */
  maxStreamMs: number;
}

export const DEFAULT_SETTINGS: RelaySettings = {
  limits: DEFAULT_BODY_LIMITS,
  guards: DEFAULT_GUARDS,
  heartbeatMs: 15_000,
  maxStreamMs: 5 * 60_000,
};

const DAY_MS = 24 * 60 * 60_000;
/** A body is held in memory while it is read: half a gigabyte is the most any runtime here takes. */
const MAX_BODY_BYTES = 512 * 1024 * 1024;
const MAX_COUNT = 1_000_000_000;

interface Setting {
  name: string;
  min: number;
  max: number;
  get(s: RelaySettings): number;
  set(s: RelaySettings, value: number): RelaySettings;
}

const guard = <K extends keyof RelayGuards>(
  s: RelaySettings,
  key: K,
  value: RelayGuards[K],
): RelaySettings => ({ ...s, guards: { ...s.guards, [key]: value } });

export const SETTINGS: readonly Setting[] = [
  {
    name: 'RELAY_MAX_WEBHOOK_BYTES',
    min: 1,
    max: MAX_BODY_BYTES,
    get: (s) => s.limits.webhookBytes,
    set: (s, v) => ({ ...s, limits: { ...s.limits, webhookBytes: v } }),
  },
  {
    name: 'RELAY_MAX_DELIVERY_BYTES',
    min: 1,
    max: MAX_BODY_BYTES,
    get: (s) => s.limits.deliveryBytes,
    set: (s, v) => ({ ...s, limits: { ...s.limits, deliveryBytes: v } }),
  },
  {
    name: 'RELAY_RETENTION_DAYS',
    min: 0,
    max: 36_500,
    get: (s) => Math.round(s.guards.retentionMs / DAY_MS),
    set: (s, v) => guard(s, 'retentionMs', v * DAY_MS),
  },
  {
    name: 'RELAY_SCAN_MAX_EVENTS',
    min: 1,
    max: MAX_COUNT,
    get: (s) => s.guards.quota.events,
    set: (s, v) => guard(s, 'quota', { ...s.guards.quota, events: v }),
  },
  {
    name: 'RELAY_SCAN_MAX_BYTES',
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    get: (s) => s.guards.quota.bytes,
    set: (s, v) => guard(s, 'quota', { ...s.guards.quota, bytes: v }),
  },
  {
    name: 'RELAY_MEMBER_MAX_EVENTS',
    min: 1,
    max: MAX_COUNT,
    get: (s) => s.guards.memberQuota.events,
    set: (s, v) => guard(s, 'memberQuota', { ...s.guards.memberQuota, events: v }),
  },
  {
    name: 'RELAY_MEMBER_MAX_BYTES',
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    get: (s) => s.guards.memberQuota.bytes,
    set: (s, v) => guard(s, 'memberQuota', { ...s.guards.memberQuota, bytes: v }),
  },
  {
    name: 'RELAY_LARGE_BODY_SLOTS',
    min: 1,
    max: 64,
    get: (s) => s.guards.largeBodySlots,
    set: (s, v) => guard(s, 'largeBodySlots', v),
  },
  {
    name: 'RELAY_BODY_TIMEOUT_MS',
    min: 100,
    max: 3_600_000,
    get: (s) => s.guards.bodyTimeoutMs,
    set: (s, v) => guard(s, 'bodyTimeoutMs', v),
  },
  {
    name: 'RELAY_AUTH_FAILURE_LIMIT',
    min: 1,
    max: MAX_COUNT,
    get: (s) => s.guards.authFailures.limit,
    set: (s, v) => guard(s, 'authFailures', { ...s.guards.authFailures, limit: v }),
  },
  {
    name: 'RELAY_AUTH_FAILURE_WINDOW_MS',
    min: 1_000,
    max: 7 * DAY_MS,
    get: (s) => s.guards.authFailures.windowMs,
    set: (s, v) => guard(s, 'authFailures', { ...s.guards.authFailures, windowMs: v }),
  },
  {
    name: 'RELAY_HEARTBEAT_MS',
    min: 50,
    max: 600_000,
    get: (s) => s.heartbeatMs,
    set: (s, v) => ({ ...s, heartbeatMs: v }),
  },
  {
    name: 'RELAY_MAX_STREAM_MS',
    min: 0,
    max: 7 * DAY_MS,
    get: (s) => s.maxStreamMs,
    set: (s, v) => ({ ...s, maxStreamMs: v }),
  },
];

export type SettingsRead = { ok: true; settings: RelaySettings } | { ok: false; message: string };

/**
 * Settings from `values` (unset or empty: the default's). `labels` names a value where it came
 * from when that is not its variable (a flag), for the message.
 */
export function readRelaySettings(
  values: Readonly<Record<string, string | undefined>>,
  defaults: RelaySettings = DEFAULT_SETTINGS,
  labels: Readonly<Record<string, string>> = {},
): SettingsRead {
  let settings = defaults;
  for (const setting of SETTINGS) {
    const raw = values[setting.name];
    if (raw === undefined || raw === '') continue;
    const label = labels[setting.name] ?? setting.name;
    if (!/^\d+$/.test(raw)) {
      return { ok: false, message: `${label} must be a whole number, not "${raw}".` };
    }
    const value = Number(raw);
    if (value < setting.min || value > setting.max) {
      return { ok: false, message: `${label} must be between ${setting.min} and ${setting.max}.` };
    }
    settings = setting.set(settings, value);
  }
  return { ok: true, settings };
}

/** The variables that give `settings` (for starting a relay elsewhere with the same limits). */
export function settingsAsVariables(settings: RelaySettings): Record<string, string> {
  return Object.fromEntries(SETTINGS.map((s) => [s.name, String(s.get(settings))]));
}
