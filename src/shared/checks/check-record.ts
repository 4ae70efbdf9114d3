import * as v from 'valibot';
import { AppErrorSchema } from '../../core/errors.ts';
import { UrlScanStateSchema } from '../scans/url-scan-state.ts';
import { HeatmapStateSchema } from './heatmap-state.ts';
import { PaintReportSchema } from './paint-report.ts';
import { FIT_REASONS } from '../image/fit-to-limits.ts';

export const CHECK_KINDS = ['ai-text', 'moderation', 'ai-image', 'url-scan'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

export const TEXT_CHECK_KINDS = ['ai-text', 'moderation'] as const;
export type TextCheckKind = (typeof TEXT_CHECK_KINDS)[number];

/**
 * pending: asked for, not sent yet (or waiting out a 429); running: a request is out;
 * done / failed: final. A record left pending or running by a stopped worker is resumed.
 */
export const CHECK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const CheckSourceSchema = v.object({
  url: v.optional(v.string()),
  title: v.optional(v.string()),
  tabId: v.optional(v.number()),
  origin: v.picklist(['selection', 'page', 'image', 'url']),
  /** The content script's name for the text's DOM map, so results can be highlighted. */
  textId: v.optional(v.string()),
});

/**
 * One check as history keeps it, and as extension pages see it. Fields added after the first
 * version are optional, so older records still read.
 */
export const CheckRecordSchema = v.object({
  /** Also the scan id sent to the service, so a resumed request reuses it. */
  id: v.string(),
  kind: v.picklist(CHECK_KINDS),
  /** Same kind, settings and input → same key: answered from history without spending credits. */
  cacheKey: v.string(),
  status: v.picklist(CHECK_STATUSES),
  createdAt: v.number(),
  updatedAt: v.number(),
  source: CheckSourceSchema,
  /** The checked text (kept so results can be shown in it), or a description of the input. */
  input: v.string(),
  /** The settings the check ran with (sensitivity, language, labels, sandbox …). */
  settings: v.record(v.string(), v.unknown()),
  attempts: v.number(),
  /** Kind-specific result, validated by the reader of each kind. */
  result: v.optional(v.unknown()),
  error: v.optional(AppErrorSchema),
  credits: v.optional(v.number()),
  /** A long text is checked in parts; results of the parts done so far, in order. */
  parts: v.optional(v.object({ total: v.number(), results: v.array(v.unknown()) })),
  /** Not before this time (epoch ms): the service asked us to wait, or the network was down. */
  retryAt: v.optional(v.number()),
  /**
   * An image check: where the image is on the page, its own size, and the size sent (smaller
   * when it had to be scaled down to the service's limits; the mask has the size sent).
   */
  image: v.optional(
    v.object({
      src: v.string(),
      naturalWidth: v.number(),
      naturalHeight: v.number(),
      sentWidth: v.number(),
      sentHeight: v.number(),
      /** A small JPEG of the picture as shown (data: URL), drawn in the popup under the mask. */
      preview: v.optional(v.pipe(v.string(), v.startsWith('data:image/'))),
      /**
       * The file as found, before any fitting: its format when the service takes it, and why it
       * had to be re-encoded (format, dimensions, bytes). The heatmap is made by the service
       * from the original address, so it needs an original the service takes as it is.
       */
      original: v.optional(
        v.object({
          format: v.optional(v.string()),
          refit: v.array(v.picklist(FIT_REASONS)),
        }),
      ),
    }),
  ),
  /** Answered from an earlier identical check: the id of that check. */
  cachedFrom: v.optional(v.string()),
  /** A URL scan's progress: phase, relay cursors, expected cost, export. */
  scan: v.optional(UrlScanStateSchema),
  /** An image check's heatmap, once asked for. */
  heatmap: v.optional(HeatmapStateSchema),
  /** Credits the check was expected to cost, when that stopped it (over the user's limits). */
  costEstimate: v.optional(v.number()),
  /** A text check's spans as last painted on its page: how many could be shown, and why not. */
  painted: v.optional(PaintReportSchema),
});

export type CheckRecord = v.InferOutput<typeof CheckRecordSchema>;
