import * as v from 'valibot';
import { StoredTokenSchema, type StoredToken } from '../api/index.ts';
import { defineItem } from '../shared/item-definition.ts';

/**
 * Secrets, declared here so that only the worker can import them (ESLint forbids importing
 * src/background from other runtimes). Never logged, never sent in a message.
 */
export const apiKeyItem = defineItem<string | null>({
  key: 'account.apiKey',
  area: 'local',
  schema: v.nullable(v.string()),
  fallback: null,
});

/** The access token and its lifetime; reused until shortly before it expires (48 h). */
export const tokenItem = defineItem<StoredToken | null>({
  key: 'account.token',
  area: 'local',
  schema: v.nullable(StoredTokenSchema),
  fallback: null,
});

/** Times of recent logins, so a restarted worker still keeps under 12 per 15 minutes. */
export const loginTimesItem = defineItem<number[]>({
  key: 'account.loginTimes',
  area: 'local',
  schema: v.array(v.number()),
  fallback: [],
});

/** The webhook relay's token: authenticates reads and keys the per-scan hook secrets. */
export const relayTokenItem = defineItem<string | null>({
  key: 'relay.token',
  area: 'local',
  schema: v.nullable(v.string()),
  fallback: null,
});
