import { digest, SeededRandom } from '../core/deterministic.ts';
import { isoTime } from '../core/iso-time.ts';
import { readProvenance } from './image-provenance.ts';
import type { ImageDimensions } from './image-dimensions.ts';
import { IMAGE_MODEL_FULL_NAME } from './image-rules.ts';
import {
  chooseMaskShape,
  encodeMask,
  heatmapValues,
  maskedPixels,
  rectangleMask,
  type Verdict,
} from './rle-mask.ts';

export interface ImageInput {
  scanId: string;
  bytes: Buffer;
  filename: string;
  dimensions: ImageDimensions;
  objects: string[];
  credits: number;
  now: number;
  heatmap?: boolean;
}

/**
 * Masks of the named objects, decided by the bytes: each is found 7 times in 10, every time in a
 * file whose name has the word "objects", never when its own name has "missing"; objects not
 * found are left out, as the docs describe.
 */
export function detectedObjects(
  objects: string[],
  seed: Uint8Array,
  width: number,
  height: number,
  filename = '',
) {
  const always = /(^|[^a-z])objects([^a-z]|$)/.test(filename.toLowerCase());
  return objects.flatMap((object) => {
    const random = new SeededRandom('object', seed, object);
    const found = (always || random.next() < 0.7) && !object.includes('missing');
    return found ? [{ object, mask: rectangleMask(width, height, random) }] : [];
  });
}

/** File names with the word "ai" force an AI verdict, "human" a clean one (see README). */
export function verdictFromFilename(filename: string): Verdict {
  const stem = filename.toLowerCase();
  if (/(^|[^a-z])human([^a-z]|$)/.test(stem)) return 'human';
  if (/(^|[^a-z])ai([^a-z]|$)/.test(stem)) return 'ai';
  return 'auto';
}

export function imageResult(input: ImageInput) {
  const { width, height } = input.dimensions;
  const seed = digest(input.bytes);
  const shape = chooseMaskShape(width, height, seed, verdictFromFilename(input.filename));
  const mask = encodeMask(width, height, shape);
  const ai = maskedPixels(mask) / (width * height);
  const metadata = readProvenance(input.bytes);
  const objects = detectedObjects(input.objects, seed, width, height, input.filename);
  return {
    model: IMAGE_MODEL_FULL_NAME,
    result: mask,
    summary: { human: 1 - ai, ai },
    isAiDetected: mask.starts.length > 0,
    imageInfo: { shape: { height, width }, ...(metadata ? { metadata } : {}) },
    scannedDocument: {
      scanId: input.scanId,
      actualCredits: input.credits,
      expectedCredits: input.credits,
      creationTime: isoTime(input.now),
    },
    ...(input.objects.length > 0 ? { detectedObjects: objects } : {}),
    ...(input.heatmap
      ? {
          heatmap: {
            width,
            height,
            encoding: 'u8-row-major-base64',
            values: heatmapValues(width, height, shape).toString('base64'),
          },
        }
      : {}),
  };
}

export type ImageResult = ReturnType<typeof imageResult>;
