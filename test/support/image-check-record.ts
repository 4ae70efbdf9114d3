import type { CheckRecord } from '../../src/shared/checks/check-record.ts';

type ImageFacts = NonNullable<CheckRecord['image']>;

/** A finished image check of `src`, sent at its own 1024x768 unless `image` says otherwise. */
export function imageCheckRecord(
  src: string,
  change: { image?: Partial<ImageFacts> } & Partial<Omit<CheckRecord, 'image'>> = {},
): CheckRecord {
  const { image, ...rest } = change;
  return {
    id: 'check-1',
    kind: 'ai-image',
    cacheKey: 'k',
    status: 'done',
    createdAt: 0,
    updatedAt: 0,
    source: { origin: 'image' },
    input: src,
    settings: { sandbox: false },
    attempts: 1,
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
