/**
 * Whether the service can make a heatmap of a finished image check, and with which fileName.
 * The asynchronous endpoint downloads the image from its address itself, so the original file
 * must be one it takes as it is: a web address, an accepted format, within its size limits.
 * Pure (no browser API): the worker refuses with it before any credit is spent, and the popup
 * shows the reason in place of a button that could only fail. Each reason carries its catalogue
 * words, so it reads in the language of the page that shows it; `message` is for the log.
 */
import { ASYNC_IMAGE_EXTENSIONS } from '../../api/endpoints/image-detection.ts';
import type { ImageFormat } from '../../api/validation/image-sniff.ts';
import type { ImageCheck } from './check-record.ts';
import {
  appError,
  detailWords,
  err,
  ok,
  type DetailWords,
  type Result,
} from '../../core/errors.ts';
import { FORMAT_EXTENSION, imageFilename } from '../image/image-filename.ts';

export interface HeatmapTarget {
  url: string;
  fileName: string;
}

const refuse = (message: string, code: string, words: DetailWords) =>
  err(appError('invalid-input', message, { field: 'image', code, words }));

const isFormat = (value: string | undefined): value is ImageFormat =>
  value !== undefined && value in FORMAT_EXTENSION;

/** A format from the address's extension, for records made before formats were kept. */
function formatFromAddress(url: URL): ImageFormat {
  const extension = /\.[a-z]+$/i.exec(url.pathname)?.[0].toLowerCase() ?? '';
  if (!ASYNC_IMAGE_EXTENSIONS.includes(extension)) return 'jpeg';
  const byExtension: Record<string, ImageFormat> = {
    '.png': 'png',
    '.webp': 'webp',
    '.bmp': 'bmp',
    '.heic': 'heic',
    '.heif': 'heic',
  };
  return byExtension[extension] ?? 'jpeg';
}

export function heatmapTarget(record: ImageCheck): Result<HeatmapTarget> {
  // A finished check always has its image; one that failed before reading it has none.
  if (record.status !== 'done' || !record.image) {
    return err(
      appError('not-ready', 'Wait for the image check to finish first.', {
        words: detailWords('checks_heatmapNotReady'),
      }),
    );
  }
  const { src, naturalWidth, naturalHeight, original } = record.image;
  const url = URL.canParse(src) ? new URL(src) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    return refuse(
      'The service makes a heatmap by downloading the image from its web address, and this ' +
        'image has none (it is embedded in the page or made by it).',
      'heatmap-address',
      detailWords('checks_heatmapNoAddress'),
    );
  }
  const refit = original?.refit ?? [];
  if (refit.includes('format')) {
    return refuse(
      'The service downloads the original file for a heatmap and does not take its format. ' +
        'The result above was made from a PNG copy.',
      'heatmap-format',
      detailWords('checks_heatmapFormat'),
    );
  }
  if (refit.includes('dimensions') || refit.includes('bytes')) {
    return refuse(
      `At ${naturalWidth}×${naturalHeight} px the original is larger than the service takes, ` +
        'and for a heatmap it downloads the original. The result above was made from a ' +
        'scaled-down copy.',
      'heatmap-size',
      // Pixel sizes as one figure each (8000×6000), never grouped like other numbers.
      detailWords('checks_heatmapSize', String(naturalWidth), String(naturalHeight)),
    );
  }
  if (refit.includes('orientation')) {
    return refuse(
      'This photo is stored turned and shown upright by its orientation tag. For a heatmap the ' +
        'service downloads the original, and its heatmap might not line up with the picture. ' +
        'The result above was made from an upright copy.',
      'heatmap-orientation',
      detailWords('checks_heatmapOrientation'),
    );
  }
  const format = isFormat(original?.format) ? original.format : formatFromAddress(url);
  return ok({ url: src, fileName: imageFilename(src, format) });
}
