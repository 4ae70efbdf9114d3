/**
 * `npm run relay` as a process: start-up output, exit codes, and nothing acknowledged is lost to a
 * hard kill. What it prints about the token is checked in process (startupLines), without
 * starting Node three more times.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRelay } from '../../../src/relay/node/start-relay.ts';
import { startupLines } from '../../../src/relay/node/startup-lines.ts';
import { healthUrl, statusWebhookUrl } from '../../../src/relay-protocol/relay-urls.ts';
import { apiGet, deliver, hookSecret, listEvents } from '../helpers/test-relay.ts';

const CLI = ['--import', 'tsx', 'src/relay/node/cli.ts'];
/**
 * Each test starts Node with tsx, which compiles the relay first: 2 s on a quiet machine, up to
 * 12 s on a loaded one. Nothing here measures speed; the bound only catches a hung process.
 */
const PROCESS_TESTS = { timeout: 120_000 };
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
  // No timer of its own: a relay that never prints its address fails the test at its timeout.
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      const line = /Relay token[^\n]*\n/.exec(out)?.[0];
      if (url && line) {
        const token = /Relay token \(generated[^:]*: (\S+)/.exec(line)?.[1] ?? '';
        resolve({ child, url, token, out: () => out });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`relay exited with ${code}:\n${out}`)));
  });
}

/** Runs the CLI to its end. */
function runCli(
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...CLI, ...args], { env: env(), stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('relay CLI', PROCESS_TESTS, () => {
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

  it('prints usage for --help and refuses unknown flags', async () => {
    const [help, bad] = await Promise.all([runCli(['--help']), runCli(['--colour'])]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--max-delivery-bytes');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage');
  });
});

describe('what the relay prints when it starts', () => {
  it('shows the token only when it makes it; read from a file or the environment, never shown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-cli-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'relay.sqlite');
    const first = await startRelay({ dbPath });
    const firstLines = startupLines(first).join('\n');
    await first.close();
    expect(first.token.source).toBe('generated');
    expect(first.token.token.length).toBeGreaterThan(30);
    expect(firstLines).toContain(`listening on ${first.url}`);
    expect(firstLines).toContain(`Relay token (generated, saved in `);
    expect(firstLines).toContain(first.token.token);

    const again = await startRelay({ dbPath });
    const againLines = startupLines(again).join('\n');
    await again.close();
    expect(againLines).toContain('Relay token: read from');
    expect(againLines).not.toContain(first.token.token);

    const secret = 'env-relay-token-0123456789abcdef';
    const fromEnv = await startRelay({ dbPath, token: secret });
    cleanups.push(() => fromEnv.close());
    const envLines = startupLines(fromEnv).join('\n');
    expect(envLines).toContain('read from RELAY_TOKEN (not shown)');
    expect(envLines).not.toContain(secret);
    expect((await apiGet(`${fromEnv.url}/api/events`, secret)).status).toBe(200);
  });
});
