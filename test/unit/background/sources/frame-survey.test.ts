import { describe, expect, it } from 'vitest';
import {
  pageEditors,
  pageFrame,
  selectionFrame,
  surveyOf,
  type FrameProbe,
  type ProbedFrame,
} from '../../../../src/background/sources/frame-survey.ts';

const probe = (more: Partial<FrameProbe> = {}): FrameProbe => ({
  url: 'https://site.example/',
  selected: 0,
  focused: false,
  frames: 0,
  foreign: [],
  area: 1_000_000,
  textLength: 5_000,
  ...more,
});
const frame = (frameId: number, more: Partial<FrameProbe> = {}): ProbedFrame => ({
  frameId,
  probe: probe(more),
});

describe('surveyOf', () => {
  it('counts the frames that did not answer, and names the sites it can', () => {
    const survey = surveyOf([
      frame(0, { frames: 3, foreign: ['https://other.example/a', 'https://ads.example/x'] }),
      frame(5, { url: 'https://site.example/inner' }),
      frame(6, { url: 'https://ads.example/x' }),
    ]);
    // Three frames in the page, two answered: one unread, from the site no frame answered for.
    expect(survey.unreadable).toEqual({ count: 1, sites: ['https://other.example'] });
  });

  it('counts frames inside frames, and nothing unread when every frame answered', () => {
    const survey = surveyOf([
      frame(0, { frames: 1 }),
      frame(3, { frames: 1 }),
      frame(4, { url: 'https://x.example/' }),
    ]);
    expect(survey.unreadable).toEqual({ count: 0, sites: [] });
  });
});

describe('selectionFrame', () => {
  it('takes the focused frame when it holds a selection, over an older one in the page', () => {
    const survey = surveyOf([
      frame(0, { selected: 900 }),
      frame(7, { selected: 300, focused: true }),
    ]);
    expect(selectionFrame(survey)).toBe(7);
  });

  it('takes the longest selection when the focused frame has none', () => {
    const survey = surveyOf([
      frame(0, { focused: true }),
      frame(2, { selected: 500 }),
      frame(3, { selected: 40 }),
    ]);
    expect(selectionFrame(survey)).toBe(2);
  });

  it('falls back to the focused frame, then the top one, when nothing is selected', () => {
    expect(selectionFrame(surveyOf([frame(0), frame(4, { focused: true })]))).toBe(4);
    expect(selectionFrame(surveyOf([frame(0), frame(4)]))).toBe(0);
  });
});

describe('pageFrame', () => {
  it('reads the frame a shell page is built around (a grader, a mail viewer)', () => {
    const survey = surveyOf([
      frame(0, { textLength: 180, area: 1_000_000 }),
      frame(9, { textLength: 4_000, area: 700_000 }),
      frame(10, { textLength: 9_000, area: 90_000 }), // an ad: small, however wordy
    ]);
    expect(pageFrame(survey)).toBe(9);
  });

  it('reads the top document when it has text of its own, or no frame fills it', () => {
    expect(
      pageFrame(surveyOf([frame(0, { textLength: 6_000 }), frame(9, { area: 900_000 })])),
    ).toBe(0);
    expect(pageFrame(surveyOf([frame(0, { textLength: 100 }), frame(9, { area: 200_000 })]))).toBe(
      0,
    );
  });
});

describe('pageFrame, on a page written in an editor’s frame', () => {
  const site = 'https://lms.example';
  const page = (textLength: number, more: Partial<FrameProbe> = {}): ProbedFrame =>
    frame(0, { url: `${site}/course/7/essay`, origin: site, textLength, ...more });
  /** TinyMCE's default: an about:blank frame with a contenteditable body, 600 × 300. */
  const editor = (frameId: number, textLength: number, more: Partial<FrameProbe> = {}) =>
    frame(frameId, {
      url: 'about:blank',
      origin: site,
      editor: true,
      area: 180_000,
      textLength,
      ...more,
    });

  it.each([
    // The cases: only a heading around the draft; an LMS page with a heading, a
    // sidebar and the essay; a CMS whose menus outweigh a draft half their size.
    ['a heading around a draft', [page(16), editor(4, 793)], 4],
    ['an LMS page: heading, sidebar, essay', [page(640), editor(4, 1_900)], 4],
    ['a CMS whose menus are twice the draft', [page(3_000), editor(4, 1_500)], 4],
    ['a srcdoc editor frame', [page(300), editor(4, 900, { url: 'about:srcdoc' })], 4],
    ['CKEditor 4: designMode', [page(200), editor(4, 700)], 4],
    ['several editors: the one holding the most', [page(400), editor(4, 300), editor(5, 2_000)], 5],
    // What is not the page's writing stays out.
    ['an article with a short reply box', [page(8_000), editor(4, 250)], 0],
    ['an ad frame with text, not an editor', [page(16), editor(4, 900, { editor: false })], 0],
    ['another site’s editor frame', [page(16), editor(4, 900, { origin: 'https://x.example' })], 0],
    ['a hidden editor (zero size)', [page(16), editor(4, 900, { area: 0 })], 0],
    ['a tracking-pixel-sized editor', [page(16), editor(4, 900, { area: 1 })], 0],
    ['an empty editor', [page(16), editor(4, 0)], 0],
    ['an editor with a few words', [page(16), editor(4, 40)], 0],
  ])('%s', (_case, frames, expected) => {
    expect(pageFrame(surveyOf(frames))).toBe(expected);
  });

  it('still reads the frame a shell page is built around when no editor holds writing', () => {
    const survey = surveyOf([page(180), frame(9, { textLength: 4_000, area: 700_000 })]);
    expect(pageFrame(survey)).toBe(9);
  });
});

