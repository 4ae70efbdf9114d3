import { vi, type MockInstance } from 'vitest';

/** One putImageData call, as the RGBA words it wrote. */
export interface DrawnFrame {
  width: number;
  height: number;
  words: number[];
}

/** jsdom has no ImageData either: the browser's keeps the array it is given, as this does. */
class StandInImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

/**
 * jsdom has no 2D canvas: gives every canvas a stand-in context that records what is put on it.
 * Call in beforeEach; vi.restoreAllMocks() undoes it (the ImageData stand-in stays: jsdom has none).
 */
export function recordCanvasFrames(): {
  frames: DrawnFrame[];
  getContext: MockInstance<HTMLCanvasElement['getContext']>;
} {
  const frames: DrawnFrame[] = [];
  if (typeof ImageData === 'undefined') vi.stubGlobal('ImageData', StandInImageData);
  const context = {
    createImageData: (width: number, height: number) => ({
      width,
      height,
      data: new Uint8ClampedArray(width * height * 4),
    }),
    putImageData: (image: { width: number; height: number; data: Uint8ClampedArray }) => {
      const words = Array.from(new Uint32Array(image.data.buffer));
      frames.push({ width: image.width, height: image.height, words });
    },
  };
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((() => context) as never);
  return { frames, getContext };
}
