import { describe, expect, it } from 'vitest';
import { paintReports } from '../../../../src/shared/text-checks/paint-report.ts';

describe('paintReports', () => {
  const span = (kind: string): { kind: string } => ({ kind });
  const painted = [
    { spans: [span('ai'), span('human'), span('ai')] },
    { spans: [span('toxic-v1'), span('adult-v1')] },
  ];

  it('splits the page’s outcomes between the checks whose spans were sent together', () => {
    const reports = paintReports(painted, {
      applied: 7,
      outcomes: ['shown', 'partly', 'shown', 'missing', 'shown'],
      reason: 'changed',
    });
    expect(reports).toEqual([
      { shown: 2, partly: 1, missing: 0, reason: 'changed' },
      { shown: 1, partly: 0, missing: 1, reason: 'changed' },
    ]);
  });

  it('gives no reason to a check whose spans were all shown', () => {
    const reports = paintReports(painted, {
      applied: 5,
      outcomes: ['shown', 'shown', 'shown', 'missing', 'shown'],
      reason: 'not-found',
    });
    expect(reports[0]).toEqual({ shown: 3, partly: 0, missing: 0 });
  });

  it('counts every span as not shown when the page did not answer', () => {
    expect(paintReports(painted, undefined)).toEqual([
      { shown: 0, partly: 0, missing: 3, reason: 'page-gone' },
      { shown: 0, partly: 0, missing: 2, reason: 'page-gone' },
    ]);
  });

  it('counts sections, not the AI phrases inside them', () => {
    const withPhrases = [{ spans: [span('ai'), span('human'), span('phrase'), span('phrase')] }];
    expect(
      paintReports(withPhrases, {
        applied: 3,
        outcomes: ['shown', 'missing', 'shown', 'missing'],
        reason: 'changed',
      }),
    ).toEqual([{ shown: 1, partly: 0, missing: 1, reason: 'changed' }]);
    expect(paintReports(withPhrases, undefined)).toEqual([
      { shown: 0, partly: 0, missing: 2, reason: 'page-gone' },
    ]);
  });
});
