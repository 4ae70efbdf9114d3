import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import type { AiPhrase } from '../../../../src/shared/text-checks/ai-phrases.ts';
import {
  byRatio,
  MAX_PHRASE_CHARS,
  phraseCountText,
  phraseText,
} from '../../../../src/popup/checks/phrase-list.ts';

const at = (start: number, length: number, ratio: number, aiPerMillion = 10): AiPhrase => ({
  start,
  length,
  ratio,
  aiPerMillion,
  humanPerMillion: ratio === Infinity ? 0 : aiPerMillion / ratio,
  humanizer: false,
});

describe('phrase list words', () => {
  it('counts phrases and sections in the right number', () => {
    const en = createTranslator('en', english, english);
    expect(phraseCountText(en, 12, 3)).toBe('12 AI phrases in 3 sections');
    expect(phraseCountText(en, 1, 1)).toBe('1 AI phrase in 1 section');
    expect(phraseCountText(en, 2, 1)).toBe('2 AI phrases in 1 section');
    expect(phraseCountText(en, 1_200, 14)).toBe('1,200 AI phrases in 14 sections');
    const de = createTranslator('de', german, english);
    expect(phraseCountText(de, 1, 1)).toBe('1 KI-Phrase in 1 Abschnitt');
    expect(phraseCountText(de, 1_200, 14)).toBe('1.200 KI-Phrasen in 14 Abschnitten');
  });

  it('orders by ratio with never-human first, then by AI frequency, then text order', () => {
    const phrases = [
      at(0, 3, 2),
      at(10, 3, Infinity, 5),
      at(20, 3, 9),
      at(30, 3, Infinity, 50),
      at(40, 3, 9),
    ];
    expect(byRatio(phrases).map((p) => p.start)).toEqual([30, 10, 20, 40, 0]);
    // The list given is left as it was.
    expect(phrases.map((p) => p.start)).toEqual([0, 10, 20, 30, 40]);
  });

  it('reads the phrase from the checked text, on one line, cut past its limit', () => {
    const input = 'Intro. It is\n\t important to note that this is long.';
    expect(phraseText(input, at(7, 'It is\n\t important to note that'.length, 2))).toBe(
      'It is important to note that',
    );
    const long = `x ${'word '.repeat(40)}`;
    const cut = phraseText(long, at(0, long.length, 2));
    expect(cut.length).toBeLessThanOrEqual(MAX_PHRASE_CHARS);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(phraseText('short', at(10, 4, 2))).toBe('');
  });
});
