/**
 * The relay's Workers build (what `npm run relay:deploy` uploads, built by wrangler) run in
 * workerd through miniflare, with a SQLite-backed Durable Object persisted in a folder, over real
 * HTTP on loopback. Restarting disposes of workerd and starts a new one on the same folder.
 *
 * The build is made when a relay is first started (and by the relay-workers project's global
 * setup, test/relay/helpers/build-worker.ts), never for runs that start no Workers relay. It is
 * kept in .tmp/ with the hashes of the files wrangler bundled (esbuild's metafile), the config
 * and wrangler's version, and made again only when one of them changed: a run that needs it
 * twice (npm test: relay-workers, then the e2e file on Workers) builds it at most once.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Miniflare, NoOpLog } from 'miniflare';

/** Where the test build goes. */
export const TEST_WORKER_DIR = join(process.cwd(), '.tmp', 'relay-worker-test');
export const WRANGLER_CONFIG = join(process.cwd(), 'src', 'relay', 'workers', 'wrangler.jsonc');
/** Matches wrangler.jsonc, so workerd runs the worker with the deployment's semantics. */
const COMPATIBILITY_DATE = '2026-04-20';
const WRANGLER = join(process.cwd(), 'node_modules', 'wrangler');
/** What the build in a folder was made from: wrangler's version and each input's hash. */
const STAMP = 'inputs.json';
/** What wrangler writes besides the stamp; worker.js last, so it is never newer than its map. */
const OUTPUTS = ['worker.js.map', 'worker.js'];

interface Stamp {
  wrangler: string;
  /** Path (from the working directory) to the SHA-256 of its content. */
  files: Record<string, string>;
}

async function hashOf(path: string): Promise<string | undefined> {
  try {
    return createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  } catch {
    return undefined;
  }
}

async function wranglerVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(join(WRANGLER, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Whether the build in `outdir` was made from the files as they are now. */
async function isFresh(outdir: string): Promise<boolean> {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(await readFile(join(outdir, STAMP), 'utf8')) as Stamp;
  } catch {
    return false;
  }
  if (stamp.wrangler !== (await wranglerVersion())) return false;
  if (!OUTPUTS.every((name) => existsSync(join(outdir, name)))) return false;
  const files = Object.entries(stamp.files ?? {});
  if (files.length === 0) return false;
  const now = await Promise.all(files.map(([path]) => hashOf(path)));
  return files.every(([, hash], i) => now[i] === hash);
}

/**
 * Builds the worker as a deployment would (no account needed) into `outdir`, unless the build
 * there is already made from the current files. Safe to call from several processes at once:
 * each builds in a folder of its own and moves the files into place, the stamp last.
 */
export async function buildWorker(outdir: string = TEST_WORKER_DIR): Promise<void> {
  if (await isFresh(outdir)) return;
  await mkdir(dirname(outdir), { recursive: true });
  const scratch = await mkdtemp(`${outdir}.build-`);
  try {
    const metafile = join(scratch, 'bundle-meta.json');
    const run = promisify(execFile);
    await run(
      process.execPath,
      [
        join(WRANGLER, 'bin', 'wrangler.js'),
        'deploy',
        '--dry-run',
        '--outdir',
        scratch,
        '--metafile',
        metafile,
        '--config',
        WRANGLER_CONFIG,
      ],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`wrangler build failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    // esbuild names its inputs from the config's folder, with the size it read of each: a file
    // no longer that size was changed during the build, and is stamped so the next run builds.
    const meta = JSON.parse(await readFile(metafile, 'utf8')) as {
      inputs: Record<string, { bytes?: number }>;
    };
    const inputs = [
      ...Object.entries(meta.inputs).map(([input, { bytes }]) => ({
        path: resolve(dirname(WRANGLER_CONFIG), input),
        bytes,
      })),
      { path: WRANGLER_CONFIG, bytes: undefined },
    ].map(({ path, bytes }) => ({ path: relative(process.cwd(), path), bytes }));
    const hashes = await Promise.all(
      inputs.map(async ({ path, bytes }) => {
        const content = await readFile(path).catch(() => undefined);
        if (!content || (bytes !== undefined && content.length !== bytes)) return 'changed';
        return createHash('sha256').update(content).digest('hex');
      }),
    );
    const stamp: Stamp = {
      wrangler: await wranglerVersion(),
      files: Object.fromEntries(inputs.map(({ path }, i) => [path, hashes[i] ?? 'changed'])),
    };
    await writeFile(join(scratch, STAMP), JSON.stringify(stamp, null, 2));
    await mkdir(outdir, { recursive: true });
    // The old stamp goes first: a build half replaced is never taken for a fresh one.
    await rm(join(outdir, STAMP), { force: true });
    for (const name of [...OUTPUTS, STAMP]) await rename(join(scratch, name), join(outdir, name));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export interface WorkersRelayProcess {
  url: string;
  stop(): Promise<void>;
}

/** This process's check (or build) of the test build, made once. */
let built: Promise<void> | undefined;

export async function startWorkersRelay(options: {
  persistDir: string;
  variables: Record<string, string>;
  port?: number;
}): Promise<WorkersRelayProcess> {
  built ??= buildWorker().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  await built;
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(TEST_WORKER_DIR, 'worker.js'),
    compatibilityDate: COMPATIBILITY_DATE,
    durableObjects: { RELAY: { className: 'RelayObject', useSQLite: true } },
    durableObjectsPersist: options.persistDir,
    bindings: options.variables,
    host: '127.0.0.1',
    port: options.port ?? 0,
    log: new NoOpLog(),
  });
  const url = await mf.ready;
  return {
    url: url.origin,
    stop: () => mf.dispose(),
  };
}
