/**
 * Prints the closing lines of the whole test run from what the vitest runs wrote to .tmp/: one
 * line for every layer at once ("N passed, N failed"), then the wall time of each run, the time
 * per vitest project and the 10 slowest files, so a reader (or CI) sees what the tests cost.
 * Fails when a test failed, none passed or a report is missing.
 *
 *   tsx scripts/test-summary.ts               # npm test: .tmp/vitest-unit.json, vitest-e2e.json
 *   tsx scripts/test-summary.ts smoke-e2e     # other runs by name (.tmp/vitest-<name>.json)
 */
import { readRuns } from './test-summary/read-runs.ts';
import { summarize, type Run } from './test-summary/summary-lines.ts';

const names = process.argv.slice(2);
let runs: Run[];
try {
  runs = readRuns(names.length > 0 ? names : ['unit', 'e2e']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { lines, exitCode } = summarize(runs);
console.log(lines.join('\n'));
process.exit(exitCode);
