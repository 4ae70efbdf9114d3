import { generateScanId } from '../../api/index.ts';
import type { ImageCheck, ImagePlagiarismCheck } from '../../shared/checks/check-record.ts';
import type { ImageCheckKind } from '../../shared/checks/image-card.ts';
import { ADDRESS_REFUSED_CODE } from '../../shared/checks/image-results.ts';
import { appError, err, type Result } from '../../core/errors.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { getItem } from '../../platform/item-storage.ts';
import { settingsItem } from '../../shared/extension-items.ts';
import { storeGroup } from '../checks/store-group.ts';
import { cacheKey } from '../history/cache-key.ts';
import { openHistoryStore } from '../history/history-store.ts';
import { bestImageSource } from './best-source.ts';
import { readImage } from './image-source.ts';
import { prepareImage } from './prepare-image.ts';
import { prepareWebSearchImage } from './prepare-web-search-image.ts';
import { isSvg } from '../../shared/image/svg-raster.ts';
import { svgToPng } from './svg-to-png.ts';

export interface ImageCheckRequest {
  tabId: number;
  src: string;
  pageUrl?: string | undefined;
  pageTitle?: string | undefined;
  rerun?: boolean | undefined;
  /** AI detection (the default), or the web search for where else it is published. */
  kind?: ImageCheckKind | undefined;
}

type ImageRecord = ImageCheck | ImagePlagiarismCheck;

/** Each kind's fitting: the two endpoints' limits differ. */
const PREPARE = { 'ai-image': prepareImage, 'image-plagiarism': prepareWebSearchImage } as const;

/** An earlier identical check's answer, as a new record that cost nothing. */
function copyOf(base: ImageRecord, earlier: ImageRecord, src: string): ImageRecord | undefined {
  if (!earlier.image) return undefined;
  const done = {
    status: 'done' as const,
    credits: 0,
    cachedFrom: earlier.id,
    image: { ...earlier.image, src },
  };
  if (base.kind === 'image-plagiarism' && earlier.kind === 'image-plagiarism') {
    return { ...base, ...done, result: earlier.result };
  }
  if (base.kind === 'ai-image' && earlier.kind === 'ai-image') {
    return {
      ...base,
      ...done,
      result: earlier.result,
      // A finished heatmap comes along; one still on its way stays with the earlier check.
      ...(earlier.heatmap?.phase === 'done' ? { heatmap: { ...earlier.heatmap, credits: 0 } } : {}),
    };
  }
  return undefined;
}

/**
 * Reads the image, answers from history when the same image was checked with the same settings
 * (unless `rerun`), refuses it with its size when the service would (no request), else fits it
 * to the service's limits and queues the check. The prepared file is kept in history so a
 * restarted worker can still send it.
 */
export async function startImageCheck(asked: ImageCheckRequest): Promise<Result<CheckGroup>> {
  // The address comes from the page: checked before anything is fetched, as is the larger copy
  // the page offers for it.
  const first = imageAddressVerdict(asked.src, asked.pageUrl);
  const best = first.ok ? await bestImageSource(asked.tabId, first.url) : asked.src;
  const verdict = first.ok ? imageAddressVerdict(best, asked.pageUrl) : first;
  const request = { ...asked, src: verdict.ok ? verdict.url : asked.src };
  const file = verdict.ok
    ? await readImage(request.tabId, request.src, request.pageUrl)
    : err(
        appError('invalid-input', `This image is not fetched: ${verdict.reason}`, {
          field: 'image',
          code: ADDRESS_REFUSED_CODE,
        }),
      );
  const kind = request.kind ?? 'ai-image';
  const settings = { sandbox: (await getItem(settingsItem)).sandbox };
  const now = Date.now();
  const base: ImageRecord = {
    id: generateScanId(now),
    kind,
    cacheKey: await cacheKey(kind, settings, file.ok ? file.value.bytes : request.src),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    source: {
      origin: 'image',
      tabId: request.tabId,
      ...(request.pageUrl ? { url: request.pageUrl } : {}),
      ...(request.pageTitle ? { title: request.pageTitle } : {}),
    },
    input: request.src.startsWith('data:') ? 'an embedded image' : request.src,
    ...(request.src.startsWith('data:') ? {} : { imageSrc: request.src }),
    settings,
    attempts: 0,
  };
  // Kept as a failed check, so the popup can explain it and offer what would fix it.
  if (!file.ok)
    return storeGroup(request.tabId, [{ ...base, status: 'failed', error: file.error }]);
  const store = await openHistoryStore();
  // The other answer about these bytes, when there is one: shown in the same card.
  const otherKind = kind === 'ai-image' ? 'image-plagiarism' : 'ai-image';
  const other = await store.findDone(
    otherKind,
    await cacheKey(otherKind, settings, file.value.bytes),
  );
  const alongside = other ? [other] : [];
  if (!request.rerun) {
    const earlier = await store.findDone(kind, base.cacheKey);
    const copy = earlier ? copyOf(base, earlier, request.src) : undefined;
    if (copy) return storeGroup(request.tabId, [copy], alongside);
  }
  // SVG is drawn into a PNG by the page first: the worker cannot draw it.
  const svg = isSvg(file.value.bytes, file.value.mime);
  const drawable = svg ? await svgToPng(request.tabId, file.value, request.src) : file;
  const prepared = drawable.ok ? await PREPARE[kind](drawable.value, request.src) : drawable;
  if (!prepared.ok) {
    const failed = { ...base, status: 'failed' as const, error: prepared.error };
    return storeGroup(request.tabId, [failed], alongside);
  }
  const { bytes, mime, filename, naturalWidth, naturalHeight, width, height, preview } =
    prepared.value;
  const original = svg ? { refit: ['format' as const] } : prepared.value.original;
  await store.putInput(base.id, { bytes, mime, filename });
  const record: ImageRecord = {
    ...base,
    image: {
      src: request.src,
      naturalWidth,
      naturalHeight,
      sentWidth: width,
      sentHeight: height,
      original,
      ...(preview ? { preview } : {}),
    },
  };
  return storeGroup(request.tabId, [record], alongside);
}
