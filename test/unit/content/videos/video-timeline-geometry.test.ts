import { describe, expect, it } from 'vitest';
import {
  barPlacement,
  MIN_STRETCH_PX,
  stretchBoxes,
  timelineDurationMs,
} from '../../../../src/content/videos/video-timeline-geometry.ts';
import type { VideoFindings } from '../../../../src/shared/video/video-findings.ts';

const findings = (overrides: Partial<VideoFindings> = {}): VideoFindings => ({
  visual: { ai: [{ startMs: 3_000, lengthMs: 3_000 }], excluded: [] },
  audio: {
    ai: [{ startMs: 9_000, lengthMs: 1_500 }],
    excluded: [{ startMs: 0, lengthMs: 1_200 }],
  },
  ...overrides,
});

describe('timelineDurationMs', () => {
  it("takes the browser's length once it read the metadata", () => {
    expect(timelineDurationMs(12.04, findings({ durationMs: 11_000 }))).toBe(12_040);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 0])(
    "takes the service's length when the browser's is %s",
    (seconds) => {
      expect(timelineDurationMs(seconds, findings({ durationMs: 11_000 }))).toBe(11_000);
    },
  );

  it('reaches the last stretch found when nobody said how long the video is', () => {
    expect(timelineDurationMs(Number.NaN, findings())).toBe(10_500);
    const none = findings({
      visual: { ai: [], excluded: [] },
      audio: { ai: [], excluded: [] },
    });
    expect(timelineDurationMs(Number.NaN, none)).toBe(0);
  });
});

describe('stretchBoxes', () => {
  it('puts each stretch at its share of the length, left to right', () => {
    const boxes = stretchBoxes(
      [
        { startMs: 3_000, lengthMs: 3_000 },
        { startMs: 0, lengthMs: 1_200 },
      ],
      'visual',
      'ai',
      12_000,
      240,
      'ltr',
    );
    expect(boxes).toEqual([
      { track: 'visual', kind: 'ai', startMs: 3_000, lengthMs: 3_000, left: 60, width: 60 },
      { track: 'visual', kind: 'ai', startMs: 0, lengthMs: 1_200, left: 0, width: 24 },
    ]);
  });

  it('mirrors them right to left', () => {
    const [box] = stretchBoxes(
      [{ startMs: 3_000, lengthMs: 3_000 }],
      'audio',
      'excluded',
      12_000,
      240,
      'rtl',
    );
    expect(box).toMatchObject({ left: 120, width: 60 });
    const [first] = stretchBoxes(
      [{ startMs: 0, lengthMs: 1_200 }],
      'audio',
      'ai',
      12_000,
      240,
      'rtl',
    );
    expect(first).toMatchObject({ left: 216, width: 24 });
  });

  it('cuts what runs past the end, and drops what starts after it', () => {
    const boxes = stretchBoxes(
      [
        { startMs: 11_000, lengthMs: 4_000 },
        { startMs: 12_500, lengthMs: 500 },
      ],
      'visual',
      'ai',
      12_000,
      240,
      'ltr',
    );
    expect(boxes).toEqual([
      { track: 'visual', kind: 'ai', startMs: 11_000, lengthMs: 1_000, left: 220, width: 20 },
    ]);
  });

  it('keeps a very short stretch visible and inside the lane', () => {
    const [early] = stretchBoxes(
      [{ startMs: 100, lengthMs: 10 }],
      'visual',
      'ai',
      60_000,
      300,
      'ltr',
    );
    expect(early).toMatchObject({ left: 0.5, width: MIN_STRETCH_PX });
    const [late] = stretchBoxes(
      [{ startMs: 59_990, lengthMs: 10 }],
      'visual',
      'ai',
      60_000,
      300,
      'ltr',
    );
    expect(late?.width).toBe(MIN_STRETCH_PX);
    expect((late?.left ?? 0) + (late?.width ?? 0)).toBeCloseTo(300);
    const [lateRtl] = stretchBoxes(
      [{ startMs: 59_990, lengthMs: 10 }],
      'visual',
      'ai',
      60_000,
      300,
      'rtl',
    );
    expect(lateRtl).toMatchObject({ left: 0, width: MIN_STRETCH_PX });
  });

  it('draws nothing on a lane of no width or a video of no length', () => {
    const range = [{ startMs: 0, lengthMs: 1_000 }];
    expect(stretchBoxes(range, 'visual', 'ai', 0, 300, 'ltr')).toEqual([]);
    expect(stretchBoxes(range, 'visual', 'ai', 10_000, 0, 'ltr')).toEqual([]);
  });
});

describe('barPlacement', () => {
  const video = { left: 100, top: 300, width: 640, height: 360 };

  it('puts the bar under the player, as wide as it, from the host origin', () => {
    expect(barPlacement(video, { left: 0, top: -200 }, 44)).toEqual({
      left: 100,
      top: 860,
      width: 640,
      height: 44,
      over: false,
    });
  });

  it('stays under the player in a fullscreen container with room below it', () => {
    const area = { left: 0, top: 0, width: 1280, height: 800 };
    expect(barPlacement(video, { left: 0, top: 0 }, 44, area)).toMatchObject({
      top: 660,
      over: false,
    });
  });

  it('goes over the top of a player that fills its fullscreen container', () => {
    const area = { left: 0, top: 0, width: 1280, height: 720 };
    const filling = { left: 0, top: 0, width: 1280, height: 720 };
    expect(barPlacement(filling, { left: 0, top: 0 }, 44, area)).toEqual({
      left: 0,
      top: 0,
      width: 1280,
      height: 44,
      over: true,
    });
  });
});
