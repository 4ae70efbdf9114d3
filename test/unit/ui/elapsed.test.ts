import { describe, expect, it } from 'vitest';
import { formatElapsed } from '../../../src/ui/elapsed.ts';
import { ENGLISH } from '../../support/i18n/english.ts';
import { translatorIn } from '../../support/i18n/in-language.tsx';

describe('formatElapsed', () => {
  it('counts seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatElapsed(0, ENGLISH)).toBe('0 s');
    expect(formatElapsed(59_999, ENGLISH)).toBe('59 s');
    expect(formatElapsed(125_000, ENGLISH)).toBe('2 min 05 s');
    expect(formatElapsed(3_725_000, ENGLISH)).toBe('1 h 02 min');
  });

  it('never goes below zero when clocks disagree', () => {
    expect(formatElapsed(-4_000, ENGLISH)).toBe('0 s');
  });

  it('says it in the reader’s language and units', async () => {
    expect(formatElapsed(125_000, await translatorIn('de'))).toBe('2 Min. 05 Sek.');
    expect(formatElapsed(3_725_000, await translatorIn('ja'))).toBe('1時間02分');
    expect(formatElapsed(8_000, await translatorIn('fr'))).toBe('8\u00a0s');
  });
});
