/**
 * `npm run relay:team`: manage the people of a team relay (team-commands.ts). Finds the owner's
 * token without it ever being a flag: RELAY_TOKEN, a token file, the local relay's own file, or
 * a prompt that does not echo.
 */
import { existsSync } from 'node:fs';
import { askHidden } from './hidden-prompt.ts';
import { runCli } from './run-cli.ts';
import { DEFAULT_DB_PATH } from './cli-options.ts';
import { resolveRelayToken, tokenFilePath } from './relay-token.ts';
import {
  DEFAULT_RELAY_URL,
  readTeamArgs,
  runTeamCommand,
  TEAM_USAGE,
  type TeamInvocation,
} from './team-commands.ts';

async function ownerToken(invocation: TeamInvocation): Promise<string> {
  const fromEnv = process.env.RELAY_TOKEN;
  if (fromEnv) return fromEnv;
  if (invocation.tokenFile !== undefined) {
    return resolveRelayToken(undefined, DEFAULT_DB_PATH, invocation.tokenFile).token;
  }
  const localFile = tokenFilePath(DEFAULT_DB_PATH);
  if (invocation.url === DEFAULT_RELAY_URL && existsSync(localFile)) {
    return resolveRelayToken(undefined, DEFAULT_DB_PATH, localFile).token;
  }
  return askHidden(`Owner's relay token for ${invocation.url}: `);
}

async function manage({ invocation }: { invocation: TeamInvocation }): Promise<number> {
  const token = await ownerToken(invocation);
  return runTeamCommand(invocation, token, {
    fetch: (url, init) => fetch(url, init),
    print: (line) => console.info(line),
  });
}

runCli(readTeamArgs(process.argv.slice(2), process.env), TEAM_USAGE, manage);
