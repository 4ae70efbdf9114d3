/**
 * `npm run relay:team`: the owner adds, lists, rotates and revokes the people of a team relay,
 * on Node or on Workers alike, through the relay's team API. Pure apart from the `fetch` and
 * `print` it is given, so tests run it against a real relay in process.
 */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { ArgsRefused } from './run-cli.ts';
import {
  IssuedTokenSchema,
  MembersSchema,
  RelayErrorSchema,
  RevokedSchema,
  WhoAmISchema,
  type IssuedTokenView,
} from '../../relay-protocol/relay-protocol.ts';

export const DEFAULT_RELAY_URL = 'http://127.0.0.1:8787';

export type TeamCommand =
  | { name: 'list' }
  | { name: 'whoami' }
  | { name: 'add'; memberName: string }
  | { name: 'rotate'; who: string }
  | { name: 'revoke'; who: string };

export interface TeamInvocation {
  command: TeamCommand;
  url: string;
  tokenFile?: string;
}

export const TEAM_USAGE = `Usage: npm run relay:team -- <command> [--url <relay address>] [--token-file <path>]

Commands (with the owner's relay token):
  list                      everyone on the relay, with the events and bytes they hold
  add "<name>"              a new member: prints their own token, once
  rotate <id or name>       a new token for a member (their scans stay; the old token stops)
  revoke <id or name>       removes a member, their token and every scan they hold
  whoami                    whose token this is

The relay address comes from --url or RELAY_URL (default ${DEFAULT_RELAY_URL}, the local relay).
The owner's token comes from RELAY_TOKEN, --token-file or RELAY_TOKEN_FILE, the local relay's
token file (for the local relay), or is asked for. It is never a flag: flags show in the process
list.`;

export type TeamArgsRead = { ok: true; invocation: TeamInvocation } | ArgsRefused;

export function readTeamArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): TeamArgsRead {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string' },
        'token-file': { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { ok: false, help: true };
  const [verb, argument, ...extra] = positionals;
  if (extra.length > 0) return { ok: false, message: `Too many arguments: ${extra.join(' ')}` };
  let command: TeamCommand;
  if (verb === 'list' || verb === 'whoami') {
    if (argument !== undefined) return { ok: false, message: `${verb} takes no argument.` };
    command = { name: verb };
  } else if (verb === 'add' || verb === 'rotate' || verb === 'revoke') {
    if (argument === undefined || argument.trim() === '') {
      return {
        ok: false,
        message: `${verb} needs ${verb === 'add' ? 'a name' : 'an id or a name'}.`,
      };
    }
    command =
      verb === 'add' ? { name: 'add', memberName: argument } : { name: verb, who: argument };
  } else {
    return { ok: false, message: `Unknown command "${verb ?? ''}".` };
  }
  const url = values.url ?? (env.RELAY_URL || DEFAULT_RELAY_URL);
  try {
    const parsedUrl = new URL(url);
    if (parsedUrl.protocol !== 'https:' && parsedUrl.protocol !== 'http:') throw new Error();
  } catch {
    return { ok: false, message: `Not a relay address: ${url}` };
  }
  const tokenFile = values['token-file'] ?? (env.RELAY_TOKEN_FILE || undefined);
  return {
    ok: true,
    invocation: { command, url: url.replace(/\/+$/, ''), ...(tokenFile ? { tokenFile } : {}) },
  };
}

export interface TeamDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  print: (line: string) => void;
}

function request(command: TeamCommand): { method: string; path: string; body?: unknown } {
  const seg = (s: string): string => encodeURIComponent(s);
  switch (command.name) {
    case 'list':
      return { method: 'GET', path: '/api/members' };
    case 'whoami':
      return { method: 'GET', path: '/api/me' };
    case 'add':
      return { method: 'POST', path: '/api/members', body: { name: command.memberName } };
    case 'rotate':
      return { method: 'POST', path: `/api/members/${seg(command.who)}/token` };
    case 'revoke':
      return { method: 'DELETE', path: `/api/members/${seg(command.who)}` };
  }
}

function tokenLines(url: string, issued: IssuedTokenView): string[] {
  return [
    `Token for ${issued.member.name} (${issued.member.id}), shown this once:`,
    '',
    `  ${issued.token}`,
    '',
    `Give ${issued.member.name} the relay address ${url} and this token, privately. In the`,
    'extension: Settings › Page scans › Relay address and Relay token, then Check relay.',
  ];
}

const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Runs one command; answers the process exit code (0 done, 1 refused or failed). */
export async function runTeamCommand(
  invocation: TeamInvocation,
  ownerToken: string,
  deps: TeamDeps,
): Promise<number> {
  const { method, path, body } = request(invocation.command);
  let response: Response;
  try {
    response = await deps.fetch(`${invocation.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        Authorization: `Bearer ${ownerToken}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    deps.print(`The relay at ${invocation.url} cannot be reached: ${String(error)}`);
    return 1;
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = v.safeParse(RelayErrorSchema, json);
    const why = said.success ? said.output.error.message : `HTTP ${response.status}`;
    deps.print(
      response.status === 401
        ? `The relay refused the token: ${why} Use the owner's token (the one printed when the relay was deployed or first started).`
        : `The relay refused: ${why}`,
    );
    return 1;
  }
  const read = <T>(schema: v.GenericSchema<unknown, T>): T | undefined => {
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) deps.print('The relay answered something this tool cannot read.');
    return parsed.success ? parsed.output : undefined;
  };
  switch (invocation.command.name) {
    case 'list': {
      const list = read(MembersSchema);
      if (!list) return 1;
      for (const m of list.members) {
        const role = m.role === 'owner' ? 'owner ' : 'member';
        deps.print(
          `${m.id.padEnd(16)} ${role} ${m.name.padEnd(24)} ${String(m.events).padStart(7)} events ${mib(m.bytes).padStart(11)}  since ${m.createdAt.slice(0, 10)}`,
        );
      }
      return 0;
    }
    case 'whoami': {
      const me = read(WhoAmISchema);
      if (!me) return 1;
      deps.print(`${me.member.name} (${me.member.id}, ${me.member.role})`);
      return 0;
    }
    case 'add':
    case 'rotate': {
      const issued = read(IssuedTokenSchema);
      if (!issued) return 1;
      if (invocation.command.name === 'rotate') {
        deps.print(`${issued.member.name}'s old token no longer works; their scans are kept.`);
      }
      for (const line of tokenLines(invocation.url, issued)) deps.print(line);
      return 0;
    }
    case 'revoke': {
      const revoked = read(RevokedSchema);
      if (!revoked) return 1;
      deps.print(
        `Revoked ${revoked.revoked.name} (${revoked.revoked.id}): their token and every scan they held are gone.`,
      );
      return 0;
    }
  }
}
