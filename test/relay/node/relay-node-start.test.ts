/** The Node relay's own start-up: its token file, one relay per database, leftovers of a crash. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startRelay, type RunningRelay } from '../../../src/relay/node/start-relay.ts';
import { eventsUrl, newResultWebhookUrl } from '../../../src/relay-protocol/relay-urls.ts';
import { apiGet, deliver, hookSecret, startTestRelay } from '../helpers/test-relay.ts';

const SCAN = 'al-scan-restart';

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'relay-restart-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('Node relay start-up', () => {
  it('generates a token once, keeps it next to the database and reuses it', async () => {
    const dbPath = join(tempDir(), 'nested', 'relay.sqlite');
    const first = await startRelay({ dbPath });
    expect(first.token.source).toBe('generated');
    const tokenFile = join(dirname(dbPath), 'relay-token');
    expect(readFileSync(tokenFile, 'utf8').trim()).toBe(first.token.token);
    expect(first.token.token.length).toBeGreaterThanOrEqual(43);
    await first.close();

    const second = await startRelay({ dbPath });
    cleanups.push(() => second.close());
    expect(second.token).toMatchObject({ source: 'file', token: first.token.token });
    expect((await apiGet(eventsUrl(second.url), second.token.token)).status).toBe(200);
  });

  it('refuses a second relay on a database in use', async () => {
    const relay = await startTestRelay({ runtime: 'node' });
    cleanups.push(() => relay.dispose());
    await expect(
      startRelay({ dbPath: relay.dataPath, token: 'another-token-0123456789' }),
    ).rejects.toThrow(/Another relay/);
  });

  it('clears the leftovers of a relay that died and starts normally', async () => {
    const dbPath = join(tempDir(), 'relay.sqlite');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(`${dbPath}.owner`, String(dead));
    // The VFS's transaction lock directory, as a kill inside a transaction leaves it.
    mkdirSync(`${dbPath}.lock`);
    const relay: RunningRelay = await startRelay({ dbPath, token: 'test-relay-token-0123456789' });
    cleanups.push(() => relay.close());
    const url = newResultWebhookUrl(relay.url, SCAN, await hookSecret(SCAN, relay.token.token));
    expect((await deliver(url, { score: 1 })).status).toBe(200);
    expect(existsSync(`${dbPath}.lock`)).toBe(false);
    expect(readFileSync(`${dbPath}.owner`, 'utf8')).toBe(String(process.pid));
  });
});
