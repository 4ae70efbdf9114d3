/** `npm run relay:team` against a real relay: the owner manages people; tokens shown once. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readTeamArgs,
  runTeamCommand,
  type TeamCommand,
} from '../../../src/relay/node/team-commands.ts';
import { eventsUrl } from '../../../src/relay-protocol/relay-urls.ts';
import { apiGet, startTestRelay, TOKEN, type TestRelay } from '../helpers/test-relay.ts';

let relay: TestRelay;
let printed: string[];

beforeEach(async () => {
  relay = await startTestRelay({ runtime: 'node' });
  printed = [];
});

afterEach(async () => {
  await relay.dispose();
});

async function team(command: TeamCommand, token = TOKEN): Promise<number> {
  return runTeamCommand({ command, url: relay.url }, token, {
    fetch: (url, init) => fetch(url, init),
    print: (line) => printed.push(line),
  });
}

/** The token line of an add or rotate: indented, on its own. */
function issuedToken(): string {
  const line = printed.find((l) => /^ {2}\S+$/.test(l));
  if (!line) throw new Error(`no token printed:\n${printed.join('\n')}`);
  return line.trim();
}

describe('relay:team', () => {
  it('adds a member whose printed token reads the relay, then lists them', async () => {
    expect(await team({ name: 'add', memberName: 'Ada Lovelace' })).toBe(0);
    const token = issuedToken();
    expect(printed.join('\n')).toContain(`relay address ${relay.url}`);
    expect(printed.filter((l) => l.includes(token))).toHaveLength(1);
    expect((await apiGet(eventsUrl(relay.url), token)).status).toBe(200);

    printed = [];
    expect(await team({ name: 'list' })).toBe(0);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(/^owner\s+owner\s+Owner\s+0 events\s+0\.0 MiB/);
    expect(printed[1]).toMatch(/^m-\S+\s+member Ada Lovelace\s+0 events/);
    expect(printed.join('\n')).not.toContain(token);
  });

  it('rotates and revokes by name; the old token stops working', async () => {
    await team({ name: 'add', memberName: 'Bob' });
    const first = issuedToken();
    printed = [];
    expect(await team({ name: 'rotate', who: 'Bob' })).toBe(0);
    const second = issuedToken();
    expect(second).not.toBe(first);
    expect((await apiGet(eventsUrl(relay.url), first)).status).toBe(401);
    printed = [];
    expect(await team({ name: 'revoke', who: 'Bob' })).toBe(0);
    expect(printed[0]).toMatch(/^Revoked Bob \(m-/);
    expect((await apiGet(eventsUrl(relay.url), second)).status).toBe(401);
  });

  it("explains a refusal: a member's token, a wrong token, an unknown name", async () => {
    await team({ name: 'add', memberName: 'Carol' });
    const carol = issuedToken();
    printed = [];
    expect(await team({ name: 'list' }, carol)).toBe(1);
    expect(printed.join('\n')).toMatch(/Only the relay owner's token manages members/);
    printed = [];
    expect(await team({ name: 'whoami' }, carol)).toBe(0);
    expect(printed).toEqual([expect.stringMatching(/^Carol \(m-\S+, member\)$/)]);
    printed = [];
    expect(await team({ name: 'list' }, 'wrong-token-0123456789')).toBe(1);
    expect(printed.join('\n')).toMatch(/refused the token.*owner's token/);
    printed = [];
    expect(await team({ name: 'revoke', who: 'nobody' })).toBe(1);
    expect(printed.join('\n')).toMatch(/No member has that id or name/);
  });

  it('says when the relay cannot be reached', async () => {
    await relay.stop();
    expect(await team({ name: 'list' })).toBe(1);
    expect(printed.join('\n')).toMatch(/cannot be reached/);
  });
});

describe('relay:team arguments', () => {
  it('reads commands, the address (flag over RELAY_URL) and a token file, never a token', () => {
    expect(readTeamArgs(['add', 'Ada'], {})).toEqual({
      ok: true,
      invocation: { command: { name: 'add', memberName: 'Ada' }, url: 'http://127.0.0.1:8787' },
    });
    expect(
      readTeamArgs(['list', '--url', 'https://r.example.workers.dev/'], {
        RELAY_URL: 'https://other.example',
        RELAY_TOKEN_FILE: '/run/secrets/relay',
      }),
    ).toEqual({
      ok: true,
      invocation: {
        command: { name: 'list' },
        url: 'https://r.example.workers.dev',
        tokenFile: '/run/secrets/relay',
      },
    });
    expect(readTeamArgs([], {})).toEqual({ ok: false, help: true });
    expect(readTeamArgs(['add'], {})).toMatchObject({ ok: false, message: /needs a name/ });
    expect(readTeamArgs(['list', 'extra'], {})).toMatchObject({ ok: false });
    expect(readTeamArgs(['fire', 'Bob'], {})).toMatchObject({ ok: false, message: /Unknown/ });
    expect(readTeamArgs(['list', '--token', 'x'], {})).toMatchObject({ ok: false });
    expect(readTeamArgs(['list', '--url', 'ftp://x'], {})).toMatchObject({ ok: false });
  });
});
