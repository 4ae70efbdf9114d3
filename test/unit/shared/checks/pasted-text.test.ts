import { describe, expect, it } from 'vitest';
import {
  estimateScanCredits,
  PASTED_MAX,
  PASTED_MIN,
  pastedRefusal,
  pastedText,
  pastedTitle,
} from '../../../../src/shared/checks/pasted-text.ts';

describe('pastedText', () => {
  it('makes every line end a line feed and trims blank edges', () => {
    expect(pastedText('\r\n  First\r\nSecond\rThird  \n\n')).toBe('First\nSecond\nThird');
    expect(pastedText(' \r\n ')).toBe('');
  });
});

describe('pastedRefusal', () => {
  it('asks for text when there is none', () => {
    expect(pastedRefusal('')).toMatchObject({ kind: 'invalid-input', field: 'text' });
    expect(pastedRefusal('')?.message).toMatch(/^Paste the text/);
  });

  it('refuses text too short, with its count', () => {
    expect(PASTED_MIN).toBe(255);
    const error = pastedRefusal('a'.repeat(254));
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'text' });
    expect(error?.message).toContain('at least 255');
    expect(error?.message).toContain('this has 254');
    expect(pastedRefusal('a'.repeat(255))).toBeUndefined();
  });

  it('refuses text too long, with its count written out', () => {
    expect(PASTED_MAX).toBe(100_000);
    expect(pastedRefusal('a'.repeat(100_000))).toBeUndefined();
    const error = pastedRefusal('a'.repeat(100_001));
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'text' });
    expect(error?.message).toContain('at most 100,000');
    expect(error?.message).toContain('this has 100,001');
  });
});

describe('estimateScanCredits', () => {
  const words = (count: number): string => Array.from({ length: count }, () => 'word').join(' ');

  it('costs one credit per 250 words, and at least one', () => {
    expect(estimateScanCredits('')).toBe(1);
    expect(estimateScanCredits('a few words')).toBe(1);
    expect(estimateScanCredits(words(250))).toBe(1);
    expect(estimateScanCredits(words(251))).toBe(2);
    expect(estimateScanCredits(words(1000))).toBe(4);
    expect(estimateScanCredits(words(1001))).toBe(5);
  });

  it('counts words across any whitespace', () => {
    expect(estimateScanCredits(`${words(200)}\n\n\t${words(51)}`)).toBe(2);
  });
});

describe('pastedTitle', () => {
  it('quotes short text whole, with its whitespace made single spaces', () => {
    expect(pastedTitle('The river  rose\n\tovernight.')).toBe('“The river rose overnight.”');
    const sixty = 'x'.repeat(60);
    expect(pastedTitle(sixty)).toBe(`“${sixty}”`);
  });

  it('cuts long text at a word boundary, with an ellipsis', () => {
    const text =
      'In the spring of that year the river rose higher than everyone in the valley remembered.';
    const title = pastedTitle(text);
    expect(title).toBe('“In the spring of that year the river rose higher than…”');
    expect(title.length).toBeLessThanOrEqual(62);
    const kept = title.slice(1, -2);
    expect(text.startsWith(`${kept} `)).toBe(true);
  });

  it('never grows past 62 characters, whatever the text', () => {
    const texts = [
      'word '.repeat(40),
      'a'.repeat(500),
      `${'a'.repeat(45)} ${'b'.repeat(45)}`,
      `short ${'c'.repeat(200)}`,
      'ab '.repeat(40),
      `${'d'.repeat(59)} e f`,
    ];
    for (const text of texts) {
      const title = pastedTitle(text);
      expect(title.length, text).toBeLessThanOrEqual(62);
      expect(title).toMatch(/^“\S.*…”$/);
      expect(title).not.toMatch(/\s…”$/);
    }
  });

  it('collapses whitespace in a long title too', () => {
    const title = pastedTitle(
      `Line one\r\n\r\nline two\t\twith   tabs ${'and more words '.repeat(10)}`,
    );
    expect(title).toMatch(/^“Line one line two with tabs and more/);
    expect(title).not.toMatch(/\s{2}/);
  });

  it('keeps a word that ends right before the ellipsis', () => {
    // 59 characters of words, then a space: the last word is whole, and the ellipsis fits.
    const words = 'In the spring of that year the river rose higher than anyon';
    expect(words.length).toBe(59);
    expect(pastedTitle(`${words} in the valley could remember.`)).toBe(`“${words}…”`);
  });
});
