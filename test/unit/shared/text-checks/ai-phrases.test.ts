import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import type { TextDetectionResult } from '../../../../src/api/endpoints/text-detection-result.ts';
import {
  aiPhrases,
  phraseTip,
  phraseTipIn,
  sectionsWithPhrases,
  type AiPhrase,
} from '../../../../src/shared/text-checks/ai-phrases.ts';

/** AI text 0–100 and 200–300, human text 100–200. */
const SECTIONS = [
  { start: 0, length: 100, ai: true },
  { start: 100, length: 100, ai: false },
  { start: 200, length: 100, ai: true },
];

interface Pattern {
  start: number;
  length: number;
  ai?: number;
  human?: number;
  proportion?: number;
  source?: number;
}

/** A result whose explain block lists these patterns, statistics parallel. */
function withPatterns(patterns: Pattern[], sources = true): TextDetectionResult {
  return {
    results: [],
    summary: { ai: 0.66, human: 0.34 },
    explain: {
      patterns: {
        statistics: {
          aiCount: patterns.map((p) => p.ai ?? 100),
          humanCount: patterns.map((p) => p.human ?? 10),
          proportion: patterns.map((p) => p.proportion ?? 0),
          ...(sources ? { source: patterns.map((p) => p.source ?? 1) } : {}),
        },
        text: {
          chars: { starts: patterns.map((p) => p.start), lengths: patterns.map((p) => p.length) },
        },
      },
    },
  };
}

const phrase = (ratio: number, humanizer = false): AiPhrase => ({
  start: 0,
  length: 5,
  aiPerMillion: 1,
  humanPerMillion: 1,
  ratio,
  humanizer,
});

describe('aiPhrases', () => {
  it('is empty without an explain block', () => {
    expect(aiPhrases({ results: [], summary: { ai: 1, human: 0 } }, SECTIONS)).toEqual([]);
  });

  it('keeps only phrases wholly inside AI text, in text order, each place once', () => {
    const result = withPatterns([
      { start: 250, length: 10 },
      { start: 10, length: 5 },
      { start: 150, length: 5 }, // human text
      { start: 95, length: 10 }, // runs into human text
      { start: 10, length: 5 }, // the same place again
      { start: 10, length: 3 },
      { start: 290, length: 20 }, // past the end of the AI text
      { start: 40, length: 0 }, // nothing to paint
      { start: 40.5, length: 2 }, // not a whole character
    ]);
    expect(aiPhrases(result, SECTIONS).map((p) => [p.start, p.length])).toEqual([
      [10, 3],
      [10, 5],
      [250, 10],
    ]);
  });

  it('keeps a phrase across the seam of two AI sections that touch', () => {
    const touching = [
      { start: 0, length: 50, ai: true },
      { start: 50, length: 50, ai: true },
    ];
    const result = withPatterns([{ start: 45, length: 10 }]);
    expect(aiPhrases(result, touching).map((p) => p.start)).toEqual([45]);
    expect(sectionsWithPhrases(aiPhrases(result, touching), touching)).toBe(2);
  });

  it('reads the ratio from proportion, else from the counts', () => {
    const [given, counted, never, neither] = aiPhrases(
      withPatterns([
        { start: 0, length: 5, ai: 300, human: 10, proportion: 25 },
        { start: 10, length: 5, ai: 300, human: 10, proportion: 0 },
        { start: 20, length: 5, ai: 300, human: 0 },
        { start: 30, length: 5, ai: 0, human: 0 },
      ]),
      SECTIONS,
    );
    expect(given).toMatchObject({ ratio: 25, aiPerMillion: 300, humanPerMillion: 10 });
    expect(counted?.ratio).toBe(30);
    expect(never?.ratio).toBe(Infinity);
    expect(neither?.ratio).toBe(0);
  });

  it('marks a humanizer’s phrase by its source, and none without sources', () => {
    const patterns = [
      { start: 0, length: 5, source: 2 },
      { start: 10, length: 5, source: 1 },
    ];
    expect(aiPhrases(withPatterns(patterns), SECTIONS).map((p) => p.humanizer)).toEqual([
      true,
      false,
    ]);
    expect(aiPhrases(withPatterns(patterns, false), SECTIONS).map((p) => p.humanizer)).toEqual([
      false,
      false,
    ]);
  });
});

describe('phrase statistics in words', () => {
  it('says how many times more common, rounded for reading', () => {
    expect(phraseTip(phrase(18.4))).toBe('About 18× more common in AI-written text');
    expect(phraseTip(phrase(2.46))).toBe('About 2.5× more common in AI-written text');
    expect(phraseTip(phrase(1234))).toBe('About 1,234× more common in AI-written text');
  });

  it('says when people never wrote it, and when it is no more common in AI text', () => {
    expect(phraseTip(phrase(Infinity))).toBe('Found in AI-written text, never in human writing');
    expect(phraseTip(phrase(1.04))).toBe('About as common in human writing as in AI-written text');
    expect(phraseTip(phrase(0))).toBe('About as common in human writing as in AI-written text');
  });

  it('gives the tip a capital and names humanizer tools', () => {
    expect(phraseTip(phrase(3))).toBe('About 3× more common in AI-written text');
    expect(phraseTip(phrase(3, true))).toBe(
      'About 3× more common in AI-written text; typical of “humanizer” tools',
    );
  });

  it('says the same on the page in English, and the language’s own way in another', () => {
    const en = createTranslator('en', english, english);
    for (const p of [phrase(18.4), phrase(2.46, true), phrase(1234), phrase(Infinity), phrase(1)]) {
      expect(phraseTipIn(en, p)).toBe(phraseTip(p));
    }
    const de = createTranslator('de', german, english);
    expect(phraseTipIn(de, phrase(2.46))).toMatch(/^\D*2,5×/);
    expect(phraseTipIn(de, phrase(1234))).toContain('1.234×');
  });
});

describe('sectionsWithPhrases', () => {
  it('counts the AI sections holding a phrase, never a human one', () => {
    const phrases = aiPhrases(
      withPatterns([
        { start: 10, length: 5 },
        { start: 20, length: 5 },
        { start: 150, length: 5 },
      ]),
      SECTIONS,
    );
    expect(sectionsWithPhrases(phrases, SECTIONS)).toBe(1);
    expect(sectionsWithPhrases([], SECTIONS)).toBe(0);
    expect(sectionsWithPhrases([{ ...phrase(2), start: 150 }], SECTIONS)).toBe(0);
  });
});
