import { describe, expect, it } from 'vitest';
import {
  backgroundSize,
  backingSize,
  fittedSize,
  overlayLayout,
  parseObjectFit,
  parsePosition,
  placeInArea,
  type ElementMeasure,
} from '../../../../src/content/images/overlay-geometry.ts';

const NO_EDGES = { top: 0, right: 0, bottom: 0, left: 0 };

function image(overrides: Partial<ElementMeasure> = {}): ElementMeasure {
  return {
    rect: { left: 100, top: 50, width: 400, height: 300 },
    origin: { left: 0, top: 0 },
    border: NO_EDGES,
    padding: NO_EDGES,
    kind: 'replaced',
    fit: 'fill',
    position: '50% 50%',
    natural: { width: 800, height: 600 },
    ...overrides,
  };
}

describe('parsePosition', () => {
  it.each([
    ['50% 50%', { x: { percent: 50, px: 0 }, y: { percent: 50, px: 0 } }],
    ['0px 10px', { x: { percent: 0, px: 0 }, y: { percent: 0, px: 10 } }],
    ['right top', { x: { percent: 100, px: 0 }, y: { percent: 0, px: 0 } }],
    ['top right', { x: { percent: 100, px: 0 }, y: { percent: 0, px: 0 } }],
    ['bottom', { x: { percent: 50, px: 0 }, y: { percent: 100, px: 0 } }],
    ['left', { x: { percent: 0, px: 0 }, y: { percent: 50, px: 0 } }],
    ['25%', { x: { percent: 25, px: 0 }, y: { percent: 50, px: 0 } }],
    ['right 10px', { x: { percent: 100, px: 0 }, y: { percent: 0, px: 10 } }],
    ['right 10px bottom 20%', { x: { percent: 100, px: -10 }, y: { percent: 80, px: 0 } }],
    ['top 5px left 3px', { x: { percent: 0, px: 3 }, y: { percent: 0, px: 5 } }],
    ['0% 0%, 100% 100%', { x: { percent: 0, px: 0 }, y: { percent: 0, px: 0 } }],
  ])('reads %j', (value, expected) => {
    expect(parsePosition(value)).toEqual(expected);
  });

  it.each(['calc(100% - 10px) 0', '', '3em 2em', 'center 10px top 3px'])(
    'centres what it cannot read: %j',
    (value) => {
      expect(parsePosition(value)).toEqual({
        x: { percent: 50, px: 0 },
        y: { percent: 50, px: 0 },
      });
    },
  );
});

describe('fittedSize and placement', () => {
  const area = { width: 400, height: 200 };
  const natural = { width: 800, height: 800 };

  it.each([
    ['fill', { width: 400, height: 200 }],
    ['contain', { width: 200, height: 200 }],
    ['cover', { width: 400, height: 400 }],
    ['none', { width: 800, height: 800 }],
    ['scale-down', { width: 200, height: 200 }],
  ] as const)('object-fit: %s', (fit, expected) => {
    expect(fittedSize(area, natural, fit)).toEqual(expected);
  });

  it('scale-down keeps a small image at its own size', () => {
    expect(fittedSize(area, { width: 100, height: 50 }, 'scale-down')).toEqual({
      width: 100,
      height: 50,
    });
  });

  it('treats unknown fits as fill', () => {
    expect(parseObjectFit('')).toBe('fill');
    expect(parseObjectFit('COVER')).toBe('cover');
  });

  it('shares free space by the position percentages and adds offsets', () => {
    const drawn = { width: 200, height: 200 };
    expect(placeInArea(area, drawn, parsePosition('50% 50%'))).toMatchObject({ left: 100, top: 0 });
    expect(placeInArea(area, drawn, parsePosition('right 10px top 0px'))).toMatchObject({
      left: 190,
    });
    // Cover overflows: the free space is negative and the image starts left of the area.
    const cover = { width: 400, height: 400 };
    expect(placeInArea(area, cover, parsePosition('50% 50%'))).toMatchObject({
      left: 0,
      top: -100,
    });
  });
});

