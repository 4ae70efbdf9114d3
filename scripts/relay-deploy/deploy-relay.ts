/**
 * `npm run relay:deploy`: the relay on the user's Cloudflare account in one command. Deploys the
 * Worker and its Durable Object, sets the owner's token as a secret the first time (or on
 * --rotate-token) and prints it that once, checks the relay answers, and says what to paste in
 * the extension. `--dry-run` only builds, with no account; `--delete` removes it all.
 */
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { HealthSchema } from '../../src/relay-protocol/relay-protocol.ts';
import type { Wrangler } from './wrangler.ts';

export interface DeployOptions {
  dryRun: boolean;
  rotateToken: boolean;
  delete: boolean;
  /** Where --dry-run writes the bundle. */
  outdir: string;
}

export interface DeployDeps {
  wrangler: Wrangler;
  fetch: (url: string) => Promise<Response>;
  print: (line: string) => void;
  /** Waits between health checks (a new workers.dev address takes a moment to answer). */
  sleep: (ms: number) => Promise<void>;
  /** Whether wrangler may ask things on the terminal (login, a workers.dev subdomain). */
  interactive: boolean;
}

const TOKEN_SECRET = 'RELAY_TOKEN';
const HEALTH_ATTEMPTS = 12;
const HEALTH_PAUSE_MS = 5_000;

export class DeployError extends Error {}

async function dryRun(options: DeployOptions, deps: DeployDeps): Promise<void> {
  const built = await deps.wrangler.run(['deploy', '--dry-run', '--outdir', options.outdir]);
  if (built.code !== 0) throw new DeployError(`Building the relay worker failed:\n${built.stdout}`);
  const script = join(options.outdir, 'worker.js');
  const kib = (statSync(script).size / 1024).toFixed(1);
  deps.print(`Built the relay worker: ${script} (${kib} KiB). Nothing was uploaded.`);
}

async function ensureLogin(deps: DeployDeps): Promise<void> {
  if ((await deps.wrangler.run(['whoami', '--json'], { stdin: '' })).code === 0) return;
  if (process.env.CLOUDFLARE_API_TOKEN) {
    throw new DeployError(
      'Cloudflare refused CLOUDFLARE_API_TOKEN: check the token and its permissions.',
    );
  }
  if (!deps.interactive) {
    throw new DeployError(
      'Not logged in to Cloudflare. Run `npx wrangler login` (it opens a browser), or set ' +
        'CLOUDFLARE_API_TOKEN to an API token with the "Edit Cloudflare Workers" template.',
    );
  }
  deps.print('Logging in to Cloudflare (a browser window opens)…');
  if ((await deps.wrangler.run(['login'])).code !== 0) throw new DeployError('Login failed.');
}

/** The workers.dev address wrangler printed for the deployment. */
export function deployedUrl(output: string): string | undefined {
  return /https:\/\/[a-z0-9.-]+\.workers\.dev\b/i.exec(output)?.[0];
}

async function hasTokenSecret(deps: DeployDeps): Promise<boolean> {
  const listed = await deps.wrangler.run(['secret', 'list', '--format', 'json'], { stdin: '' });
  if (listed.code !== 0)
    throw new DeployError(`Listing the relay's secrets failed:\n${listed.stdout}`);
  const start = listed.stdout.indexOf('[');
  const parsed = v.safeParse(
    v.array(v.object({ name: v.string() })),
    JSON.parse(start === -1 ? '[]' : listed.stdout.slice(start)) as unknown,
  );
  if (!parsed.success)
    throw new DeployError('wrangler listed the secrets in a form not understood.');
  return parsed.output.some((s) => s.name === TOKEN_SECRET);
}

async function waitForHealth(url: string, deps: DeployDeps): Promise<boolean> {
  for (let attempt = 1; attempt <= HEALTH_ATTEMPTS; attempt++) {
    try {
      const response = await deps.fetch(`${url}/health`);
      if (v.is(HealthSchema, await response.json())) return true;
    } catch {
      // Not answering yet (DNS of a new address, the first start): try again shortly.
    }
    if (attempt < HEALTH_ATTEMPTS) await deps.sleep(HEALTH_PAUSE_MS);
  }
  return false;
}

export async function deployRelay(options: DeployOptions, deps: DeployDeps): Promise<void> {
  if (options.dryRun) return dryRun(options, deps);
  await ensureLogin(deps);
  if (options.delete) {
    const deleted = await deps.wrangler.run(['delete'], { echo: true });
    if (deleted.code !== 0) throw new DeployError('Deleting the relay failed (see above).');
    deps.print('The relay, its Durable Object and every event it held are deleted.');
    return;
  }
  deps.print('Deploying the relay worker…');
  const deployed = await deps.wrangler.run(['deploy'], { echo: true });
  if (deployed.code !== 0) throw new DeployError('Deploying failed (see above).');
  const url = deployedUrl(deployed.stdout);
  if (!url) {
    throw new DeployError(
      'Deployed, but wrangler printed no workers.dev address. Turn on the workers.dev route of ' +
        'the Worker in the Cloudflare dashboard, then run this again.',
    );
  }
  let token: string | undefined;
  if (options.rotateToken || !(await hasTokenSecret(deps))) {
    token = randomBytes(32).toString('base64url');
    const put = await deps.wrangler.run(['secret', 'put', TOKEN_SECRET], { stdin: token });
    if (put.code !== 0) throw new DeployError(`Setting the relay token failed:\n${put.stdout}`);
  }
  const healthy = await waitForHealth(url, deps);
  deps.print('');
  deps.print(`Relay address: ${url}`);
  if (token) {
    deps.print(`Relay token (the owner's, shown this once; keep it in a password manager):`);
    deps.print('');
    deps.print(`  ${token}`);
    deps.print('');
    if (options.rotateToken) {
      deps.print('The previous token and every hook address made with it no longer work.');
    }
  } else {
    deps.print('Relay token: unchanged (set earlier; `--rotate-token` makes a new one).');
  }
  deps.print(
    healthy
      ? 'The relay answers.'
      : `The relay did not answer yet at ${url}/health; a new address can take a few minutes.`,
  );
  deps.print('');
  deps.print(
    'In the extension: Settings › Page scans › Relay address and Relay token, then Check relay.',
  );
  deps.print(
    `For a team: RELAY_URL=${url} npm run relay:team -- add "Name" gives each person their own token.`,
  );
}
