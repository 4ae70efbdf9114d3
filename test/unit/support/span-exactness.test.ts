import { describe, expect, it } from 'vitest';
import { tallySpans } from '../../e2e/support/span-exactness.ts';

const SENT = 'First section here.\n\nSecond section, longer.\n\nThird.';
const SPANS = [
  { start: 0, length: 19 },
  { start: 21, length: 23 },
  { start: 46, length: 6 },
];

describe('tallySpans (the e2e yardstick)', () => {
  it('counts spans painted piece by piece as exact, whatever the white space', () => {
    const painted = ['First ', 'section here.', 'Second  section,', ' longer.', 'Third.'];
    expect(tallySpans(SENT, SPANS, painted)).toEqual({
      exact: 3,
      partial: 0,
      missing: 0,
      wrong: 0,
    });
  });

  it('catches a span painted through text that was not sent', () => {
    const painted = ['First section here.', 'Second section, ADVERT longer.', 'Third.'];
    expect(tallySpans(SENT, SPANS, painted)).toMatchObject({ exact: 2, wrong: 1, missing: 1 });
  });

  it('tells missing and partial spans apart', () => {
    const painted = ['First section', 'Third.'];
    expect(tallySpans(SENT, SPANS, painted)).toEqual({
      exact: 1,
      partial: 1,
      missing: 1,
      wrong: 0,
    });
  });
});