describe('backgroundSize', () => {
  const area = { width: 400, height: 200 };
  const natural = { width: 100, height: 50 };

  it.each([
    ['auto', { width: 100, height: 50 }],
    ['auto auto', { width: 100, height: 50 }],
    ['cover', { width: 400, height: 200 }],
    ['contain', { width: 400, height: 200 }],
    ['50%', { width: 200, height: 100 }],
    ['auto 100px', { width: 200, height: 100 }],
    ['30px 40px', { width: 30, height: 40 }],
    ['100% 100%', { width: 400, height: 200 }],
  ])('background-size: %s', (value, expected) => {
    expect(backgroundSize(value, area, natural)).toEqual(expected);
  });
});

describe('overlayLayout', () => {
  it('covers the content box, inside border and padding', () => {
    const layout = overlayLayout(
      image({
        border: { top: 2, right: 2, bottom: 2, left: 2 },
        padding: { top: 10, right: 5, bottom: 10, left: 5 },
      }),
    );
    expect(layout.frame).toEqual({ left: 107, top: 62, width: 386, height: 276 });
    expect(layout.image).toEqual({ left: 0, top: 0, width: 386, height: 276 });
  });

  it('is relative to the host origin, whatever it is', () => {
    // The host sits at the document origin: scrolled 500px down, it is at viewport y -500.
    const layout = overlayLayout(image({ origin: { left: -20, top: -500 } }));
    expect(layout.frame).toMatchObject({ left: 120, top: 550 });
  });

  it('letterboxes with object-fit: contain', () => {
    const layout = overlayLayout(image({ fit: 'contain', natural: { width: 400, height: 100 } }));
    expect(layout.image).toEqual({ left: 0, top: 100, width: 400, height: 100 });
  });

  it('positions a background in the padding box by default', () => {
    const layout = overlayLayout(
      image({
        kind: 'background',
        fit: 'cover',
        position: '0% 0%',
        border: { top: 1, right: 1, bottom: 1, left: 1 },
        padding: { top: 9, right: 9, bottom: 9, left: 9 },
        natural: { width: 100, height: 100 },
      }),
    );
    expect(layout.frame).toEqual({ left: 101, top: 51, width: 398, height: 298 });
    expect(layout.image).toEqual({ left: 0, top: 0, width: 398, height: 398 });
  });

  it('follows background-origin', () => {
    const base = image({
      kind: 'background',
      fit: '100% 100%',
      border: { top: 1, right: 1, bottom: 1, left: 1 },
      padding: { top: 9, right: 9, bottom: 9, left: 9 },
    });
    expect(overlayLayout({ ...base, backgroundOrigin: 'border-box' }).frame.width).toBe(400);
    expect(overlayLayout({ ...base, backgroundOrigin: 'content-box' }).frame.width).toBe(380);
  });
});

describe('backingSize', () => {
  const mask = { width: 6000, height: 4500 };

  it('uses device pixels of the displayed size', () => {
    expect(backingSize({ width: 400, height: 300 }, 2, mask, 16e6)).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('never exceeds the mask: upscaling adds no detail', () => {
    expect(
      backingSize({ width: 2000, height: 1000 }, 1, { width: 640, height: 320 }, 16e6),
    ).toEqual({ width: 640, height: 320 });
  });

  it('stays under the pixel cap, keeping the shape', () => {
    const size = backingSize({ width: 6000, height: 4500 }, 1, mask, 1_000_000);
    expect(size.width * size.height).toBeLessThanOrEqual(1_000_000);
    expect(size.width / size.height).toBeCloseTo(4 / 3, 2);
  });

  it('stays at least 1x1 and ignores a bogus pixel ratio', () => {
    expect(backingSize({ width: 0, height: 0 }, Number.NaN, mask, 16e6)).toEqual({
      width: 1,
      height: 1,
    });
  });
});
