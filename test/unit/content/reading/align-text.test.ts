import { describe, expect, it } from 'vitest';
import { alignPieces } from '../../../../src/content/reading/align-text.ts';

const LIVE = [
  'Home',
  'Share',
  'A long opening paragraph of the article.',
  'Share',
  'Ad: buy now',
  'Middle',
  ' ',
  'bold',
  ' words',
  'Closing paragraph of the article body.',
  'Share',
];

const nodesOf = (runs: { node: number }[][]): number[][] => runs.map((r) => r.map((x) => x.node));

describe('alignPieces', () => {
  it('keeps nodes whose identity is known', () => {
    const runs = alignPieces(LIVE, [{ data: 'Middle', known: 5 }]);
    expect(nodesOf(runs)).toEqual([[5]]);
  });

  it('places re-created nodes by their text, in page order, around clutter left out', () => {
    const pieces = [
      'A long opening paragraph of the article.',
      'Share',
      'Middle',
      'bold',
      ' words',
    ];
    const runs = alignPieces(
      LIVE,
      pieces.map((data) => ({ data })),
    );
    // "Share" is the one after the opening paragraph, not the one in the navigation.
    expect(nodesOf(runs)).toEqual([[2], [3], [5], [7], [8]]);
  });

  it('uses unique long pieces as fences so short ones do not land in clutter before them', () => {
    // The first "Share" of the article was removed; the short piece must not take the navigation's.
    const pieces = ['Share', 'Closing paragraph of the article body.'].map((data) => ({ data }));
    const live = ['Share', 'nav', 'Closing paragraph of the article body.'];
    const runs = alignPieces(live, [{ data: 'Middle' }, ...pieces]);
    expect(nodesOf(runs)).toEqual([[], [0], [2]]);
  });

  it('finds a piece made of several adjacent nodes (merged by an HTML round trip)', () => {
    const runs = alignPieces(LIVE, [{ data: 'Middle bold words' }]);
    expect(runs[0]).toEqual([
      { offset: 0, length: 6, node: 5, nodeStart: 0 },
      { offset: 6, length: 1, node: 6, nodeStart: 0 },
      { offset: 7, length: 4, node: 7, nodeStart: 0 },
      { offset: 11, length: 6, node: 8, nodeStart: 0 },
    ]);
  });

  it('finds a piece that is part of one node', () => {
    const runs = alignPieces(LIVE, [{ data: 'buy now' }]);
    expect(runs[0]).toEqual([{ offset: 0, length: 7, node: 4, nodeStart: 4 }]);
  });

  it('leaves white space and text that is not on the page unplaced', () => {
    const runs = alignPieces(LIVE, [{ data: '   ' }, { data: 'Not on the page' }]);
    expect(runs).toEqual([[], []]);
  });

  it('does not take a known node twice when the copy changed its text', () => {
    const runs = alignPieces(LIVE, [{ data: 'Middle!', known: 5 }]);
    expect(runs).toEqual([[]]);
  });
});
