import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ImageDetectionResult } from '../../api/endpoints/image-detection-result.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
import { readStoredGrid } from '../../shared/heatmap/stored-grid.ts';
import { maskSizeOf } from '../../shared/checks/image-results.ts';
import { MaskView } from '../image/mask-view.tsx';
import { HeatmapPanel } from './heatmap-panel.tsx';
import { ResultMeta } from './result-meta.tsx';

/** AI image detection result: the image with its mask, shares, provenance, objects. */
export function ImageResultView({
  check,
  result,
}: {
  check: ImageCheck;
  result: ImageDetectionResult;
}): JSX.Element {
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
          alt="The checked image"
          maskLabel="AI-generated areas"
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
                  name: o.object ?? 'object',
                  mask: o.mask,
                })),
              }
            : {})}
        />
      ) : (
        <p class="muted">The service sent no mask size, so the mask cannot be drawn.</p>
      )}
      {scaled && check.image && (
        <p class="muted" data-testid="image-scaled">
          Sent scaled down from {check.image.naturalWidth}×{check.image.naturalHeight} to{' '}
          {check.image.sentWidth}×{check.image.sentHeight} px to fit the service’s limits.
        </p>
      )}
      <HeatmapPanel check={check} />
      <ResultMeta check={check} modelVersion={result.model} />
    </div>
  );
}
