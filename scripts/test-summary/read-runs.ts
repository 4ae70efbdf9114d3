/** Reads what the vitest runs named `names` wrote to .tmp/ (see scripts/test-summary.ts). */
import { existsSync, readFileSync } from 'node:fs';
import type { ReportCounts, Run, RunTimings } from './summary-lines.ts';

/** Each run's JSON report (.tmp/vitest-<name>.json, required) and timings (when written). */
export function readRuns(names: readonly string[]): Run[] {
  return names.map((name) => {
    const file = `.tmp/vitest-${name}.json`;
    if (!existsSync(file)) throw new Error(`missing test report ${file}`);
    const timings = `.tmp/vitest-${name}.timings.json`;
    return {
      label: `test:${name}`,
      report: JSON.parse(readFileSync(file, 'utf8')) as ReportCounts,
      ...(existsSync(timings)
        ? { timings: JSON.parse(readFileSync(timings, 'utf8')) as RunTimings }
        : {}),
    };
  });
}
