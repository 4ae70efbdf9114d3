/** What the relay's middleware leaves on a request for the routes: who is asking. */
import type { Member } from './relay-store.ts';

export interface RelayEnv {
  Variables: { member: Member };
}
