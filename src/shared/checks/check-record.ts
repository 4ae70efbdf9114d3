import * as v from 'valibot';
import { ImageDetectionResultSchema } from '../../api/endpoints/image-detection-result.ts';
import { ImagePlagiarismResultSchema } from '../../api/endpoints/image-plagiarism-result.ts';
import { ObjectDetectionResultSchema } from '../../api/endpoints/object-detection-result.ts';
import { ModerationResultSchema } from '../../api/endpoints/moderation-result.ts';
import { TextDetectionResultSchema } from '../../api/endpoints/text-detection-result.ts';
import { AppErrorSchema } from '../../core/errors.ts';
import { FIT_REASONS } from '../image/fit-reasons.ts';
import { FrozenScanSettingsSchema } from '../scans/frozen-scan-settings.ts';
import { UrlScanResultSchema } from '../scans/url-scan-result.ts';
import { ScanRouteSchema } from '../scans/scan-route.ts';
import { UrlScanStateSchema } from '../scans/url-scan-state.ts';
import {
  AiTextSettingsSchema,
  ImageCheckSettingsSchema,
  ModerationSettingsSchema,
  ObjectDetectionSettingsSchema,
} from './check-settings.ts';
import { HeatmapStateSchema } from '../heatmap/heatmap-state.ts';
import { LeftOutSchema } from '../text-checks/left-out.ts';
import { PaintReportSchema, UNPAINTED_REASONS } from '../text-checks/paint-report.ts';
import { VideoFindingsSchema } from '../video/video-findings.ts';
import { VIDEO_SOURCE_KINDS } from '../video/video-target.ts';

export const CHECK_KINDS = [
  'ai-text',
  'moderation',
  'ai-image',
  'image-plagiarism',
  'object-detection',
  'url-scan',
  'ai-video',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const TEXT_CHECK_KINDS = ['ai-text', 'moderation'] as const;
export type TextCheckKind = (typeof TEXT_CHECK_KINDS)[number];

/**
 * pending: asked for, not sent yet (or waiting out a 429); running: a request is out;
 * done / failed: final. A record left pending or running by a stopped worker is resumed.
 */
export const CHECK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/**
 * Where a check's input came from: the selection, the page (or PDF, or Google Doc), an image, the
 * page's address, text the user pasted into the extension (on no page), or a file's (dropped or
 * picked, in a class set).
 */
export const CHECK_ORIGINS = ['selection', 'page', 'image', 'url', 'pasted', 'file'] as const;

export const CheckSourceSchema = v.object({
  url: v.optional(v.string()),
  title: v.optional(v.string()),
  tabId: v.optional(v.number()),
  /** The frame of the tab it was read in, when not the top one (painted there), and its address. */
  frameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  frameUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  origin: v.picklist(CHECK_ORIGINS),
  /** The content script's name for the text's DOM map, so results can be highlighted. */
  textId: v.optional(v.string()),
  /** Why a text has no map to the page, when that was known as it was read (a PDF's). */
  unpainted: v.optional(v.picklist(UNPAINTED_REASONS)),
  /** A PDF's text: where each of its pages starts in the text (page 1 at 0). */
  pdfPageStarts: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))),
  /** Text read past and not sent, by reason (no reader could see it). */
  leftOut: v.optional(v.array(LeftOutSchema)),
});
export type CheckSource = v.InferOutput<typeof CheckSourceSchema>;

