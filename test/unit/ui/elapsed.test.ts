import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../src/ui/elapsed.ts';

describe('formatElapsed', () => {
  it('counts seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatElapsed(0)).toBe('0 s');
    expect(formatElapsed(59_999)).toBe('59 s');
    expect(formatElapsed(125_000)).toBe('2 min 05 s');
    expect(formatElapsed(3_725_000)).toBe('1 h 02 min');
  });

  it('never goes below zero when clocks disagree', () => {
    expect(formatElapsed(-4_000)).toBe('0 s');
  });
});
