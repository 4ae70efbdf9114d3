import { describe, expect, it } from 'vitest';
import { countSpaceRuns, countWords } from '../../../../src/shared/text/count-words.ts';
import { estimateTextCredits } from '../../../../src/shared/checks/credit-estimate.ts';
import { estimateScanCredits } from '../../../../src/shared/checks/pasted-text.ts';
import {
  countWords as serviceCountsWords,
  creditsForWords as serviceCharges,
} from '../../../fake-service/content/word-spans.ts';
import { JAPANESE_ESSAY, ESSAY, expectedText } from '../../../support/documents/essays.ts';

const JAPANESE = '私は学生です。毎日学校に行きます。';
const CHINESE = '我是学生。我每天去学校。';
const KOREAN = '나는 학생입니다. 매일 학교에 갑니다.';
const THAI = 'ฉันเป็นนักเรียน ฉันไปโรงเรียนทุกวัน';

describe('countWords', () => {
  it('counts words of spaced text as runs of non-space characters, as the service does', () => {
    expect(countWords('  one two\n\nthree ')).toBe(3);
    expect(countWords('well-known, e.g. — 3.14 don’t')).toBe(5);
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t\u3000')).toBe(0);
  });

  it('counts the words of Japanese, Chinese and Thai, written without spaces', () => {
    // 私|は|学生|です|毎日|学校|に|行き|ます
    expect(countWords(JAPANESE)).toBe(9);
    // 我是|学生|我|每天|去|学校
    expect(countWords(CHINESE)).toBe(6);
    // ฉัน|เป็น|นักเรียน|ฉัน|ไป|โรงเรียน|ทุก|วัน
    expect(countWords(THAI)).toBe(8);
  });

  it('counts Korean, written with spaces, by its spaces', () => {
    expect(countWords(KOREAN)).toBe(5);
  });

  it('counts mixed text: each spaced word once, unspaced script by its words', () => {
    // Hello | 世界 | Unicode|的|字符 | 2026年 | 東京 (spaced by an ideographic space)
    expect(countWords('Hello 世界 Unicode的字符 2026年\u3000東京')).toBe(8);
    // A run of only punctuation in an unspaced script is still one run, as the service counts it.
    expect(countWords('「」 。')).toBe(2);
  });

  it('never counts fewer words, nor estimates fewer credits, than the local service charges', () => {
    const texts = [
      JAPANESE,
      CHINESE,
      KOREAN,
      THAI,
      expectedText(ESSAY),
      expectedText(JAPANESE_ESSAY),
      JAPANESE.repeat(60),
      `${'word '.repeat(249)}${CHINESE}`,
    ];
    for (const text of texts) {
      expect(countWords(text)).toBeGreaterThanOrEqual(serviceCountsWords(text));
      expect(countSpaceRuns(text)).toBe(serviceCountsWords(text));
      expect(estimateTextCredits('ai-text', text)).toBeGreaterThanOrEqual(
        serviceCharges(serviceCountsWords(text)),
      );
      expect(estimateScanCredits(text)).toBeGreaterThanOrEqual(
        serviceCharges(serviceCountsWords(text)),
      );
    }
  });

  it('counts the Japanese essay fixture as 168 words, where spaces alone found 10', () => {
    const text = expectedText(JAPANESE_ESSAY);
    expect(countSpaceRuns(text)).toBe(10);
    expect(countWords(text)).toBe(168);
    // 60 sentences of 9 words: 540 words, three credits, where spaces alone said one.
    expect(estimateTextCredits('ai-text', JAPANESE.repeat(60))).toBe(3);
  });
});
