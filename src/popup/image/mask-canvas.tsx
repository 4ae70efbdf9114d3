import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { MaskSize } from '../../shared/mask/rle.ts';

export interface MaskCanvasProps {
  /** RGBA words (see packRgba) at `size`. */
  pixels: Uint32Array;
  size: MaskSize;
  /** 0-1; a CSS opacity, so moving the slider redraws nothing. */
  opacity: number;
  hidden: boolean;
  /** A graded layer (heatmap): smoothed when stretched, where a yes/no mask stays crisp. */
  graded?: boolean;
  /** What the layer shows, for screen readers (the figure's caption gives the figures). */
  label: string;
}

/** The mask layers on a canvas stretched over the image. */
export function MaskCanvas({
  pixels,
  size,
  opacity,
  hidden,
  graded = false,
  label,
}: MaskCanvasProps): JSX.Element {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Null where there is no 2D canvas (a test DOM): the rest of the view still works.
    const context = ref.current?.getContext('2d');
    if (!context) return;
    const image = context.createImageData(size.width, size.height);
    new Uint32Array(image.data.buffer, image.data.byteOffset, pixels.length).set(pixels);
    context.putImageData(image, 0, 0);
  }, [pixels, size.width, size.height]);
  return (
    <canvas
      ref={ref}
      class={graded ? 'mask-canvas mask-canvas-graded' : 'mask-canvas'}
      width={size.width}
      height={size.height}
      hidden={hidden}
      style={{ opacity }}
      role="img"
      aria-label={label}
      data-testid={graded ? 'heatmap-canvas' : 'mask-canvas'}
    />
  );
}
