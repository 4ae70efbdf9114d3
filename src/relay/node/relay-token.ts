/**
 * The relay token when none is given: generated once (32 random bytes, base64url), kept in
 * `relay-token` next to the database with owner-only permissions, and reused on every start, so
 * the token pasted into the extension's options keeps working across restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { relayTokenProblem } from '../token-rules.ts';

export interface ResolvedToken {
  token: string;
  /** Where it came from, for the start-up message: only a generated one is ever printed. */
  source: 'given' | 'file' | 'generated';
  file?: string;
}

export function tokenFilePath(dbPath: string): string {
  return join(dirname(dbPath), 'relay-token');
}

function readTokenFile(file: string): string | undefined {
  try {
    const token = readFileSync(file, 'utf8').trim();
    const problem = relayTokenProblem(token);
    if (problem !== undefined) throw new Error(`${file} holds no usable relay token. ${problem}`);
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function resolveRelayToken(
  given: string | undefined,
  dbPath: string,
  tokenFile?: string,
): ResolvedToken {
  if (given !== undefined) return { token: given, source: 'given' };
  if (tokenFile !== undefined) {
    const token = readTokenFile(tokenFile);
    if (token === undefined) throw new Error(`No relay token file at ${tokenFile}.`);
    return { token, source: 'file', file: tokenFile };
  }
  const file = tokenFilePath(dbPath);
  const existing = readTokenFile(file);
  if (existing !== undefined) return { token: existing, source: 'file', file };
  const token = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  return { token, source: 'generated', file };
}
