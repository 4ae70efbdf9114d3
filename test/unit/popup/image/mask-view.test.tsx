// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AI_COLOUR, OBJECT_COLOURS } from '../../../../src/popup/image/mask-layers.ts';
import { MaskView, type MaskViewProps } from '../../../../src/popup/image/mask-view.tsx';
import { heatColour } from '../../../../src/shared/heatmap/heatmap-colours.ts';
import { packRgba } from '../../../../src/shared/mask/rle.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';
import { recordCanvasFrames, type DrawnFrame } from '../../../support/recording-canvas.ts';

/** Each putImageData call, read back as RGBA words (jsdom has no 2D canvas). */
let frames: DrawnFrame[] = [];
let getContext: MockInstance<HTMLCanvasElement['getContext']>;

const AI = packRgba(AI_COLOUR);
const FIRST_OBJECT = packRgba(OBJECT_COLOURS[0] ?? AI_COLOUR);
const SECOND_OBJECT = packRgba(OBJECT_COLOURS[1] ?? AI_COLOUR);

/** A 4x2 image: pixels 0 and 1 AI. */
const BASE: MaskViewProps = {
  src: 'https://example.com/photo.jpg',
  maskLabel: 'AI-generated areas',
  width: 4,
  height: 2,
  mask: { starts: [0], lengths: [2] },
  summary: { ai: 0.25, human: 0.75 },
  isAiDetected: true,
};

const lastFrame = (): number[] => frames.at(-1)?.words ?? [];
const canvas = (): HTMLCanvasElement => screen.getByTestId('mask-canvas');

beforeEach(() => {
  ({ frames, getContext } = recordCanvasFrames());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MaskView', () => {
  it('draws the AI mask over the image', () => {
    render(<MaskView {...BASE} />);
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'The checked image' }).src).toBe(
      'https://example.com/photo.jpg',
    );
    // The mask is a picture of its own for screen readers, named after what it marks.
    expect(screen.getByRole('img', { name: 'AI-generated areas, marked over the image' })).toBe(
      canvas(),
    );
    expect([canvas().width, canvas().height]).toEqual([4, 2]);
    expect(lastFrame()).toEqual([AI, AI, 0, 0, 0, 0, 0, 0]);
  });

  it('draws a large mask at preview size, not at 27 megapixels', () => {
    const mask = { starts: [0], lengths: [6000 * 2250] }; // the top half
    render(<MaskView {...BASE} width={6000} height={4500} mask={mask} />);
    expect([canvas().width, canvas().height]).toEqual([760, 570]);
    const words = lastFrame();
    expect(words[760 * 284]).toBe(AI);
    expect(words[760 * 285]).toBe(0);
  });

  it('shows the service figures and verdict', () => {
    render(<MaskView {...BASE} />);
    expect(screen.getByTestId('ai-share').textContent).toBe('25%');
    expect(screen.getByTestId('human-share').textContent).toBe('75%');
    expect(screen.getByTestId('ai-detected').textContent).toBe('AI-generated content detected');
  });

  it('counts the shares from the mask when the service gave none', () => {
    render(<MaskView {...BASE} summary={undefined} isAiDetected={false} />);
    expect(screen.getByTestId('ai-share').textContent).toBe('25%');
    expect(screen.getByTestId('human-share').textContent).toBe('75%');
    expect(screen.getByTestId('ai-detected').textContent).toBe('No AI-generated content detected');
  });

  it('never rounds a little AI down to 0%', () => {
    render(<MaskView {...BASE} summary={{ ai: 0.004, human: 0.996 }} />);
    expect(screen.getByTestId('ai-share').textContent).toBe('<1%');
    expect(screen.getByTestId('human-share').textContent).toBe('>99%');
  });

  it('leaves out the verdict when the service did not say', () => {
    render(<MaskView {...BASE} isAiDetected={undefined} />);
    expect(screen.queryByTestId('ai-detected')).toBeNull();
  });

  it('sets the mask opacity from the slider without redrawing', () => {
    render(<MaskView {...BASE} />);
    expect(canvas().style.opacity).toBe('0.6');
    const drawn = frames.length;
    fireEvent.input(screen.getByRole('slider', { name: 'Mask opacity' }), {
      target: { value: '25' },
    });
    expect(canvas().style.opacity).toBe('0.25');
    expect(frames.length).toBe(drawn);
  });

  it('switches between the original and the image with its mask', () => {
    render(<MaskView {...BASE} />);
    const original = screen.getByRole('button', { name: 'Original' });
    const withMask = screen.getByRole('button', { name: 'With mask' });
    expect(withMask.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(original);
    expect(canvas().hidden).toBe(true);
    expect(original.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLInputElement>('slider').disabled).toBe(true);

    fireEvent.click(withMask);
    expect(canvas().hidden).toBe(false);
  });

  it('explains a malformed mask and still shows the rest', () => {
    render(<MaskView {...BASE} mask={{ starts: [5, 1], lengths: [1, 1] }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/mask from the service cannot be read/);
    expect(screen.getByTestId('ai-share').textContent).toBe('25%');
    expect(lastFrame()).toEqual(new Array<number>(8).fill(0));
  });

  it('explains an unusable image size', () => {
    render(<MaskView {...BASE} width={0} />);
    expect(screen.getByRole('alert').textContent).toMatch(/not a positive whole number/);
    expect(screen.queryByTestId('mask-canvas')).toBeNull();
  });

  it('works without a 2D canvas', () => {
    getContext.mockReturnValue(null);
    render(<MaskView {...BASE} />);
    expect(frames).toHaveLength(0);
    expect(screen.getByTestId('ai-share').textContent).toBe('25%');
  });
});

