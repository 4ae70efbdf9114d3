import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ImageDetectionResult } from '../../api/endpoints/image-detection-result.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { readStoredGrid } from './stored-grid.ts';
import { maskSizeOf } from '../../shared/checks/image-results.ts';
import { MaskView } from '../image/mask-view.tsx';
import { HeatmapPanel } from './heatmap-panel.tsx';
import { ResultMeta } from './result-meta.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** AI image detection result: the image with its mask, shares, provenance, objects. */
export function ImageResultView({
  check,
  result,
}: {
  check: ImageCheck;
  result: ImageDetectionResult;
}): JSX.Element {
  const { t, number } = useT();
  // Pixel sizes read as one figure each (8000×6000), never with grouping.
  const px = (n: number): string => number(n, { useGrouping: false });
  const size = maskSizeOf(check, result);
  const stored = check.heatmap?.phase === 'done' ? check.heatmap.grid : undefined;
  // Records arrive as new objects on every update: decode again only when the grid changed.
  const heatmap = useMemo(
    () => readStoredGrid(stored),
    [stored?.values, stored?.width, stored?.height],
  );
  const scaled =
    check.image &&
    (check.image.sentWidth !== check.image.naturalWidth ||
      check.image.sentHeight !== check.image.naturalHeight);
  return (
    <div class="image-result" data-testid="image-result" data-src={check.image?.src}>
      {size && check.image ? (
        <MaskView
          src={check.image.preview ?? check.image.src}
          alt={t('checks_imageAlt')}
          maskLabel={t('checks_maskLabel')}
          width={size.width}
          height={size.height}
          mask={result.result}
          summary={result.summary}
          {...(result.isAiDetected === undefined ? {} : { isAiDetected: result.isAiDetected })}
          {...(result.imageInfo?.metadata ? { metadata: result.imageInfo.metadata } : {})}
          {...(heatmap ? { heatmap } : {})}
          {...(result.detectedObjects
            ? {
                objects: result.detectedObjects.map((o) => ({
                  name: o.object ?? t('checks_objectUnnamed'),
                  mask: o.mask,
                })),
              }
            : {})}
        />
      ) : (
        <p class="muted">{t('checks_noMaskSize')}</p>
      )}
      {scaled && check.image && (
        <p class="muted" data-testid="image-scaled">
          {t(
            'checks_imageScaled',
            px(check.image.naturalWidth),
            px(check.image.naturalHeight),
            px(check.image.sentWidth),
            px(check.image.sentHeight),
          )}
        </p>
      )}
      <HeatmapPanel check={check} />
      <ResultMeta check={check} modelVersion={result.model} />
    </div>
  );
}
