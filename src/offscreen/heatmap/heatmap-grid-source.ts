/**
 * Turns whatever heatmap the service sent into the grid the extension keeps: grids as they are,
 * pictures (inline or at an address) decoded with an OffscreenCanvas, all shrunk to
 * HEATMAP_MAX_SIDE and base64-encoded for storage and messages.
 */
import { toBase64 } from '../../core/base64.ts';
import { HEATMAP_MAX_SIDE, type StoredGrid } from '../../shared/heatmap/heatmap-state.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { shrinkGrid, type HeatmapGrid } from '../../shared/heatmap/heatmap-grid.ts';
import { pictureHeat } from './picture-heat.ts';
import type { HeatmapFound } from './read-heatmap.ts';

/** A heatmap picture at an address is refused past this (the image limit is 32 MB). */
const MAX_PICTURE_BYTES = 64 * 1024 * 1024;

async function download(url: string): Promise<Result<{ bytes: Uint8Array; mime: string }>> {
  try {
    const response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(60_000) });
    if (!response.ok) {
      return err(appError('service', `The heatmap's address answered ${response.status}.`));
    }
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_PICTURE_BYTES) {
      return err(appError('service', 'The heatmap picture is too large to load.'));
    }
    const mime = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    return ok({ bytes: new Uint8Array(await response.arrayBuffer()), mime });
  } catch {
    return err(appError('network', 'The heatmap picture could not be downloaded.'));
  }
}

/** Decodes a picture straight to the stored size (drawImage averages as it shrinks). */
async function decodePicture(bytes: Uint8Array, mime: string): Promise<Result<HeatmapGrid>> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes.slice()], { type: mime }));
  } catch {
    return err(appError('service', 'The heatmap picture from the service cannot be decoded.'));
  }
  try {
    const scale = Math.min(1, HEATMAP_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const context = new OffscreenCanvas(width, height).getContext('2d');
    if (!context) return err(appError('internal', 'No canvas to read the heatmap with.'));
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height).data;
    return ok({ width, height, values: pictureHeat(pixels) });
  } finally {
    bitmap.close();
  }
}

async function gridOf(found: HeatmapFound): Promise<Result<HeatmapGrid | undefined>> {
  switch (found.kind) {
    case 'absent':
      return ok(undefined);
    case 'grid':
      return ok(found.grid);
    case 'picture':
      return decodePicture(found.bytes, found.mime);
    case 'address': {
      const file = await download(found.url);
      return file.ok ? decodePicture(file.value.bytes, file.value.mime) : file;
    }
  }
}

/** The heatmap as stored: undefined when the service sent none. */
export async function storedHeatmapGrid(
  found: HeatmapFound,
): Promise<Result<StoredGrid | undefined>> {
  const grid = await gridOf(found);
  if (!grid.ok) return grid;
  if (!grid.value) return ok(undefined);
  const small = shrinkGrid(grid.value, HEATMAP_MAX_SIDE);
  return ok({ width: small.width, height: small.height, values: toBase64(small.values) });
}
