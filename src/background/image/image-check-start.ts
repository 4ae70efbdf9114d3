import { generateScanId } from '../../api/index.ts';
import type {
  CheckRecord,
  ImageCheck,
  ImagePlagiarismCheck,
  ObjectDetectionCheck,
} from '../../shared/checks/check-record.ts';
import type { ImageQuestion } from '../../shared/checks/image-card.ts';
import { ADDRESS_REFUSED_CODE } from '../../shared/checks/image-results.ts';
import { appError, err, type Result } from '../../core/errors.ts';
import { imageAddressVerdict } from '../../shared/image/image-address.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { storeGroup } from '../engine/store-group.ts';
import { cacheKey } from '../stores/history-cache-key.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { bestImageSource } from './best-source.ts';
import { readImage, type ImageFile } from './image-source.ts';
import { prepareImage } from './prepare-image.ts';
import { isSvg } from '../../shared/image/svg-raster.ts';
import { svgToPng } from './svg-to-png.ts';

export interface ImageCheckRequest {
  tabId: number;
  /** The frame showing the image, when not the top one: read and painted there. */
  frameId?: number | undefined;
  frameUrl?: string | undefined;
  src: string;
  pageUrl?: string | undefined;
  pageTitle?: string | undefined;
  rerun?: boolean | undefined;
  /** AI detection (the default), the web search, named objects located in it; one or several. */
  questions?: readonly ImageQuestion[] | undefined;
}

type ImageRecord = ImageCheck | ImagePlagiarismCheck | ObjectDetectionCheck;
/** What every image record has, whatever was asked. */
type Common = Pick<
  ImageCheck,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'source' | 'input' | 'attempts' | 'imageSrc'
>;

/** Each kind's fitting: the web search's limits are its own; objects are found as AI is. */
const LIMITS = {
  'ai-image': 'ai-image',
  'image-plagiarism': 'web-search',
  'object-detection': 'ai-image',
} as const;

/** The record for the question asked, with its kind's frozen settings and cache key. */
async function recordFor(
  question: ImageQuestion,
  common: Common,
  sandbox: boolean,
  input: Uint8Array | string,
): Promise<ImageRecord> {
  if (question.kind === 'object-detection') {
    const settings = { sandbox, objects: question.objects };
    const key = await cacheKey('object-detection', settings, input);
    return { ...common, kind: 'object-detection', settings, cacheKey: key };
  }
  const settings = { sandbox };
  return {
    ...common,
    kind: question.kind,
    settings,
    cacheKey: await cacheKey(question.kind, settings, input),
  };
}

/** Finished AI checks and web searches of the same bytes, shown in the same card. */
async function answersAlongside(
  asked: ReadonlySet<ImageRecord['kind']>,
  sandbox: boolean,
  bytes: Uint8Array,
) {
  const store = await openHistoryStore();
  const found: CheckRecord[] = [];
  for (const other of ['ai-image', 'image-plagiarism'] as const) {
    if (asked.has(other)) continue;
    const done = await store.findDone(other, await cacheKey(other, { sandbox }, bytes));
    if (done) found.push(done);
  }
  return found;
}

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
  if (base.kind === 'object-detection' && earlier.kind === 'object-detection') {
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
 * Reads the image once and asks each question about it (AI detection by default): each is
 * answered from history when the same image was checked with the same settings (unless `rerun`),
 * refused with its reason when its endpoint would refuse it (no request), else fitted to that
 * endpoint's limits and queued. Prepared files are kept in history so a restarted worker can
 * still send them. Earlier answers about the same bytes join the group, for one card per image.
 */
export async function startImageCheck(asked: ImageCheckRequest): Promise<Result<CheckGroup>> {
  // The address comes from the page: checked before anything is fetched, as is the larger copy
  // the page offers for it.
  const frame = { tabId: asked.tabId, frameId: asked.frameId, url: asked.frameUrl };
  // An image in a frame is judged against the frame's address: that is the page it is on.
  const pageUrl = asked.frameUrl ?? asked.pageUrl;
  const first = imageAddressVerdict(asked.src, pageUrl);
  const best = first.ok ? await bestImageSource(frame, first.url) : asked.src;
  const verdict = first.ok ? imageAddressVerdict(best, pageUrl) : first;
  const request = { ...asked, src: verdict.ok ? verdict.url : asked.src };
  const file = verdict.ok
    ? await readImage(frame, request.src, pageUrl)
    : err(
        appError('invalid-input', `This image is not fetched: ${verdict.reason}`, {
          field: 'image',
          code: ADDRESS_REFUSED_CODE,
        }),
      );
  const questions = request.questions ?? [{ kind: 'ai-image' }];
  const { sandbox } = (await effectiveSettings()).settings;
  const now = Date.now();
  const bases = await Promise.all(
    questions.map((question) =>
      recordFor(
        question,
        {
          id: generateScanId(now),
          status: 'pending',
          createdAt: now,
          updatedAt: now,
          source: {
            origin: 'image',
            tabId: request.tabId,
            ...(request.frameId ? { frameId: request.frameId } : {}),
            ...(request.frameId && request.frameUrl ? { frameUrl: request.frameUrl } : {}),
            ...(request.pageUrl ? { url: request.pageUrl } : {}),
            ...(request.pageTitle ? { title: request.pageTitle } : {}),
          },
          input: request.src.startsWith('data:') ? 'an embedded image' : request.src,
          ...(request.src.startsWith('data:') ? {} : { imageSrc: request.src }),
          attempts: 0,
        },
        sandbox,
        file.ok ? file.value.bytes : request.src,
      ),
    ),
  );
  // Kept as failed checks, so the popup can explain it and offer what would fix it.
  if (!file.ok) {
    const failed = bases.map((base) => ({ ...base, status: 'failed' as const, error: file.error }));
    return storeGroup(request.tabId, failed);
  }
  const store = await openHistoryStore();
  const kinds = new Set(questions.map((q) => q.kind));
  const alongside = await answersAlongside(kinds, sandbox, file.value.bytes);
  // SVG is drawn into a PNG by the page first (the worker cannot draw it), once for all questions.
  const svg = isSvg(file.value.bytes, file.value.mime);
  let drawable: Result<ImageFile> | undefined;
  const records: ImageRecord[] = [];
  for (const base of bases) {
    const earlier = request.rerun ? undefined : await store.findDone(base.kind, base.cacheKey);
    const copy = earlier ? copyOf(base, earlier, request.src) : undefined;
    if (copy) {
      records.push(copy);
      continue;
    }
    drawable ??= svg ? await svgToPng(frame, file.value, request.src) : file;
    const prepared = drawable.ok
      ? await prepareImage(drawable.value, request.src, LIMITS[base.kind])
      : drawable;
    if (!prepared.ok) {
      records.push({ ...base, status: 'failed', error: prepared.error });
      continue;
    }
    const { bytes, mime, filename, naturalWidth, naturalHeight, width, height, preview } =
      prepared.value;
    const original = svg ? { refit: ['format' as const] } : prepared.value.original;
    await store.putInput(base.id, { bytes, mime, filename });
    records.push({
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
    });
  }
  return storeGroup(request.tabId, records, alongside);
}
