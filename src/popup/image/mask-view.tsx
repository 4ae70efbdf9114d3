import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import { heatPalette, paintHeat } from '../../shared/heatmap/heatmap-colours.ts';
import type { HeatmapGrid } from '../../shared/heatmap/heatmap-grid.ts';
import { checkMaskSize, type Rgba, type RleRuns } from '../../shared/mask/rle.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { MaskCanvas } from './mask-canvas.tsx';
import {
  AI_COLOUR,
  composeLayers,
  cssColour,
  OBJECT_COLOURS,
  previewMask,
  previewSize,
} from './mask-layers.ts';
import { HeatLegend } from './heat-legend.tsx';
import { ProvenanceList, type ProvenanceMetadata } from './provenance-list.tsx';
import './mask-view.css';

export interface DetectedObjectMask {
  /** What was located, as requested (e.g. "face"). */
  name: string;
  mask: RleRuns | undefined;
  /** Its colour, when it has a fixed one (the place of its name in the question). */
  colour?: Rgba;
}

export interface MaskViewProps {
  /** The image as shown on the page; any URL the popup can load. */
  src: string;
  alt?: string;
  /** What the mask marks ("AI-generated areas", "Found objects"): its canvas and controls say it. */
  maskLabel: string;
  /** The size the service analysed (imageInfo.shape): the masks' size. */
  width: number;
  height: number;
  /** The AI mask (`result`); absent when the service left it out. */
  mask: RleRuns | undefined;
  /** Shares from the service; counted from the mask when absent. */
  summary?: { ai: number; human: number };
  isAiDetected?: boolean;
  metadata?: ProvenanceMetadata;
  /** Present when object detection was asked for; empty when nothing was found. */
  objects?: readonly DetectedObjectMask[];
  /** Mask opacity at first, 0-100. @default 60 */
  initialOpacity?: number;
  /** The graded heatmap, when one was asked for and arrived: shown in place of the mask. */
  heatmap?: HeatmapGrid;
  /** Told the names of the objects shown after each toggle (to draw the same on the page). */
  onObjectsShown?: (names: string[]) => void;
}

type Layer = 'original' | 'mask' | 'heatmap';

/** Whole percent, but never "0%" for a little AI or "100%" for nearly all. */
function share(value: number): string {
  if (value > 0 && value < 0.01) return '<1%';
  if (value < 1 && value > 0.99) return '>99%';
  return `${Math.round(value * 100)}%`;
}

