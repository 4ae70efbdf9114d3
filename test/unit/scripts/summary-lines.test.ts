import { describe, expect, it } from 'vitest';
import { summarize, type Run } from '../../../scripts/test-summary/summary-lines.ts';

const counts = (passed: number, failed = 0, skipped = 0): Run['report'] => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: skipped,
});

describe('the test summary', () => {
  it('adds up every run, and fails when a test failed or none passed', () => {
    expect(summarize([{ label: 'test:unit', report: counts(3, 0, 1) }]).lines[0]).toBe(
      '3 passed, 0 failed, 1 skipped',
    );
    expect(
      summarize([
        { label: 'test:unit', report: counts(3) },
        { label: 'test:e2e', report: counts(2, 1) },
      ]),
    ).toMatchObject({ lines: ['5 passed, 1 failed', expect.any(String)], exitCode: 1 });
    expect(summarize([{ label: 'test:unit', report: counts(0) }]).exitCode).toBe(1);
    expect(summarize([{ label: 'test:unit', report: counts(1) }]).exitCode).toBe(0);
  });

  it('says which runs have no timings, and prints no time for them', () => {
    expect(summarize([{ label: 'test:e2e', report: counts(1) }]).lines).toEqual([
      '1 passed, 0 failed',
      'No timings for test:e2e.',
    ]);
  });

  it('prints the wall time of each run, then projects and files, the slowest first', () => {
    const runs: Run[] = [
      {
        label: 'test:unit',
        report: counts(10),
        timings: {
          wallMs: 4_000,
          files: [
            { file: 'test/unit/a.test.ts', project: 'unit', ms: 1_000 },
            { file: 'test/unit/b.test.ts', project: 'unit', ms: 2_500 },
            // The same file in two projects counts in each.
            { file: 'test/relay/c.test.ts', project: 'integration', ms: 500 },
            { file: 'test/relay/c.test.ts', project: 'relay-workers', ms: 1_500 },
          ],
        },
      },
      {
        label: 'test:e2e',
        report: counts(4),
        timings: {
          wallMs: 60_000,
          files: [{ file: 'test/e2e/x.test.ts', project: 'e2e', ms: 59_950 }],
        },
      },
    ];
    expect(summarize(runs, 3).lines).toEqual([
      '14 passed, 0 failed',
      'Wall time: test:unit 4.0 s, test:e2e 60.0 s',
      'Time per project, longest first (its files’ times added up; files side by side overlap):',
      '  e2e              60.0 s  1 file',
      '  unit              3.5 s  2 files',
      '  relay-workers     1.5 s  1 file',
      '  integration       0.5 s  1 file',
      'Slowest files (3 of 5):',
      '    60.0 s  e2e            test/e2e/x.test.ts',
      '     2.5 s  unit           test/unit/b.test.ts',
      '     1.5 s  relay-workers  test/relay/c.test.ts',
    ]);
  });

  it('lists every file when there are fewer than asked for', () => {
    const lines = summarize([
      {
        label: 'test:e2e',
        report: counts(1),
        timings: { wallMs: 1_000, files: [{ file: 'a.test.ts', project: 'e2e', ms: 900 }] },
      },
    ]).lines;
    expect(lines.slice(-2)).toEqual(['Slowest files (1 of 1):', '     0.9 s  e2e  a.test.ts']);
  });
});
