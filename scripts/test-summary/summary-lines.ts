/**
 * The closing lines of a test run, from what its vitest runs wrote to .tmp/: the pass/fail count
 * of every layer at once (vitest's JSON report), then where the time went (the timings reporter,
 * ./timings-reporter.ts): the total per vitest project and the slowest files. Pure, so it is
 * tested without a run (test/unit/scripts/summary-lines.test.ts).
 */

/** The counts read from vitest's JSON report. */
export interface ReportCounts {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

/** One test file as the timings reporter saw it. */
export interface FileTiming {
  /** From the repository's root. */
  file: string;
  project: string;
  /** Its import, setup, hooks and tests. */
  ms: number;
}

/** What the timings reporter writes for one vitest run. */
export interface RunTimings {
  /** The run from start to end, files in parallel counted once. */
  wallMs: number;
  files: FileTiming[];
}

export interface Run {
  /** What ran, e.g. `test:unit`. */
  label: string;
  report: ReportCounts;
  /** Missing when the run was made without the timings reporter. */
  timings?: RunTimings;
}

export interface Summary {
  lines: string[];
  /** 1 when a test failed or none passed. */
  exitCode: 0 | 1;
}

export const SLOWEST = 10;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export function summarize(runs: readonly Run[], slowest = SLOWEST): Summary {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const { report } of runs) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests;
  }
  const lines = [`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`];
  const exitCode = failed > 0 || passed === 0 ? 1 : 0;

  const timed = runs.filter((run) => run.timings);
  const untimed = runs.filter((run) => !run.timings).map((run) => run.label);
  if (untimed.length > 0) lines.push(`No timings for ${untimed.join(', ')}.`);
  if (timed.length === 0) return { lines, exitCode };

  const files = timed.flatMap((run) => run.timings?.files ?? []);
  const projects = new Map<string, { files: number; ms: number }>();
  for (const { project, ms } of files) {
    const total = projects.get(project) ?? { files: 0, ms: 0 };
    projects.set(project, { files: total.files + 1, ms: total.ms + ms });
  }
  const width = Math.max(...[...projects.keys()].map((name) => name.length));
  const fileCounts = (count: number): string => `${count} file${count === 1 ? '' : 's'}`;

  lines.push(
    `Wall time: ${timed.map((run) => `${run.label} ${seconds(run.timings?.wallMs ?? 0)}`).join(', ')}`,
    'Time per project, longest first (its files’ times added up; files side by side overlap):',
    ...[...projects]
      .sort(([, a], [, b]) => b.ms - a.ms)
      .map(
        ([name, total]) =>
          `  ${name.padEnd(width)}  ${seconds(total.ms).padStart(8)}  ${fileCounts(total.files)}`,
      ),
    `Slowest files (${Math.min(slowest, files.length)} of ${files.length}):`,
    ...[...files]
      .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file))
      .slice(0, slowest)
      .map(
        ({ file, project, ms }) =>
          `  ${seconds(ms).padStart(8)}  ${project.padEnd(width)}  ${file}`,
      ),
  );
  return { lines, exitCode };
}
