import { generateScanId } from '../../api/index.ts';
import type { ImageCheck } from '../../shared/checks/check-record.ts';
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
import { isSvg } from '../../shared/image/svg-raster.ts';
import { svgToPng } from './svg-to-png.ts';

export interface ImageCheckRequest {
  tabId: number;
  src: string;
  pageUrl?: string | undefined;
  pageTitle?: string | undefined;
  rerun?: boolean | undefined;
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
  const settings = { sandbox: (await getItem(settingsItem)).sandbox };
  const now = Date.now();
  const base: ImageCheck = {
    id: generateScanId(now),
    kind: 'ai-image',
    cacheKey: await cacheKey('ai-image', settings, file.ok ? file.value.bytes : request.src),
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
  if (!request.rerun) {
    const earlier = await store.findDone('ai-image', base.cacheKey);
    if (earlier?.image) {
      const image = { ...earlier.image, src: request.src };
      const copy: ImageCheck = {
        ...base,
        status: 'done',
        result: earlier.result,
        credits: 0,
        cachedFrom: earlier.id,
        image,
        // A finished heatmap comes along; one still on its way stays with the earlier check.
        ...(earlier.heatmap?.phase === 'done'
          ? { heatmap: { ...earlier.heatmap, credits: 0 } }
          : {}),
      };
      return storeGroup(request.tabId, [copy]);
    }
  }
  // SVG is drawn into a PNG by the page first: the worker cannot draw it.
  const svg = isSvg(file.value.bytes, file.value.mime);
  const drawable = svg ? await svgToPng(request.tabId, file.value, request.src) : file;
  const prepared = drawable.ok ? await prepareImage(drawable.value, request.src) : drawable;
  if (!prepared.ok) {
    return storeGroup(request.tabId, [{ ...base, status: 'failed', error: prepared.error }]);
  }
  const { bytes, mime, filename, naturalWidth, naturalHeight, width, height, preview } =
    prepared.value;
  const original = svg ? { refit: ['format' as const] } : prepared.value.original;
  await store.putInput(base.id, { bytes, mime, filename });
  const record: ImageCheck = {
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
  return storeGroup(request.tabId, [record]);
}