describe('detected objects', () => {
  const objects = [
    { name: 'face', mask: { starts: [4], lengths: [2] } },
    { name: 'hand', mask: { starts: [7], lengths: [1] } },
  ];

  it('lists each object with its share and draws it in its colour', () => {
    render(<MaskView {...BASE} objects={objects} />);
    const face = screen.getByRole<HTMLInputElement>('checkbox', { name: /face/ });
    expect(face.checked).toBe(true);
    expect(face.parentElement?.textContent).toMatch(/face 25% of the image/);
    expect(lastFrame()).toEqual([AI, AI, 0, 0, FIRST_OBJECT, FIRST_OBJECT, 0, SECOND_OBJECT]);
  });

  it('hides and shows one object at a time', () => {
    render(<MaskView {...BASE} objects={objects} />);
    const face = screen.getByRole<HTMLInputElement>('checkbox', { name: /face/ });
    fireEvent.click(face);
    expect(face.checked).toBe(false);
    expect(lastFrame()).toEqual([AI, AI, 0, 0, 0, 0, 0, SECOND_OBJECT]);
    fireEvent.click(face);
    expect(lastFrame()).toEqual([AI, AI, 0, 0, FIRST_OBJECT, FIRST_OBJECT, 0, SECOND_OBJECT]);
  });

  it('marks an object whose mask cannot be read, and draws the others', () => {
    const broken = [{ name: 'face', mask: { starts: [9], lengths: [1] } }, objects[1]!];
    render(<MaskView {...BASE} objects={broken} />);
    const face = screen.getByRole<HTMLInputElement>('checkbox', { name: /face/ });
    expect(face.disabled).toBe(true);
    expect(face.parentElement?.textContent).toMatch(/mask unreadable/);
    expect(lastFrame()).toEqual([AI, AI, 0, 0, 0, 0, 0, SECOND_OBJECT]);
  });

  it('says when none of the objects asked for was found', () => {
    render(<MaskView {...BASE} objects={[]} />);
    expect(screen.getByTestId('mask-objects').textContent).toMatch(/None of the objects/);
  });

  it('shows no object list when none were asked for', () => {
    render(<MaskView {...BASE} />);
    expect(screen.queryByTestId('mask-objects')).toBeNull();
  });
});

