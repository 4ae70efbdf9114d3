import type { JSX } from 'preact';
import { heatGradientCss } from '../../shared/heatmap/heatmap-colours.ts';

/** What the heatmap's colours mean. */
export function HeatLegend(): JSX.Element {
  return (
    <div class="heat-legend" data-testid="heat-legend">
      <span>Less likely AI</span>
      <span class="heat-ramp" style={{ background: heatGradientCss() }} aria-hidden="true" />
      <span>More likely AI</span>
    </div>
  );
}
