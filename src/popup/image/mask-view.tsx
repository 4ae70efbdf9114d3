import { Fragment, type JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import { heatPalette, paintHeat } from '../../shared/heatmap/heatmap-colours.ts';
import type { HeatmapGrid } from '../../shared/heatmap/heatmap-grid.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { checkMaskSize, type Rgba, type RleRuns } from '../../shared/mask/rle.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
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
import { errorDetail } from '../../shared/checks/error-detail.ts';

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
function share({ t, number }: Translator, value: number): string {
  const percent = (n: number): string => number(n, { style: 'percent', maximumFractionDigits: 0 });
  if (value > 0 && value < 0.01) return t('image_shareBelow', percent(0.01));
  if (value < 1 && value > 0.99) return t('image_shareAbove', percent(0.99));
  return percent(value);
}

/** Stand-ins for the two shares in the sentence, replaced by their bold figures. */
const AI_MARK = '\uE000';
const HUMAN_MARK = '\uE001';

/** "25% AI-generated, 75% human" in the reader's words, the figures in bold for the eye. */
function SharesSentence({ ai, human }: { ai: string; human: string }): JSX.Element {
  const { t } = useT();
  const pieces = t('image_shares', AI_MARK, HUMAN_MARK).split(/(\uE000|\uE001)/u);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece === AI_MARK ? (
            <strong data-testid="ai-share">{ai}</strong>
          ) : piece === HUMAN_MARK ? (
            <strong data-testid="human-share">{human}</strong>
          ) : (
            piece
          )}
        </Fragment>
      ))}
    </>
  );
}

/** The image with its AI mask and detected objects drawn over it, and what the service said. */
export function MaskView(props: MaskViewProps): JSX.Element {
  const { src, alt, width, height, mask, summary, isAiDetected, metadata, objects, heatmap } =
    props;
  const translator = useT();
  const { t } = translator;
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
            alt={alt ?? t('image_checkedImage')}
            crossOrigin="anonymous"
            referrerPolicy="no-referrer"
          />
          {picture && layers.preview && (
            <MaskCanvas
              pixels={picture}
              size={layers.preview}
              opacity={opacity / 100}
              hidden={shown !== 'mask'}
              label={t('image_maskOverImage', props.maskLabel)}
            />
          )}
          {heatPicture && heatmap && (
            <MaskCanvas
              pixels={heatPicture}
              size={heatmap}
              opacity={opacity / 100}
              hidden={shown !== 'heatmap'}
              label={t('image_heatmapOverImage')}
              graded
            />
          )}
        </div>
        <figcaption>
          {isAiDetected !== undefined && (
            <p class="mask-verdict" data-testid="ai-detected" data-detected={String(isAiDetected)}>
              {isAiDetected ? t('image_aiDetected') : t('image_noAiDetected')}
            </p>
          )}
          {aiShare !== undefined && humanShare !== undefined && (
            <p data-testid="image-shares">
              <span class="mask-swatch" style={{ background: cssColour(AI_COLOUR) }} />
              <SharesSentence
                ai={share(translator, aiShare)}
                human={share(translator, humanShare)}
              />
            </p>
          )}
        </figcaption>
      </figure>

      <div class="mask-controls" role="group" aria-label={t('image_displayOf', props.maskLabel)}>
        <button
          type="button"
          aria-pressed={shown === 'original'}
          onClick={() => setLayer('original')}
        >
          {t('image_original')}
        </button>
        <button type="button" aria-pressed={shown === 'mask'} onClick={() => setLayer('mask')}>
          {t('image_withMask')}
        </button>
        {heatmap && (
          <button
            type="button"
            aria-pressed={shown === 'heatmap'}
            onClick={() => setLayer('heatmap')}
          >
            {t('image_heatmap')}
          </button>
        )}
        <label>
          {t('image_maskOpacity')}
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
          <legend>{t('image_detectedObjects')}</legend>
          {layers.objects?.length === 0 && <p class="muted">{t('image_noObjectsFound')}</p>}
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
                  ? t('image_objectShare', share(translator, object.result.value.share))
                  : t('image_maskUnreadable', errorDetail(object.result.error, translator))}
              </span>
            </label>
          ))}
        </fieldset>
      )}

      <ProvenanceList metadata={metadata} />
    </div>
  );
}
