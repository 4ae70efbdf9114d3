/**
 * The relay's Workers build (what `npm run relay:deploy` uploads, built by wrangler) run in
 * workerd through miniflare, with a SQLite-backed Durable Object persisted in a folder, over real
 * HTTP on loopback. Restarting disposes of workerd and starts a new one on the same folder.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Miniflare, NoOpLog } from 'miniflare';

/** Where the test build goes (test/relay/helpers/build-worker.ts makes it before the tests). */
export const TEST_WORKER_DIR = join(process.cwd(), '.tmp', 'relay-worker-test');
export const WRANGLER_CONFIG = join(process.cwd(), 'src', 'relay', 'workers', 'wrangler.jsonc');
/** Matches wrangler.jsonc, so workerd runs the worker with the deployment's semantics. */
const COMPATIBILITY_DATE = '2026-04-20';

/** Builds the worker as a deployment would (no account needed). */
export function buildWorker(outdir: string): void {
  const built = spawnSync(
    process.execPath,
    [
      join('node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      outdir,
      '--config',
      WRANGLER_CONFIG,
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (built.status !== 0) throw new Error(`wrangler build failed:\n${built.stdout}${built.stderr}`);
}

export interface WorkersRelayProcess {
  url: string;
  stop(): Promise<void>;
}

export async function startWorkersRelay(options: {
  persistDir: string;
  variables: Record<string, string>;
  port?: number;
}): Promise<WorkersRelayProcess> {
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
