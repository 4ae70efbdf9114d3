/**
 * Persistence the client needs, injected so the worker can back it with extension storage and
 * tests with memory. Values are plain JSON.
 */
import * as v from 'valibot';

export const StoredTokenSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  /** Epoch ms on the local clock. */
  issuedAt: v.number(),
  /** Epoch ms on the local clock. */
  expiresAt: v.number(),
});

export type StoredToken = v.InferOutput<typeof StoredTokenSchema>;

export interface TokenStore {
  load(): Promise<StoredToken | undefined>;
  save(token: StoredToken): Promise<void>;
  clear(): Promise<void>;
}

/** Epoch-ms times of recent login attempts. */
export interface LoginGuardStore {
  load(): Promise<number[]>;
  save(times: number[]): Promise<void>;
}

export interface Credentials {
  email: string;
  key: string;
}

export type CredentialsProvider = () => Promise<Credentials | undefined>;

export interface MemoryTokenStore extends TokenStore {
  readonly current: StoredToken | undefined;
}

export function memoryTokenStore(initial?: StoredToken): MemoryTokenStore {
  let current = initial;
  return {
    get current() {
      return current;
    },
    load: () => Promise.resolve(current),
    save: (token) => {
      current = { ...token };
      return Promise.resolve();
    },
    clear: () => {
      current = undefined;
      return Promise.resolve();
    },
  };
}

export interface MemoryLoginGuardStore extends LoginGuardStore {
  readonly times: readonly number[];
}

export function memoryLoginGuardStore(initial: number[] = []): MemoryLoginGuardStore {
  let times = [...initial];
  return {
    get times() {
      return times;
    },
    load: () => Promise.resolve([...times]),
    save: (next) => {
      times = [...next];
      return Promise.resolve();
    },
  };
}
