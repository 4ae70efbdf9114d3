/**
 * `npm run check`: TypeScript, ESLint and Prettier, in two lanes at once on a two-core machine.
 * ESLint with type information is the longest step (it builds both TypeScript programs itself),
 * so it runs alone in one lane while the other type-checks both projects, then checks the format.
 * Each lane's output is printed whole when it ends, under its name; the check fails when any step
 * fails, and every step runs whatever another one said.
 *
 *   tsx scripts/check.ts
 */
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const bin = (name: string): string => `node_modules/.bin/${name}`;
const LANES: Step[][] = [
  [{ name: 'eslint .', command: bin('eslint'), args: ['.'] }],
  [
    {
      name: 'tsc -p tsconfig.json',
      command: bin('tsc'),
      args: ['--noEmit', '-p', 'tsconfig.json'],
    },
    {
      name: 'tsc -p tsconfig.node.json',
      command: bin('tsc'),
      args: ['--noEmit', '-p', 'tsconfig.node.json'],
    },
    { name: 'prettier --check .', command: bin('prettier'), args: ['--check', '.'] },
  ],
];

/** Runs a step with its output kept; whether it passed, and what it printed. */
function run(step: Step): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean, more = ''): void =>
      resolve({ ok, output: output + more, seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => done(false, String(error)));
    child.on('close', (code) => done(code === 0));
  });
}

async function lane(steps: Step[]): Promise<boolean> {
  let ok = true;
  for (const step of steps) {
    const result = await run(step);
    const verdict = result.ok ? 'passed' : 'FAILED';
    console.info(`--- ${step.name}: ${verdict} in ${result.seconds.toFixed(0)} s`);
    if (result.output.trim()) console.info(result.output.trimEnd());
    ok &&= result.ok;
  }
  return ok;
}

const results = await Promise.all(LANES.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
