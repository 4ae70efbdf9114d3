/** `npm run relay` as a process: start-up output, and nothing acknowledged is lost to a hard kill. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRelay } from '../../src/relay/node/start-relay.ts';
import { healthUrl, statusWebhookUrl } from '../../src/relay/relay-urls.ts';
import { apiGet, deliver, hookSecret, listEvents } from './helpers/test-relay.ts';

const CLI = ['--import', 'tsx', 'src/relay/node/cli.ts'];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The test process's environment without relay settings, so flags and defaults apply. */
function env(): NodeJS.ProcessEnv {
  const copy = { ...process.env };
  for (const name of Object.keys(copy)) if (name.startsWith('RELAY_')) delete copy[name];
  return copy;
}

/** Starts the CLI and resolves with its URL, and the token line, once it has printed them. */
function startCli(
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; token: string; out: () => string }> {
  const child = spawn(process.execPath, [...CLI, ...args], {
    env: { ...env(), ...extraEnv },
    stdio: 'pipe',
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`relay did not start:\n${out}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const line = /Relay token[^\n]*\n/.exec(out)?.[0];
      if (url && line) {
        clearTimeout(timer);
        const token = /Relay token \(generated[^:]*: (\S+)/.exec(line)?.[1] ?? '';
        resolve({ child, url, token, out: () => out });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`relay exited with ${code}:\n${out}`)));
  });
}

describe('relay CLI', () => {
  it('prints URL and token; an acknowledged event survives kill -9', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-cli-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'relay.sqlite');
    const { child, url, token } = await startCli(['--port', '0', '--db', dbPath]);
    expect((await apiGet(healthUrl(url), null)).status).toBe(200);

    const scanId = 'al-cli-scan';
    const hook = statusWebhookUrl(url, scanId, await hookSecret(scanId, token));
    expect((await deliver(hook.replace('{STATUS}', 'indexed'), { status: 3 })).status).toBe(200);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    // Same database, token from the file the CLI generated.
    const relay = await startRelay({ dbPath });
    cleanups.push(() => relay.close());
    expect(relay.token.token).toBe(token);
    const page = await listEvents(relay.url, { scanId }, token);
    expect(page.events).toMatchObject([{ id: 1, kind: 'status', status: 'indexed' }]);
  });

  it('prints the token only when it makes it; read from a file or the environment, never shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-cli-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'relay.sqlite');
    const first = await startCli(['--port', '0', '--db', dbPath]);
    expect(first.token.length).toBeGreaterThan(30);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));

    const again = await startCli(['--port', '0', '--db', dbPath]);
    expect(again.out()).toContain('Relay token: read from');
    expect(again.out()).not.toContain(first.token);
    again.child.kill('SIGKILL');
    await new Promise((resolve) => again.child.once('exit', resolve));

    const secret = 'env-relay-token-0123456789abcdef';
    const fromEnv = await startCli(['--port', '0', '--db', dbPath], { RELAY_TOKEN: secret });
    expect(fromEnv.out()).toContain('read from RELAY_TOKEN (not shown)');
    expect(fromEnv.out()).not.toContain(secret);
    expect((await apiGet(`${fromEnv.url}/api/events`, secret)).status).toBe(200);
  });

  it('prints usage for --help and refuses unknown flags', () => {
    const help = spawnSync(process.execPath, [...CLI, '--help'], { env: env(), encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--max-delivery-bytes');
    const bad = spawnSync(process.execPath, [...CLI, '--colour'], { env: env(), encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage');
  });
});
