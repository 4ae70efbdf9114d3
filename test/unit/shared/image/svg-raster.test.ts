import { describe, expect, it } from 'vitest';
import {
  fitSvgTo,
  isSvg,
  svgIntrinsicSize,
  svgRasterSize,
} from '../../../../src/shared/image/svg-raster.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

describe('isSvg', () => {
  it('knows SVG by its type or by its root element after a prolog or comment', () => {
    expect(isSvg(new Uint8Array(), 'image/svg+xml')).toBe(true);
    expect(isSvg(text('<?xml version="1.0"?>\n<!-- logo --><svg viewBox="0 0 1 1">'), '')).toBe(
      true,
    );
    expect(isSvg(text('\uFEFF  <svg>'), 'application/octet-stream')).toBe(true);
  });

  it('is not fooled by HTML or by an image that mentions svg', () => {
    expect(isSvg(text('<html><body>no drawing</body></html>'), 'text/html')).toBe(false);
    expect(isSvg(text('\x89PNG <svg>'), 'image/png')).toBe(false);
    expect(isSvg(text('<!-- <svg> --><html>'), '')).toBe(false);
  });
});

describe('svgIntrinsicSize', () => {
  it('reads width and height in user units or px', () => {
    expect(svgIntrinsicSize(text('<svg width="800" height="600px">'))).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('falls back to the viewBox, keeping its proportions when one side is given', () => {
    expect(svgIntrinsicSize(text('<svg viewBox="0 0 400 300">'))).toEqual({
      width: 400,
      height: 300,
    });
    expect(svgIntrinsicSize(text('<svg width="800" viewBox="0,0,400,300">'))).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('knows nothing from relative units or a missing size', () => {
    expect(svgIntrinsicSize(text('<svg width="100%" height="100%">'))).toBeUndefined();
    expect(svgIntrinsicSize(text('<svg>'))).toBeUndefined();
  });
});

describe('svgRasterSize', () => {
  it('keeps a drawing’s own size when the service takes it', () => {
    expect(svgRasterSize({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
  });

  it('scales small drawings up to the 512 px minimum and huge ones down within limits', () => {
    expect(svgRasterSize({ width: 400, height: 300 })).toEqual({ width: 683, height: 512 });
    expect(svgRasterSize({ width: 24, height: 24 })).toEqual({ width: 512, height: 512 });
    expect(svgRasterSize({ width: 20000, height: 10000 })).toEqual({ width: 6000, height: 3000 });
  });
});

describe('fitSvgTo', () => {
  const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

  it('gives a drawing with no size the viewBox of the box it is shown in, at the size drawn', () => {
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><rect width="300" height="150"/></svg>',
    );
    expect(text(fitSvgTo(svg, { width: 300, height: 150 }, { width: 1024, height: 512 }))).toBe(
      '<?xml version="1.0"?>\n<svg viewBox="0 0 300 150" xmlns="http://www.w3.org/2000/svg" width="1024" height="512"><rect width="300" height="150"/></svg>',
    );
  });

  it('keeps a viewBox the drawing has and replaces its own size', () => {
    const svg = new TextEncoder().encode('<svg viewBox="0 0 40 20" width="10%" height=\'5%\'/>');
    expect(text(fitSvgTo(svg, { width: 400, height: 200 }, { width: 1024, height: 512 }))).toBe(
      '<svg viewBox="0 0 40 20" width="1024" height="512"/>',
    );
  });
});