describe('pageEditors', () => {
  const site = 'https://cms.example';
  const top = (more: Partial<FrameProbe> = {}) =>
    frame(0, { origin: site, textLength: 0, ...more });
  const editor = (
    frameId: number,
    textLength: number,
    y: number,
    more: Partial<FrameProbe> = {},
  ): ProbedFrame =>
    frame(frameId, {
      origin: site,
      editor: true,
      area: 180_000,
      textLength,
      place: { x: 200, y },
      ...more,
    });
  const ids = (frames: ProbedFrame[]) => pageEditors(surveyOf(frames)).map((e) => e.frameId);

  it.each([
    [
      'an editor with writing, however long the page',
      [top({ textLength: 9_000 }), editor(3, 400, 0)],
      [3],
    ],
    // The case: an LMS assignment's "Essay" above its "Reflection", the longer last.
    [
      'every editor with writing, in page order',
      [top(), editor(4, 1_200, 900), editor(3, 400, 300)],
      [3, 4],
    ],
    [
      'side by side: left first',
      [
        top(),
        editor(4, 500, 300, { place: { x: 700, y: 300 } }),
        editor(3, 500, 300, { place: { x: 20, y: 300 } }),
      ],
      [3, 4],
    ],
    ['none: an empty editor', [top(), editor(3, 20, 0)], []],
    [
      'none: not an editor (an ad’s or a comment widget’s frame)',
      [top(), editor(3, 900, 0, { editor: false })],
      [],
    ],
    ['none: another site’s', [top(), editor(3, 900, 0, { origin: 'https://x.example' })], []],
    [
      'none: hidden, or a tracking pixel',
      [top(), editor(3, 900, 0, { area: 0 }), editor(5, 900, 0, { area: 1 })],
      [],
    ],
    [
      'only the ones with writing',
      [top(), editor(3, 30, 0), editor(4, 800, 500), editor(5, 900, 900, { editor: false })],
      [4],
    ],
  ])('%s', (_case, frames, expected) => {
    expect(ids(frames)).toEqual(expected);
  });

  it('names each editor as the page labels it, numbers them in page order, and counts their writing', () => {
    const survey = surveyOf([
      top(),
      editor(7, 640, 1_100, { label: 'Reflection' }),
      editor(6, 1_900, 400, { label: '  Essay ' }),
      editor(8, 300, 1_500),
    ]);
    expect(pageEditors(survey)).toEqual([
      { frameId: 6, name: 'Essay', number: 1, chars: 1_900 },
      { frameId: 7, name: 'Reflection', number: 2, chars: 640 },
      { frameId: 8, number: 3, chars: 300 },
    ]);
  });

  it('numbers two editors of the same name rather than show one name twice', () => {
    const survey = surveyOf([
      top(),
      editor(3, 500, 100, { label: 'Rich Text Area' }),
      editor(4, 500, 600, { label: 'Rich Text Area' }),
      editor(5, 500, 900, { label: 'Summary' }),
    ]);
    expect(pageEditors(survey).map((e) => [e.name, e.number])).toEqual([
      [undefined, 1],
      [undefined, 2],
      ['Summary', 3],
    ]);
  });

  it('reads "this page" as the editor holding the most, whichever comes first on the page', () => {
    const frames = [top({ textLength: 300 }), editor(3, 400, 100), editor(4, 1_200, 900)];
    expect(pageFrame(surveyOf(frames))).toBe(4);
  });
});
