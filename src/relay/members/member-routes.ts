/**
 * The team API, behind bearer-auth.ts: anyone asks who they are; the owner adds, lists, rotates
 * and revokes members (`npm run relay:team` calls these). A new token is in one answer only.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { RelayEnv } from '../relay-context.ts';
import { errorResponse } from '../relay-errors.ts';
import type {
  IssuedTokenView,
  MemberView,
  Members,
  Revoked,
  WhoAmI,
} from '../../relay-protocol/relay-protocol.ts';
import type { Member } from '../relay-store.ts';
import {
  memberNameProblem,
  type IssuedToken,
  type MemberChange,
  type MemberDirectory,
} from './member-directory.ts';

function view(member: Member): MemberView {
  return {
    id: member.id,
    name: member.name,
    role: member.role,
    createdAt: new Date(member.createdAt).toISOString(),
  };
}

function refused(c: Context, why: 'not-found' | 'owner' | 'name-taken'): Response {
  switch (why) {
    case 'not-found':
      return errorResponse(c, 'not-found', 'No member has that id or name.');
    case 'owner':
      return errorResponse(
        c,
        'forbidden',
        "The owner's token is the relay's own: change it where the relay is deployed.",
      );
    case 'name-taken':
      return errorResponse(c, 'conflict', 'A member already has that name.');
  }
}

function issued(c: Context, change: MemberChange<IssuedToken>, status: 200 | 201): Response {
  if (!change.ok) return refused(c, change.why);
  const answer: IssuedTokenView = { member: view(change.value.member), token: change.value.token };
  c.header('Cache-Control', 'no-store');
  return c.json(answer, status);
}

async function nameFrom(c: Context): Promise<string | { problem: string }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const name = typeof body === 'object' && body !== null && 'name' in body ? body.name : undefined;
  if (typeof name !== 'string') return { problem: 'Send {"name": "…"}.' };
  const problem = memberNameProblem(name);
  return problem === undefined ? name : { problem };
}

export function registerMemberRoutes(app: Hono<RelayEnv>, members: MemberDirectory): void {
  app.get('/api/me', (c) => {
    const answer: WhoAmI = { member: view(c.get('member')) };
    return c.json(answer);
  });
  const ownerOnly: MiddlewareHandler<RelayEnv> = async (c, next) => {
    if (c.get('member').role !== 'owner') {
      return errorResponse(c, 'forbidden', "Only the relay owner's token manages members.");
    }
    return next();
  };
  app.use('/api/members', ownerOnly);
  app.use('/api/members/*', ownerOnly);
  app.get('/api/members', async (c) => {
    const usage = await members.usage();
    const answer: Members = {
      members: usage.map((m) => ({ ...view(m), events: m.events, bytes: m.bytes })),
    };
    return c.json(answer);
  });
  app.post('/api/members', async (c) => {
    const name = await nameFrom(c);
    if (typeof name !== 'string') return errorResponse(c, 'bad-request', name.problem);
    return issued(c, await members.add(name), 201);
  });
  app.post('/api/members/:id/token', async (c) =>
    issued(c, await members.rotate(c.req.param('id')), 200),
  );
  app.delete('/api/members/:id', async (c) => {
    const change = await members.revoke(c.req.param('id'));
    if (!change.ok) return refused(c, change.why);
    const answer: Revoked = { revoked: view(change.value) };
    return c.json(answer);
  });
}
