/** What the relay's middleware leaves on a request for the routes: who is asking. */
import type { Member } from './relay-store.ts';

export interface RelayEnv {
  Variables: {
    member: Member;
    /**
     * Aborts when the token of this request is rotated or revoked: what the request keeps open
     * (a long poll, an event stream) ends then (member-directory.ts).
     */
    revoked: AbortSignal;
  };
}