/** What every kind of check keeps. Fields added after the first version are optional. */
const CommonEntries = {
  /** Also the scan id sent to the service, so a resumed request reuses it. */
  id: v.string(),
  /** Same kind, settings and input → same key: answered from history without spending credits. */
  cacheKey: v.string(),
  status: v.picklist(CHECK_STATUSES),
  createdAt: v.number(),
  updatedAt: v.number(),
  source: CheckSourceSchema,
  /** The checked text (kept so results can be shown in it), or a description of the input. */
  input: v.string(),
  attempts: v.number(),
  error: v.optional(AppErrorSchema),
  credits: v.optional(v.number()),
  /** Not before this time (epoch ms): the service asked us to wait, or the network was down. */
  retryAt: v.optional(v.number()),
  /** Answered from an earlier identical check: the id of that check. */
  cachedFrom: v.optional(v.string()),
  /**
   * When the page was first found changing the marks painted from this result (a text check's
   * sections or labels, a scan's passages); they were put back, and the popup says so.
   */
  marksChangedAt: v.optional(v.number()),
  /** When those marks were taken off the page, as it kept interfering; the popup says so. */
  marksRemovedAt: v.optional(v.number()),
  /**
   * The ids of the checks of the request it was asked in (itself included) and of earlier
   * answers shown with them (an image's other answer), in the popup's order: what one report of
   * it holds. Absent in records kept before it was, and in plagiarism scans (asked alone); see
   * background/engine/older-request-group.ts.
   */
  groupIds: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.minLength(1), v.maxLength(16)),
  ),
};

/** What both kinds of text check keep besides their settings and result. */
const TextEntries = {
  /** The spans as last painted on the page: how many could be shown, and why not. */
  painted: v.optional(PaintReportSchema),
  /** Credits the check was expected to cost, when that stopped it (over the user's limits). */
  costEstimate: v.optional(v.number()),
};

/** A long text is checked in parts; the results of the parts done so far, in order. */
const partsOf = <T extends v.GenericSchema>(result: T) =>
  v.optional(v.object({ total: v.number(), results: v.array(result) }));

export const AiTextCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('ai-text'),
  settings: AiTextSettingsSchema,
  result: v.optional(TextDetectionResultSchema),
  parts: partsOf(TextDetectionResultSchema),
  ...TextEntries,
});

export const ModerationCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('moderation'),
  settings: ModerationSettingsSchema,
  result: v.optional(ModerationResultSchema),
  parts: partsOf(ModerationResultSchema),
  ...TextEntries,
});

/**
 * Where the image is on the page, its own size, and the size sent (smaller when it had to be
 * scaled down to the service's limits; the mask has the size sent).
 */
export const CheckedImageSchema = v.object({
  src: v.string(),
  naturalWidth: v.number(),
  naturalHeight: v.number(),
  sentWidth: v.number(),
  sentHeight: v.number(),
  /** A small JPEG of the picture as shown (data: URL), drawn in the popup under the mask. */
  preview: v.optional(v.pipe(v.string(), v.startsWith('data:image/'))),
  /**
   * The file as found, before any fitting: its format when the service takes it, and why it
   * had to be re-encoded (format, dimensions, bytes). The heatmap is made by the service from
   * the original address, so it needs an original the service takes as it is.
   */
  original: v.optional(
    v.object({ format: v.optional(v.string()), refit: v.array(v.picklist(FIT_REASONS)) }),
  ),
});
export type CheckedImage = v.InferOutput<typeof CheckedImageSchema>;

export const ImageCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('ai-image'),
  settings: ImageCheckSettingsSchema,
  /**
   * The address asked for, kept from the start so the check can be asked again even when it
   * failed before the image was read. Absent for embedded (data:) images and older records.
   */
  imageSrc: v.optional(v.string()),
  result: v.optional(ImageDetectionResultSchema),
  /** Absent when the image could not be read or prepared (the check failed before sending). */
  image: v.optional(CheckedImageSchema),
  /** The heatmap, once asked for. */
  heatmap: v.optional(HeatmapStateSchema),
  /** Why the mask is not drawn on the page (in a frame of a site not granted), when it is not. */
  notDrawn: v.optional(AppErrorSchema),
});

