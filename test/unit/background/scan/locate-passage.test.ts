import { describe, expect, it } from 'vitest';
import { locatePassage, squeeze } from '../../../../src/background/scan/locate-passage.ts';
import { placePassages } from '../../../../src/background/scan/matched-passages.ts';
import type { ScanPassage } from '../../../../src/shared/scans/url-scan-result.ts';

const OURS = 'First line of the essay.\nThe great change came in 1822,  when Fresnel\nshowed it.';

describe('locatePassage', () => {
  const ours = squeeze(OURS);
  const at = (range: { start: number; length: number } | undefined): string | undefined =>
    range && OURS.slice(range.start, range.start + range.length);

  it('finds a passage whose white space differs from ours, ending on its last character', () => {
    expect(at(locatePassage(ours, 'The great change came in 1822, when Fresnel showed it.'))).toBe(
      'The great change came in 1822,  when Fresnel\nshowed it.',
    );
    expect(at(locatePassage(ours, 'change came\r\nin 1822'))).toBe('change came in 1822');
  });

  it('takes the occurrence at or after `from`, else the first', () => {
    const twice = 'one two three. one two three.';
    const squeezed = squeeze(twice);
    expect(locatePassage(squeezed, 'one two', 5)).toEqual({ start: 15, length: 7 });
    expect(locatePassage(squeezed, 'one two', 0)).toEqual({ start: 0, length: 7 });
    expect(locatePassage(squeezed, 'one two', 28)).toEqual({ start: 0, length: 7 });
  });

  it('says undefined for a passage not in our text, or one of white space only', () => {
    expect(locatePassage(ours, 'not in the essay')).toBeUndefined();
    expect(locatePassage(ours, ' \n ')).toBeUndefined();
  });
});

describe('placePassages', () => {
  const passage = (start: number, length: number, sourceId = 's1'): ScanPassage => ({
    sourceId,
    start,
    length,
    match: 'identical',
  });

  it('keeps the offsets where both copies hold the same text there', () => {
    const [placed] = placePassages([passage(25, 22)], OURS, OURS);
    expect(placed).toEqual({
      ...passage(25, 22),
      quote: 'The great change came ',
      inText: true,
    });
  });

  it('moves a passage to where our text has it when the service’s copy differs in white space', () => {
    // The service's copy: Windows line breaks and single spaces.
    const theirs = OURS.replace(/\n/g, '\r\n').replace(/ {2}/g, ' ');
    const start = theirs.indexOf('The great');
    const length = theirs.indexOf('it.') + 3 - start;
    const [placed] = placePassages([passage(start, length)], theirs, OURS);
    expect(placed?.inText).toBe(true);
    expect(OURS.slice(placed!.start, placed!.start + placed!.length)).toBe(
      'The great change came in 1822,  when Fresnel\nshowed it.',
    );
    expect(placed?.quote).toBe('The great change came in 1822, when Fresnel\r\nshowed it.');
  });

  it('keeps only the quote of a passage our text does not hold', () => {
    const theirs = 'Something else entirely was scanned here.';
    const [placed] = placePassages([passage(0, 14)], theirs, OURS);
    expect(placed).toMatchObject({ quote: 'Something else', inText: false });
  });

  it('takes the offsets as ours when the service’s copy did not arrive, dropping any past the end', () => {
    const placed = placePassages([passage(0, 5), passage(OURS.length - 2, 10)], undefined, OURS);
    expect(placed.map((p) => [p.quote, p.inText])).toEqual([
      ['First', true],
      ['t.', false],
    ]);
  });

  it('quotes a PDF’s passages from the service’s copy, with nothing of ours to paint', () => {
    const theirs = `${'x'.repeat(10)}${'long passage '.repeat(50)}`;
    const [placed] = placePassages([passage(10, 600)], theirs, undefined);
    expect(placed?.inText).toBe(false);
    expect(placed?.quote).toHaveLength(400);
    expect(placed?.quote?.startsWith('long passage long')).toBe(true);
  });

  it('orders passages as they come in the text', () => {
    const placed = placePassages([passage(25, 5, 'b'), passage(0, 5, 'a')], OURS, OURS);
    expect(placed.map((p) => p.sourceId)).toEqual(['a', 'b']);
  });
});
