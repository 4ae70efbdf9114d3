/**
 * Who holds which token on this relay. The owner is the relay's own token (RELAY_TOKEN, or the
 * Node relay's token file) and is written into the store on first use, so rotating that token is
 * a restart with the new one. Members are added and revoked by the owner (admin-routes.ts).
 *
 * The list is cached with each hook key imported once: it is read on every request, and only
 * this directory changes it (one process on Node, which owns its database file and is managed
 * over its own team API; one Durable Object on Workers). So the directory also knows the moment
 * a token stops: each token comes with a signal that aborts when it is rotated or revoked, and
 * the requests it keeps open (long polls, event streams) end on it.
 */
import { constantTimeEqual } from '../constant-time.ts';
import { deriveHookKey, hookSecretWith, importHookKey } from '../../relay-protocol/hook-secret.ts';
import { isRelayId } from '../relay-ids.ts';
import type { Member, MemberUsage, RelayStore, StoredMember } from '../relay-store.ts';
import { newMemberId, newMemberToken, tokenHash } from './member-keys.ts';

export const OWNER_ID = 'owner';
export const MAX_MEMBER_NAME = 60;

interface Entry {
  member: Member;
  tokenHash: string;
  hookKey: CryptoKey;
  /** Aborted when this token is rotated or revoked; kept across reloads of the list. */
  revoked: AbortController;
}

/** Whose token a request carries, and the signal that ends what it keeps open. */
export interface Authenticated {
  member: Member;
  /** Aborts when this token is rotated or revoked. */
  revoked: AbortSignal;
}

export interface IssuedToken {
  member: Member;
  token: string;
}

export type MemberChange<T> =
  { ok: true; value: T } | { ok: false; why: 'not-found' | 'owner' | 'name-taken' };

export interface MemberDirectory {
  byToken(token: string): Promise<Authenticated | undefined>;
  /** The member whose hook key made `secret` for `scanId`. */
  byHookSecret(scanId: string, secret: string): Promise<Member | undefined>;
  add(name: string): Promise<MemberChange<IssuedToken>>;
  /** A new token for a member (their scans stay); the owner's changes only with the relay's. */
  rotate(idOrName: string): Promise<MemberChange<IssuedToken>>;
  /** Removes a member with every event they hold. */
  revoke(idOrName: string): Promise<MemberChange<Member>>;
  usage(): Promise<MemberUsage[]>;
}

/** Why a member name is refused, or undefined. */
export function memberNameProblem(name: string): string | undefined {
  if (name.trim() !== name || name.length === 0 || name.length > MAX_MEMBER_NAME) {
    return `A name is 1 to ${MAX_MEMBER_NAME} characters, without spaces around it.`;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'A name may not hold control characters.';
  return undefined;
}

async function credentials(token: string): Promise<Pick<StoredMember, 'tokenHash' | 'hookKey'>> {
  return { tokenHash: await tokenHash(token), hookKey: await deriveHookKey(token) };
}

export function createMemberDirectory(
  store: RelayStore,
  ownerToken: string,
  now: () => number,
): MemberDirectory {
  let cache: Promise<Entry[]> | undefined;
  /** Each token's signal, by its hash: a reload keeps them, so an abort reaches every holder. */
  let signals = new Map<string, AbortController>();

  /** Counts changes, so a load that overlapped one reads again (its rows may predate it, and a
   * later load may have dropped the signal of the token it still holds). */
  let changes = 0;

  const load = async (): Promise<Entry[]> => {
    const seen = changes;
    let stored = await store.members();
    const owner = await credentials(ownerToken);
    const known = stored.find((m) => m.id === OWNER_ID);
    if (known?.tokenHash !== owner.tokenHash) {
      await store.putMember({
        id: OWNER_ID,
        name: known?.name ?? 'Owner',
        role: 'owner',
        createdAt: known?.createdAt ?? now(),
        ...owner,
      });
      stored = await store.members();
    }
    const keys = await Promise.all(stored.map((m) => importHookKey(m.hookKey)));
    if (seen !== changes) return load();
    // From here on synchronous: each token keeps its signal across reloads.
    const loaded = stored.map((m, i) => ({
      member: { id: m.id, name: m.name, role: m.role, createdAt: m.createdAt },
      tokenHash: m.tokenHash,
      hookKey: keys[i] as CryptoKey,
      revoked: signals.get(m.tokenHash) ?? new AbortController(),
    }));
    signals = new Map(loaded.map((entry) => [entry.tokenHash, entry.revoked]));
    return loaded;
  };
  /** Ends what the token of `entry` keeps open: call after the store has forgotten it. */
  const stop = (entry: Entry): void => {
    cache = undefined;
    entry.revoked.abort();
    signals.get(entry.tokenHash)?.abort();
  };
  const entries = (): Promise<Entry[]> => {
    cache ??= load().catch((error: unknown) => {
      cache = undefined;
      throw error;
    });
    return cache;
  };
  const find = async (idOrName: string): Promise<Entry | undefined> => {
    const all = await entries();
    return all.find((e) => e.member.id === idOrName) ?? all.find((e) => e.member.name === idOrName);
  };
  const issue = async (member: Member): Promise<IssuedToken> => {
    const token = newMemberToken();
    const stored = { ...member, ...(await credentials(token)) };
    await store.putMember(stored);
    changes++;
    cache = undefined;
    return { member, token };
  };

  return {
    async byToken(token) {
      const hash = await tokenHash(token);
      let found: Entry | undefined;
      for (const entry of await entries()) {
        if (constantTimeEqual(entry.tokenHash, hash)) found = entry;
      }
      // A list read just before a rotation still holds the old entry, with its aborted signal.
      return found && { member: found.member, revoked: found.revoked.signal };
    },
    async byHookSecret(scanId, secret) {
      if (!isRelayId(scanId)) return undefined;
      for (const entry of await entries()) {
        if (constantTimeEqual(secret, await hookSecretWith(entry.hookKey, scanId))) {
          return entry.member;
        }
      }
      return undefined;
    },
    async add(name) {
      const all = await entries();
      if (all.some((e) => e.member.name.toLowerCase() === name.toLowerCase())) {
        return { ok: false, why: 'name-taken' };
      }
      const member: Member = { id: newMemberId(), name, role: 'member', createdAt: now() };
      return { ok: true, value: await issue(member) };
    },
    async rotate(idOrName) {
      const entry = await find(idOrName);
      if (!entry) return { ok: false, why: 'not-found' };
      if (entry.member.role === 'owner') return { ok: false, why: 'owner' };
      const issued = await issue(entry.member);
      stop(entry);
      return { ok: true, value: issued };
    },
    async revoke(idOrName) {
      const entry = await find(idOrName);
      if (!entry) return { ok: false, why: 'not-found' };
      if (entry.member.role === 'owner') return { ok: false, why: 'owner' };
      await store.removeMember(entry.member.id);
      changes++;
      stop(entry);
      return { ok: true, value: entry.member };
    },
    async usage() {
      await entries();
      return store.usage();
    },
  };
}
