import { describe, expect, it } from 'vitest';
import { cleanLine, joinLines, wordEvidence } from '../../../../src/shared/pdf/pdf-hyphens.ts';

const none = wordEvidence([]);

describe('joinLines: two lines of a paragraph as one text', () => {
  it.each<[string, string, string, string, string[]]>([
    ['lines meet with a space', 'the coast', 'path starts', 'the coast path starts', []],
    ['a broken word is made whole', 'we com-', 'pile it', 'we compile it', []],
    ['so with U+2010 HYPHEN', 'we com\u2010', 'pile it', 'we compile it', []],
    [
      'the joined word seen elsewhere decides',
      'a sea-',
      'wall here',
      'a seawall here',
      ['the old seawall fell'],
    ],
    [
      'the hyphenated word seen elsewhere keeps its hyphen',
      'a well-',
      'known path',
      'a well-known path',
      ['it is well-known now'],
    ],
    ['a single letter before: a compound (e-mail)', 'an e-', 'mail to', 'an e-mail to', []],
    [
      'two words the document uses alone: a compound',
      'in general-',
      'purpose tools',
      'in general-purpose tools',
      ['in general we do', 'for that purpose too'],
    ],
    [
      'a hyphenated compound broken at its second hyphen',
      'the state-of-the-',
      'art method',
      'the state-of-the-art method',
      ['the state-of-the-art is'],
    ],
    [
      'a capital after: the hyphen is the word’s own',
      'Jean-',
      'Pierre came',
      'Jean-Pierre came',
      [],
    ],
    ['a digit after: the same', 'COVID-', '19 cases', 'COVID-19 cases', []],
    ['a soft hyphen at the end joins', 'in\u00AD', 'cluding it', 'including it', []],
    ['a dash after a space is no broken word', 'wait -', 'then go', 'wait - then go', []],
    ['Japanese lines meet with nothing', '海のそばの', '小さな町で', '海のそばの小さな町で', []],
    ['Japanese after a full stop too', '向かった。', '夏の朝は', '向かった。夏の朝は', []],
    ['Latin after Japanese keeps its space', '町で', 'Tokyo', '町で Tokyo', []],
  ])('%s', (_what, before, after, joined, elsewhere) => {
    expect(joinLines(before, after, wordEvidence(elsewhere))).toBe(joined);
  });

  it('judges on the last words of a long paragraph, quickly', () => {
    const long = '字'.repeat(200_000);
    expect(joinLines(`${long}com-`, 'pile', none)).toBe(`${long}compile`);
  });
});

describe('cleanLine', () => {
  it.each([
    ['in\u00ADcluding', 'including'],
    ['in\u00AD cluding', 'in cluding'],
    ['a line ending in\u00AD', 'a line ending in\u00AD'],
    ['向かった︒夏の朝は︑涼しい', '向かった。夏の朝は、涼しい'],
    ['  two   spaces ', 'two spaces'],
  ])('%j → %j', (line, clean) => expect(cleanLine(line)).toBe(clean));
});

describe('wordEvidence', () => {
  it('takes the words inside each line, not its first and last (they may be broken)', () => {
    expect([...wordEvidence(['com- well-known, (seawall) pile']).words].sort()).toEqual([
      'seawall',
      'well-known',
    ]);
  });
});
