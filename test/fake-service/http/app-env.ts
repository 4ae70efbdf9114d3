import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { AccountRecord } from '../core/accounts.ts';

/** Hono environment shared by both listeners. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { account: AccountRecord | undefined };
}

export type AppContext = Context<AppEnv>;
