import type { JSX } from 'preact';
import { heatGradientCss } from '../../shared/heatmap/heatmap-colours.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** What the heatmap's colours mean. */
export function HeatLegend(): JSX.Element {
  const { t } = useT();
  return (
    <div class="heat-legend" data-testid="heat-legend">
      <span>{t('image_heatLessLikely')}</span>
      <span class="heat-ramp" style={{ background: heatGradientCss() }} aria-hidden="true" />
      <span>{t('image_heatMoreLikely')}</span>
    </div>
  );
}
