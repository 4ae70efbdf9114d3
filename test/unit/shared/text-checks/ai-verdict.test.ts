import { describe, expect, it } from 'vitest';
import { readAiShare, SHORT_TEXT_WORDS } from '../../../../src/shared/text-checks/ai-verdict.ts';

describe('readAiShare', () => {
  it('reads a clear share one way or the other', () => {
    expect(readAiShare(0.92, 400)).toEqual({ verdict: 'ai', caution: undefined });
    expect(readAiShare(0.05, 400)).toEqual({ verdict: 'human', caution: undefined });
  });

  it('calls a middle share inconclusive because mixed', () => {
    expect(readAiShare(0.5, 400)).toEqual({ verdict: 'mixed', caution: 'mixed' });
    expect(readAiShare(0.69, 400).verdict).toBe('mixed');
    expect(readAiShare(0.7, 400).verdict).toBe('ai');
  });

  it('adds a caution for short texts', () => {
    expect(readAiShare(1, SHORT_TEXT_WORDS - 1)).toEqual({ verdict: 'ai', caution: 'short' });
    expect(readAiShare(1, SHORT_TEXT_WORDS).caution).toBeUndefined();
  });
});
