/**
 * `npm run relay:team`: manage the people of a team relay (team-commands.ts). Finds the owner's
 * token without it ever being a flag: RELAY_TOKEN, a token file, the local relay's own file, or
 * a prompt that does not echo.
 */
import { existsSync } from 'node:fs';
import { askHidden } from './hidden-prompt.ts';
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

async function main(): Promise<number> {
  const read = readTeamArgs(process.argv.slice(2), process.env);
  if (!read.ok) {
    if (read.help) {
      console.info(TEAM_USAGE);
      return 0;
    }
    console.error(`${read.message}\n\n${TEAM_USAGE}`);
    return 2;
  }
  const token = await ownerToken(read.invocation);
  return runTeamCommand(read.invocation, token, {
    fetch: (url, init) => fetch(url, init),
    print: (line) => console.info(line),
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
