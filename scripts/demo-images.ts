/**
 * The pictures of `npm start`'s demo page, drawn here so the demo needs no image files: a harbour
 * at dusk and boats at a quay. Their names make the local service answer every feature at the
 * first try (see test/fake-service/README.md): "ai" marks AI-generated areas, "objects" finds every
 * object asked for, "copied" finds copies of it on the web.
 */
import { encodePng } from './png-encode.ts';

type Paint = (x: number, y: number) => [number, number, number];

function draw(width: number, height: number, paint: Paint): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x / width, y / height);
      rgba.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return rgba;
}

const mix = (a: number, b: number, t: number): number => Math.round(a + (b - a) * t);

/** Dusk over water, a low sun and a row of hulls on the horizon. */
const dusk: Paint = (x, y) => {
  if (((x - 0.7) * 1.5) ** 2 + (y - 0.42) ** 2 < 0.006) return [255, 214, 140];
  if (y < 0.5) return [mix(40, 245, y * 2), mix(50, 150, y * 2), mix(110, 120, y * 2)];
  const hull = y > 0.5 && y < 0.56 && Math.floor(x * 12) % 3 === 1;
  if (hull) return [40, 36, 44];
  const ripple = Math.sin(x * 90 + y * 40) * 12;
  return [mix(60, 20, y) + ripple, mix(80, 40, y) + ripple, mix(120, 70, y) + ripple];
};

/** Boats at a stone quay under a pale sky. */
const quay: Paint = (x, y) => {
  if (y < 0.35) return [mix(190, 225, y * 3), mix(210, 232, y * 3), 240];
  if (y > 0.8) return [120 + Math.round(Math.sin(x * 200) * 10), 112, 100];
  const boat = Math.floor(x * 6) % 2 === 0 && y > 0.5 && y < 0.7;
  if (boat) return Math.floor(x * 6) % 4 === 0 ? [200, 60, 50] : [240, 240, 235];
  return [mix(40, 20, y), mix(90, 60, y), mix(120, 90, y)];
};

export function demoImages(): Record<string, Uint8Array> {
  return {
    '/demo/ai-skyline-objects.png': encodePng(1200, 800, draw(1200, 800, dusk)),
    '/demo/copied-harbour.png': encodePng(1024, 683, draw(1024, 683, quay)),
  };
}