/** "Where else is this image on the web": the image as sent and the pages it was found on. */
export const ImagePlagiarismCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('image-plagiarism'),
  settings: ImageCheckSettingsSchema,
  imageSrc: v.optional(v.string()),
  result: v.optional(ImagePlagiarismResultSchema),
  image: v.optional(CheckedImageSchema),
});

/** Named objects (faces, hands …) located in an image, each with its own mask. */
export const ObjectDetectionCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('object-detection'),
  settings: ObjectDetectionSettingsSchema,
  imageSrc: v.optional(v.string()),
  /** Why the objects are not drawn on the page (in a frame of a site not granted). */
  notDrawn: v.optional(AppErrorSchema),
  result: v.optional(ObjectDetectionResultSchema),
  image: v.optional(CheckedImageSchema),
});

export const UrlScanCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('url-scan'),
  settings: FrozenScanSettingsSchema,
  result: v.optional(UrlScanResultSchema),
  /** How it was sent: the address, the text as a file, a PDF file, an image for OCR. */
  submission: v.optional(ScanRouteSchema),
  /** Progress: phase, relay cursors, expected cost, export. */
  scan: v.optional(UrlScanStateSchema),
});

/** The video a video check is about: the file address the service fetches, and the player. */
export const CheckedVideoSchema = v.object({
  src: v.pipe(v.string(), v.maxLength(8192)),
  kind: v.picklist(VIDEO_SOURCE_KINDS),
  /** The content script's key for the `<video>`, to draw its timeline and seek it. */
  key: v.optional(v.pipe(v.string(), v.maxLength(64))),
  durationMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  label: v.optional(v.pipe(v.string(), v.maxLength(300))),
});
export type CheckedVideo = v.InferOutput<typeof CheckedVideoSchema>;

/** Waiting for the video's result from the relay: since when, and where its events were read to. */
export const VideoFollowSchema = v.object({
  submittedAt: v.number(),
  /** The relay's event cursor for this scan: events after it are new. */
  cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The user chose "Stop waiting": a result that still comes is kept, but nothing waits for it. */
  stoppedAt: v.optional(v.number()),
});

/**
 * AI in a video, picture and sound apart: submitted with the relay as its webhook, the service
 * fetches the file; the result (its findings) arrives by webhook, minutes later.
 */
export const VideoCheckSchema = v.object({
  ...CommonEntries,
  kind: v.literal('ai-video'),
  settings: v.object({ sandbox: v.boolean() }),
  video: CheckedVideoSchema,
  result: v.optional(VideoFindingsSchema),
  follow: v.optional(VideoFollowSchema),
});

/**
 * One check as history keeps it and extension pages see it: one variant per kind, each with its
 * own settings and result, validated once where it is read from storage or a message.
 */
export const CheckRecordSchema = v.variant('kind', [
  AiTextCheckSchema,
  ModerationCheckSchema,
  ImageCheckSchema,
  ImagePlagiarismCheckSchema,
  ObjectDetectionCheckSchema,
  UrlScanCheckSchema,
  VideoCheckSchema,
]);

export type CheckRecord = v.InferOutput<typeof CheckRecordSchema>;
export type CheckOf<K extends CheckKind> = Extract<CheckRecord, { kind: K }>;
export type AiTextCheck = CheckOf<'ai-text'>;
export type ModerationCheck = CheckOf<'moderation'>;
export type TextCheck = CheckOf<TextCheckKind>;
export type ImageCheck = CheckOf<'ai-image'>;
export type ImagePlagiarismCheck = CheckOf<'image-plagiarism'>;
export type ObjectDetectionCheck = CheckOf<'object-detection'>;
export type UrlScanCheck = CheckOf<'url-scan'>;
export type VideoCheck = CheckOf<'ai-video'>;

export function isOfKind<K extends CheckKind>(record: CheckRecord, kind: K): record is CheckOf<K> {
  return record.kind === kind;
}

export function isTextCheck(record: CheckRecord): record is TextCheck {
  return record.kind === 'ai-text' || record.kind === 'moderation';
}
