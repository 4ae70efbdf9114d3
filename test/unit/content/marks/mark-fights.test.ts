import { describe, expect, it } from 'vitest';
import { MarkFights } from '../../../../src/content/marks/mark-fights.ts';

/** Counts a run of checks (true: the check found the marks changed); answers each verdict. */
const run = (checks: boolean[]): boolean[] => {
  const fights = new MarkFights();
  return checks.map((changed) => fights.count(changed));
};

describe('MarkFights', () => {
  it('takes a page that changes the marks again before three checks in a row to fight them', () => {
    expect(run([true, true, true])).toEqual([false, false, true]);
  });

  it('puts one-off changes back: a clean check between them starts the row again', () => {
    expect(run([true, false, true, true, false, true, false])).toEqual(
      Array.from({ length: 7 }, () => false),
    );
  });

  it('takes ten changes in all, however far apart, as fighting', () => {
    const checks = Array.from({ length: 10 }, () => [true, false]).flat();
    const verdicts = run(checks);
    expect(verdicts.indexOf(true)).toBe(18); // the tenth change
  });

  it('never takes a page that leaves the marks alone to fight', () => {
    expect(run(Array.from({ length: 100 }, () => false)).some(Boolean)).toBe(false);
  });
});
