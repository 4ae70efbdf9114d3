/**
 * A heatmap grid as kept on a check's record (base64, see heatmap-state.ts) read back into bytes.
 * Its own module so the record's schema does not bring the grid checks (and the RLE code) along.
 */
import { fromBase64 } from '../../core/base64.ts';
import type { StoredGrid } from '../../shared/heatmap/heatmap-state.ts';
import { checkGrid, type HeatmapGrid } from '../../shared/heatmap/heatmap-grid.ts';

/** The stored grid as bytes, or undefined when absent or damaged. */
export function readStoredGrid(stored: StoredGrid | undefined): HeatmapGrid | undefined {
  if (!stored) return undefined;
  const values = fromBase64(stored.values);
  if (!values) return undefined;
  const grid = checkGrid({ width: stored.width, height: stored.height, values });
  return grid.ok ? grid.value : undefined;
}
