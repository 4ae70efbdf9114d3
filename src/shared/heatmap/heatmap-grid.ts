/**
 * A heatmap as the extension keeps it, whatever form the service sent: one byte per pixel,
 * row-major, 0 = coldest (least likely AI) to 255 = hottest. Pure, so the worker, the popup and
 * the content script share it and unit tests import it directly.
 */
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { checkMaskSize, type MaskSize } from '../mask/rle.ts';

export interface HeatmapGrid extends MaskSize {
  readonly values: Uint8Array;
}

/** A grid whose values fill exactly width x height, within the largest mask size. */
export function checkGrid(grid: HeatmapGrid): Result<HeatmapGrid> {
  const total = checkMaskSize(grid);
  if (!total.ok) {
    return err(appError('service', `The heatmap cannot be read: ${grid.width}x${grid.height} px.`));
  }
  if (grid.values.length !== total.value) {
    const detail = `it holds ${grid.values.length} values for ${grid.width}x${grid.height} px.`;
    return err(appError('service', `The heatmap cannot be read: ${detail}`));
  }
  return ok(grid);
}

/**
 * Shrinks a grid to at most `maxSide` on its long side by averaging the cells each output cell
 * covers (a box filter: a heatmap is graded, so averaging keeps its meaning where nearest
 * neighbour would pick arbitrary samples). Never enlarges.
 */
export function shrinkGrid(grid: HeatmapGrid, maxSide: number): HeatmapGrid {
  const scale = Math.min(1, maxSide / Math.max(grid.width, grid.height));
  if (scale === 1) return grid;
  const width = Math.max(1, Math.round(grid.width * scale));
  const height = Math.max(1, Math.round(grid.height * scale));
  // Column sums of the source rows that fall in one output row, then averaged per output cell.
  const columnOf = new Int32Array(grid.width);
  for (let x = 0; x < grid.width; x++) columnOf[x] = Math.floor((x * width) / grid.width);
  const cellsPerColumn = new Float64Array(width);
  for (let x = 0; x < grid.width; x++) {
    const column = columnOf[x] as number;
    cellsPerColumn[column] = (cellsPerColumn[column] as number) + 1;
  }
  const sums = new Float64Array(width);
  const values = new Uint8Array(width * height);
  let sourceY = 0;
  for (let y = 0; y < height; y++) {
    const endY = Math.max(sourceY + 1, Math.round(((y + 1) * grid.height) / height));
    sums.fill(0);
    for (let sy = sourceY; sy < endY; sy++) {
      const row = sy * grid.width;
      for (let x = 0; x < grid.width; x++) {
        const column = columnOf[x] as number;
        sums[column] = (sums[column] as number) + (grid.values[row + x] as number);
      }
    }
    const rows = endY - sourceY;
    for (let x = 0; x < width; x++) {
      values[y * width + x] = Math.round(
        (sums[x] as number) / ((cellsPerColumn[x] as number) * rows),
      );
    }
    sourceY = endY;
  }
  return { width, height, values };
}
