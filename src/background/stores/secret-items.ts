import * as v from 'valibot';
import { StoredTokenSchema, type StoredToken } from '../../api/index.ts';

/**
 * Secrets, declared here so that only the worker can import them (ESLint forbids importing
 * src/background from other runtimes), and kept only by secret-store.ts. Never logged, never
 * sent in a message.
 */
export interface SecretItem<T> {
  readonly key: string;
  readonly schema: v.GenericSchema<unknown, T>;
  readonly fallback: T;
}

const defineSecret = <T>(item: SecretItem<T>): SecretItem<T> => item;

export const apiKeyItem = defineSecret<string | null>({
  key: 'account.apiKey',
  schema: v.nullable(v.string()),
  fallback: null,
});

/** The access token and its lifetime; reused until shortly before it expires (48 h). */
export const tokenItem = defineSecret<StoredToken | null>({
  key: 'account.token',
  schema: v.nullable(StoredTokenSchema),
  fallback: null,
});

/** Times of recent logins, so a restarted worker still keeps under 12 per 15 minutes. */
export const loginTimesItem = defineSecret<number[]>({
  key: 'account.loginTimes',
  schema: v.array(v.number()),
  fallback: [],
});

/** The webhook relay's token: authenticates reads and keys the per-scan hook secrets. */
export const relayTokenItem = defineSecret<string | null>({
  key: 'relay.token',
  schema: v.nullable(v.string()),
  fallback: null,
});

/**
 * A digest of the account and service addresses the token was got for, so a policy that moved
 * them (even while the worker was stopped) drops the token.
 */
export const sessionSubjectItem = defineSecret<string | null>({
  key: 'account.sessionSubject',
  schema: v.nullable(v.string()),
  fallback: null,
});

export const SECRET_ITEMS: readonly SecretItem<unknown>[] = [
  apiKeyItem,
  tokenItem,
  loginTimesItem,
  relayTokenItem,
  sessionSubjectItem,
];
