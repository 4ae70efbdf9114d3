/**
 * Runs the wrangler CLI that npm installed (or WRANGLER_BIN, a stand-in for tests) on the relay's
 * Workers config. A secret goes to wrangler on stdin only: never in its arguments (they show in
 * the process list) and never in a file.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const RELAY_WRANGLER_CONFIG = join('src', 'relay', 'workers', 'wrangler.jsonc');
/** The wrangler commands about one Worker, which take its `--name`. */
const WORKER_COMMANDS = new Set(['deploy', 'delete', 'secret']);

export interface WranglerRun {
  code: number;
  stdout: string;
}

export interface Wrangler {
  /**
   * `stdin`: text piped in (else the terminal's, for wrangler's own prompts). `echo`: show its
   * output as it comes (it is captured either way).
   */
  run(args: readonly string[], io?: { stdin?: string; echo?: boolean }): Promise<WranglerRun>;
}

export function createWrangler(workerName?: string): Wrangler {
  const bin = process.env.WRANGLER_BIN ?? join('node_modules', 'wrangler', 'bin', 'wrangler.js');
  // `--name` picks the Worker; wrangler refuses it on commands about the account (whoami, login).
  const argsFor = (args: readonly string[]): string[] => [
    ...args,
    '--config',
    RELAY_WRANGLER_CONFIG,
    ...(workerName && WORKER_COMMANDS.has(args[0] ?? '') ? ['--name', workerName] : []),
  ];
  return {
    run(args, io = {}) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [bin, ...argsFor(args)], {
          stdio: [io.stdin === undefined ? 'inherit' : 'pipe', 'pipe', 'inherit'],
          env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
        });
        let stdout = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (io.echo) process.stdout.write(chunk);
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code: code ?? 1, stdout }));
        if (io.stdin !== undefined) child.stdin?.end(io.stdin);
      });
    },
  };
}
