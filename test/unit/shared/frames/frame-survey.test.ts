import { describe, expect, it } from 'vitest';
import {
  pageFrame,
  selectionFrame,
  surveyOf,
  type FrameProbe,
  type ProbedFrame,
} from '../../../../src/shared/frames/frame-survey.ts';

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
