/**
 * The Worker before it is configured, as it is for a moment during the first deployment (the
 * token secret is set right after the upload): a clear 503 saying what to do, never a crash; and
 * a bad limit variable is named.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, expect, it } from 'vitest';
import { RelayErrorSchema } from '../../../src/relay-protocol/relay-protocol.ts';
import { startWorkersRelay, type WorkersRelayProcess } from '../helpers/workers-relay.ts';

const running: WorkersRelayProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const relay of running.splice(0)) await relay.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(variables: Record<string, string>): Promise<WorkersRelayProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'relay-worker-config-'));
  dirs.push(dir);
  const relay = await startWorkersRelay({ persistDir: dir, variables });
  running.push(relay);
  return relay;
}

it('answers 503 not-configured, with the command that fixes it, until the token is set', async () => {
  const relay = await start({});
  for (const path of ['/health', '/api/events', '/hooks/al-scan-1/secret/new-result']) {
    const response = await fetch(`${relay.url}${path}`);
    expect(response.status, path).toBe(503);
    const body = v.parse(RelayErrorSchema, await response.json());
    expect(body.error.code).toBe('not-configured');
    expect(body.error.message).toContain('RELAY_TOKEN');
  }
});

it('names a limit variable that is not a number', async () => {
  const relay = await start({
    RELAY_TOKEN: 'worker-config-token-0123456789',
    RELAY_SCAN_MAX_EVENTS: 'lots',
  });
  const response = await fetch(`${relay.url}/health`);
  expect(response.status).toBe(503);
  expect(await response.text()).toContain('RELAY_SCAN_MAX_EVENTS must be a whole number');
});