/** The image with its AI mask and detected objects drawn over it, and what the service said. */
export function MaskView(props: MaskViewProps): JSX.Element {
  const { src, alt, width, height, mask, summary, isAiDetected, metadata, objects, heatmap } =
    props;
  const [opacity, setOpacity] = useState(props.initialOpacity ?? 60);
  // A heatmap that arrives while the popup is open is shown: it is what was just asked for.
  const hasHeatmap = heatmap !== undefined;
  const [layer, setLayer] = useState<Layer>(hasHeatmap ? 'heatmap' : 'mask');
  useEffect(() => setLayer(hasHeatmap ? 'heatmap' : 'mask'), [hasHeatmap]);
  const shown: Layer = layer === 'heatmap' && !heatmap ? 'mask' : layer;
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());

  const layers = useMemo(() => {
    const size = { width, height };
    const checked = checkMaskSize(size);
    if (!checked.ok) return { sizeError: checked.error };
    const preview = previewSize(size);
    return {
      preview,
      ai: mask ? previewMask(mask, size, preview) : undefined,
      objects: (objects ?? []).map((object, index) => ({
        name: object.name,
        colour: object.colour ?? OBJECT_COLOURS[index % OBJECT_COLOURS.length] ?? AI_COLOUR,
        result: previewMask(object.mask, size, preview),
      })),
    };
  }, [width, height, mask, objects]);

  const picture = useMemo(() => {
    if (!layers.preview) return undefined;
    const visible = [
      ...(layers.ai?.ok ? [{ mask: layers.ai.value.mask, colour: AI_COLOUR }] : []),
      ...layers.objects.flatMap((object, index) =>
        object.result.ok && !hidden.has(index)
          ? [{ mask: object.result.value.mask, colour: object.colour }]
          : [],
      ),
    ];
    return composeLayers(visible, layers.preview);
  }, [layers, hidden]);

  // The heatmap is drawn at its own grid size; the canvas stretches it over the image.
  const heatPicture = useMemo(
    () => (heatmap ? paintHeat(heatmap.values, heatPalette()) : undefined),
    [heatmap],
  );

  const aiShare = summary?.ai ?? (layers.ai?.ok ? layers.ai.value.share : undefined);
  const humanShare = summary?.human ?? (aiShare === undefined ? undefined : 1 - aiShare);
  const errors: AppError[] = [
    ...(layers.sizeError ? [layers.sizeError] : []),
    ...(layers.ai && !layers.ai.ok ? [layers.ai.error] : []),
  ];
  const toggle = (index: number): void => {
    const next = new Set(hidden);
    if (!next.delete(index)) next.add(index);
    setHidden(next);
    props.onObjectsShown?.(
      (objects ?? []).filter((_, i) => !next.has(i)).map((object) => object.name),
    );
  };

  return (
    <div class="mask-view" data-testid="mask-view">
      <figure class="mask-figure">
        <div class="mask-stage">
          {/* Older checks have no preview: their address is loaded without cookies or referrer. */}
          <img
            class="mask-image"
            src={src}
            alt={alt ?? 'The checked image'}
            crossOrigin="anonymous"
            referrerPolicy="no-referrer"
          />
          {picture && layers.preview && (
            <MaskCanvas
              pixels={picture}
              size={layers.preview}
              opacity={opacity / 100}
              hidden={shown !== 'mask'}
              label={`${props.maskLabel}, marked over the image`}
            />
          )}
          {heatPicture && heatmap && (
            <MaskCanvas
              pixels={heatPicture}
              size={heatmap}
              opacity={opacity / 100}
              hidden={shown !== 'heatmap'}
              label="Heatmap over the image: the hotter, the more likely AI-generated"
              graded
            />
          )}
        </div>
        <figcaption>
          {isAiDetected !== undefined && (
            <p class="mask-verdict" data-testid="ai-detected" data-detected={String(isAiDetected)}>
              {isAiDetected ? 'AI-generated content detected' : 'No AI-generated content detected'}
            </p>
          )}
          {aiShare !== undefined && humanShare !== undefined && (
            <p data-testid="image-shares">
              <span class="mask-swatch" style={{ background: cssColour(AI_COLOUR) }} />
              <strong data-testid="ai-share">{share(aiShare)}</strong> AI-generated,{' '}
              <strong data-testid="human-share">{share(humanShare)}</strong> human
            </p>
          )}
        </figcaption>
      </figure>

      <div class="mask-controls" role="group" aria-label={`Display of ${props.maskLabel}`}>
        <button
          type="button"
          aria-pressed={shown === 'original'}
          onClick={() => setLayer('original')}
        >
          Original
        </button>
        <button type="button" aria-pressed={shown === 'mask'} onClick={() => setLayer('mask')}>
          With mask
        </button>
        {heatmap && (
          <button
            type="button"
            aria-pressed={shown === 'heatmap'}
            onClick={() => setLayer('heatmap')}
          >
            Heatmap
          </button>
        )}
        <label>
          Mask opacity
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={opacity}
            disabled={shown === 'original'}
            onInput={(event) => setOpacity(Number(event.currentTarget.value))}
          />
        </label>
      </div>

      {shown === 'heatmap' && <HeatLegend />}

      {errors.map((error) => (
        <ErrorNotice key={error.message} error={error} />
      ))}

      {objects && (
        <fieldset class="mask-objects" data-testid="mask-objects">
          <legend>Detected objects</legend>
          {layers.objects?.length === 0 && <p class="muted">None of the objects asked for.</p>}
          {layers.objects?.map((object, index) => (
            <label key={index} class="mask-object">
              <input
                type="checkbox"
                checked={object.result.ok && !hidden.has(index)}
                disabled={!object.result.ok}
                onChange={() => toggle(index)}
              />
              <span class="mask-swatch" style={{ background: cssColour(object.colour) }} />
              {object.name}{' '}
              <span class="muted">
                {object.result.ok
                  ? `${share(object.result.value.share)} of the image`
                  : `mask unreadable: ${object.result.error.message}`}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <ProvenanceList metadata={metadata} />
    </div>
  );
}