describe('provenance metadata', () => {
  it('shows the fields present', () => {
    const metadata = {
      issuedBy: 'Example Camera Co.',
      appOrDeviceUsed: 'Studio Editor 5',
      issuedTime: '2025-03-04T10:20:00Z',
      contentSummary: 'Edited with a generative fill tool',
    };
    render(<MaskView {...BASE} metadata={metadata} />);
    expect(screen.getByTestId('provenance-issued-by').textContent).toBe('Example Camera Co.');
    expect(screen.getByTestId('provenance-app').textContent).toBe('Studio Editor 5');
    expect(screen.getByTestId('provenance-time').getAttribute('datetime')).toBe(
      '2025-03-04T10:20:00Z',
    );
    expect(screen.getByTestId('provenance-time').textContent).toMatch(/2025/);
    expect(screen.getByTestId('provenance-summary').textContent).toMatch(/generative fill/);
  });

  it('shows only what is there, and an unreadable time as given', () => {
    render(<MaskView {...BASE} metadata={{ issuedTime: 'sometime in spring' }} />);
    expect(screen.getByTestId('provenance-time').textContent).toBe('sometime in spring');
    expect(screen.queryByTestId('provenance-issued-by')).toBeNull();
  });

  it('shows no section without metadata', () => {
    render(<MaskView {...BASE} metadata={{}} />);
    expect(screen.queryByTestId('provenance')).toBeNull();
  });

  it('shows a heatmap in place of the mask when one arrives, with its legend', () => {
    const heatmap = { width: 2, height: 1, values: new Uint8Array([0, 255]) };
    const { rerender } = render(<MaskView {...BASE} />);
    expect(screen.queryByRole('button', { name: 'Heatmap' })).toBeNull();
    rerender(<MaskView {...BASE} heatmap={heatmap} />);
    const heat = screen.getByTestId<HTMLCanvasElement>('heatmap-canvas');
    expect([heat.width, heat.height, heat.hidden]).toEqual([2, 1, false]);
    expect(canvas().hidden).toBe(true);
    expect(lastFrame()).toEqual([packRgba(heatColour(0)), packRgba(heatColour(255))]);
    expect(screen.getByTestId('heat-legend').textContent).toContain('More likely AI');

    fireEvent.click(screen.getByRole('button', { name: 'With mask' }));
    expect(canvas().hidden).toBe(false);
    expect(screen.getByTestId<HTMLCanvasElement>('heatmap-canvas').hidden).toBe(true);
    expect(screen.queryByTestId('heat-legend')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Heatmap' }));
    expect(screen.getByRole('button', { name: 'Heatmap' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

describe('in German', () => {
  it('says the verdict, the shares and the controls in German, figures the German way', async () => {
    const metadata = { issuedBy: 'Example Camera Co.', issuedTime: '2025-03-04T10:20:00Z' };
    const objects = [{ name: 'face', mask: { starts: [4], lengths: [2] } }];
    render(
      inLanguage(
        await translatorIn('de'),
        <MaskView
          {...BASE}
          maskLabel="KI-generierte Bereiche"
          summary={{ ai: 0.004, human: 0.996 }}
          metadata={metadata}
          objects={objects}
        />,
      ),
    );
    expect(screen.getByRole('img', { name: 'Das geprüfte Bild' }));
    expect(
      screen.getByRole('img', { name: 'KI-generierte Bereiche, über dem Bild markiert' }),
    ).toBe(canvas());
    expect(screen.getByTestId('ai-detected').textContent).toBe('KI-generierte Inhalte erkannt');
    // German writes a space before the percent sign; the bold figures keep their places.
    expect(screen.getByTestId('image-shares').textContent).toMatch(
      /^<1\s% KI-generiert, >99\s% von Menschen$/,
    );
    expect(screen.getByTestId('ai-share').textContent).toMatch(/^<1\s%$/);
    expect(screen.getByRole('group', { name: 'Anzeige: KI-generierte Bereiche' }));
    expect(screen.getByRole('button', { name: 'Mit Maske' }));
    expect(screen.getByRole('slider', { name: 'Deckkraft der Maske' }));
    expect(screen.getByTestId('mask-objects').textContent).toMatch(
      /^Erkannte Objekteface 25\s% des Bildes$/,
    );
    expect(screen.getByRole('heading').textContent).toBe('Inhaltsnachweise');
    expect(screen.getByTestId('provenance-time').textContent).toMatch(/^04\.03\.2025/);
  });

  it('names the heatmap and its colours in German', async () => {
    const heatmap = { width: 2, height: 1, values: new Uint8Array([0, 255]) };
    render(inLanguage(await translatorIn('de'), <MaskView {...BASE} heatmap={heatmap} />));
    expect(screen.getByRole('button', { name: 'Heatmap' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTestId('heat-legend').textContent).toBe(
      'KI weniger wahrscheinlichKI wahrscheinlicher',
    );
  });
});
