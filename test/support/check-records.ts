/** Check records of each kind for tests, valid against their variant's schema. */
import * as v from 'valibot';
import {
  isOfKind,
  type AiTextCheck,
  type CheckKind,
  type CheckOf,
  type CheckRecord,
  type ImageCheck,
  type ImagePlagiarismCheck,
  type ModerationCheck,
  type ObjectDetectionCheck,
  type UrlScanCheck,
} from '../../src/shared/checks/check-record.ts';
import { FrozenScanSettingsSchema } from '../../src/shared/scans/frozen-scan-settings.ts';

const common = {
  id: 'check-1',
  cacheKey: 'k',
  status: 'done' as const,
  createdAt: 0,
  updatedAt: 0,
  attempts: 1,
};

export function aiTextCheck(change: Partial<AiTextCheck> = {}): AiTextCheck {
  return {
    ...common,
    kind: 'ai-text',
    source: { origin: 'selection' },
    input: 'word '.repeat(300),
    settings: { sandbox: false, sensitivity: 2 },
    ...change,
  };
}

export function moderationCheck(change: Partial<ModerationCheck> = {}): ModerationCheck {
  return {
    ...common,
    kind: 'moderation',
    source: { origin: 'selection' },
    input: 'word '.repeat(300),
    settings: { sandbox: false, labels: [] },
    ...change,
  };
}

type ImageFacts = NonNullable<ImageCheck['image']>;

/** A finished image check of `src`, sent at its own 1024x768 unless `image` says otherwise. */
export function imageCheck(
  src: string,
  change: { image?: Partial<ImageFacts> } & Partial<Omit<ImageCheck, 'image'>> = {},
): ImageCheck {
  const { image, ...rest } = change;
  return {
    ...common,
    kind: 'ai-image',
    source: { origin: 'image' },
    input: src,
    imageSrc: src,
    settings: { sandbox: false },
    image: {
      src,
      naturalWidth: 1024,
      naturalHeight: 768,
      sentWidth: 1024,
      sentHeight: 768,
      ...image,
    },
    ...rest,
  };
}

/** A finished web search of `src`, sent as found at 1024x768. */
export function webSearchCheck(
  src: string,
  change: Partial<ImagePlagiarismCheck> = {},
): ImagePlagiarismCheck {
  return {
    ...common,
    kind: 'image-plagiarism',
    source: { origin: 'image' },
    input: src,
    imageSrc: src,
    settings: { sandbox: false },
    image: { src, naturalWidth: 1024, naturalHeight: 768, sentWidth: 1024, sentHeight: 768 },
    ...change,
  };
}

/** A finished object detection of `src` for `objects`, answered with `result`. */
export function objectDetectionCheck(
  src: string,
  objects: string[],
  result: NonNullable<ObjectDetectionCheck['result']>,
  change: Partial<ObjectDetectionCheck> = {},
): ObjectDetectionCheck {
  return {
    ...common,
    kind: 'object-detection',
    source: { origin: 'image' },
    input: src,
    imageSrc: src,
    settings: { sandbox: false, objects },
    image: { src, naturalWidth: 1024, naturalHeight: 768, sentWidth: 1024, sentHeight: 768 },
    result,
    ...change,
  };
}

export function urlScanCheck(change: Partial<UrlScanCheck> = {}): UrlScanCheck {
  return {
    ...common,
    kind: 'url-scan',
    source: { url: 'https://example.com/a', tabId: 3, origin: 'url' },
    input: 'https://example.com/a',
    settings: v.parse(FrozenScanSettingsSchema, { sandbox: false }),
    ...change,
  };
}

/** The record as its kind, or a failed test saying what came instead. */
export function expectKind<K extends CheckKind>(
  record: CheckRecord | undefined,
  kind: K,
): CheckOf<K> {
  if (!record || !isOfKind(record, kind)) {
    throw new Error(`Expected a ${kind} check, got ${record ? record.kind : 'nothing'}.`);
  }
  return record;
}
