/**
 * `npm run relay:deploy` over a stand-in wrangler (the real one needs a Cloudflare account): the
 * steps it takes, and the owner's token handled as a secret: generated once, given to wrangler on
 * stdin only, printed once, never again on a later deploy; rotated on request.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DeployError,
  deployRelay,
  deployedUrl,
  type DeployOptions,
} from '../../../scripts/relay-deploy/deploy-relay.ts';
import { createWrangler } from '../../../scripts/relay-deploy/wrangler.ts';

const FAKE = join(import.meta.dirname, 'fake-wrangler.mjs');
const URL = 'https://authenticity-lens-relay.team-example.workers.dev';

let dir: string;
let printed: string[];
const saved = { bin: process.env.WRANGLER_BIN, state: process.env.FAKE_WRANGLER_STATE };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'relay-deploy-'));
  writeFileSync(join(dir, 'state.json'), JSON.stringify({ loggedIn: true, secrets: [] }));
  writeFileSync(join(dir, 'calls.jsonl'), '');
  process.env.WRANGLER_BIN = FAKE;
  process.env.FAKE_WRANGLER_STATE = dir;
  printed = [];
});

afterEach(() => {
  for (const [key, value] of [
    ['WRANGLER_BIN', saved.bin],
    ['FAKE_WRANGLER_STATE', saved.state],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

function calls(): { args: string[]; stdin: string }[] {
  return readFileSync(join(dir, 'calls.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { args: string[]; stdin: string });
}

async function deploy(
  options: Partial<DeployOptions> = {},
  health: 'up' | 'down' = 'up',
  workerName?: string,
): Promise<void> {
  await deployRelay(
    { dryRun: false, rotateToken: false, delete: false, outdir: join(dir, 'out'), ...options },
    {
      wrangler: createWrangler(workerName),
      fetch: (url) =>
        health === 'up' && url === `${URL}/health`
          ? Promise.resolve(
              Response.json({ ok: true, service: 'authenticity-lens-relay', protocol: 2 }),
            )
          : Promise.reject(new Error('getaddrinfo ENOTFOUND')),
      print: (line) => printed.push(line),
      sleep: () => Promise.resolve(),
      interactive: false,
    },
  );
}

const tokenLine = (): string | undefined => printed.find((l) => /^ {2}[A-Za-z0-9_-]{43}$/.test(l));

describe('relay:deploy', () => {
  it('deploys, sets a new token through stdin only, and prints it once with the address', async () => {
    await deploy();
    const token = tokenLine()?.trim();
    expect(token).toBeDefined();
    expect(printed).toContain(`Relay address: ${URL}`);
    expect(printed).toContain('The relay answers.');
    expect(printed.filter((l) => l.includes(token ?? '?'))).toHaveLength(1);

    const steps = calls().map((c) => c.args.slice(0, 2).join(' '));
    expect(steps).toEqual(['whoami --json', 'deploy --config', 'secret list', 'secret put']);
    const put = calls().find((c) => c.args[1] === 'put');
    expect(put?.stdin).toBe(token);
    for (const call of calls()) {
      expect(call.args.join(' ')).not.toContain(token);
      expect(call.args).toContain('src/relay/workers/wrangler.jsonc');
    }
  });

  it('keeps the token on a later deploy and never prints it again', async () => {
    await deploy();
    const first = tokenLine();
    printed = [];
    await deploy();
    expect(tokenLine()).toBeUndefined();
    expect(printed.join('\n')).not.toContain(first?.trim() ?? '?');
    expect(printed.join('\n')).toMatch(/Relay token: unchanged/);
    expect(calls().filter((c) => c.args[1] === 'put')).toHaveLength(1);
  });

  it('rotates the token on request: a new one, printed once, with what that breaks', async () => {
    await deploy();
    const first = tokenLine()?.trim();
    printed = [];
    await deploy({ rotateToken: true });
    const second = tokenLine()?.trim();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(printed.join('\n')).toMatch(/previous token .* no longer work/);
    expect(
      calls()
        .filter((c) => c.args[1] === 'put')
        .map((c) => c.stdin),
    ).toEqual([first, second]);
  });

  it('says the address is not answering yet rather than failing the deploy', async () => {
    await deploy({}, 'down');
    expect(printed.join('\n')).toMatch(/did not answer yet at .*\/health/);
    expect(tokenLine()).toBeDefined();
  });

  it('stops with how to log in when there is no Cloudflare login and no terminal', async () => {
    writeFileSync(join(dir, 'state.json'), JSON.stringify({ loggedIn: false, secrets: [] }));
    await expect(deploy()).rejects.toThrow(DeployError);
    await expect(deploy()).rejects.toThrow(/npx wrangler login.*CLOUDFLARE_API_TOKEN/s);
    expect(calls().map((c) => c.args[0])).toEqual(['whoami', 'whoami']);
  });

  it('builds only, with no account, on --dry-run', async () => {
    writeFileSync(join(dir, 'state.json'), JSON.stringify({ loggedIn: false, secrets: [] }));
    await deploy({ dryRun: true });
    expect(printed.join('\n')).toMatch(
      /Built the relay worker: .*worker\.js .* Nothing was uploaded/,
    );
    expect(calls().map((c) => c.args.slice(0, 2).join(' '))).toEqual(['deploy --dry-run']);
  });

  it('deletes the relay on --delete', async () => {
    await deploy();
    printed = [];
    await deploy({ delete: true });
    expect(printed.join('\n')).toMatch(/deleted/);
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toMatchObject({
      deployed: false,
      secrets: [],
    });
  });

  it('deploys another relay under its own name, naming it only to the commands about it', async () => {
    await deploy({}, 'down', 'lens-newsroom');
    expect(printed).toContain('Relay address: https://lens-newsroom.team-example.workers.dev');
    for (const call of calls()) {
      const named = call.args.includes('--name');
      // wrangler refuses --name on whoami (checked against wrangler 4.86).
      expect(named, call.args.join(' ')).toBe(call.args[0] !== 'whoami');
    }
  });

  it('finds the workers.dev address in what wrangler printed', () => {
    expect(deployedUrl('Deployed x triggers\n  https://x.abc-1.workers.dev\nCurrent')).toBe(
      'https://x.abc-1.workers.dev',
    );
    expect(deployedUrl('Deployed x triggers\n  No routes')).toBeUndefined();
  });
});
