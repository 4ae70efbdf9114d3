import { describe, expect, it } from 'vitest';
import { costRefusal, estimateTextCredits } from '../../../../src/shared/checks/credit-estimate.ts';

const words = (n: number): string => 'word '.repeat(n).trim() + '.';

describe('estimateTextCredits', () => {
  it('charges AI detection a credit per 250 words, per part sent', () => {
    expect(estimateTextCredits('ai-text', words(100))).toBe(1);
    expect(estimateTextCredits('ai-text', words(251))).toBe(2);
    // 40 000 words of 5 characters make about 240 000 characters: three parts.
    expect(estimateTextCredits('ai-text', words(40_000))).toBeGreaterThanOrEqual(160);
  });

  it('charges moderation a credit per part of 25 000 characters', () => {
    expect(estimateTextCredits('moderation', words(1_000))).toBe(1);
    expect(estimateTextCredits('moderation', words(12_000))).toBe(3);
  });
});

describe('costRefusal', () => {
  const limits = { confirmAbove: 20, max: 200 };

  it('lets a cheap check go, and a dear one once confirmed at its estimate', () => {
    expect(costRefusal(20, 5_000, limits, undefined)).toBeUndefined();
    expect(costRefusal(45, 60_000, limits, 45)).toBeUndefined();
  });

  it('asks first above the line, saying the cost and the length', () => {
    expect(costRefusal(45, 60_000, limits, undefined)).toMatchObject({
      kind: 'credits',
      code: 'needs-confirmation',
      message: expect.stringContaining('about 45 credits (60,000 characters)') as string,
    });
    // A yes to a smaller amount is not a yes to this one.
    expect(costRefusal(45, 60_000, limits, 30)).toMatchObject({ code: 'needs-confirmation' });
  });

  it('refuses above the cap, whatever was confirmed', () => {
    expect(costRefusal(777, 1_200_000, limits, 777)).toMatchObject({
      code: 'over-limit',
      message: expect.stringContaining('more than the 200 one check may spend') as string,
    });
  });
});
