/**
 * The heatmap of an image check: asked for after the check, by the asynchronous endpoint with
 * `maskType: "heatmap"`, answered by webhook through the relay. Kept on the image check's record
 * so history, the cache and the popup see one check with its graded view.
 */
import * as v from 'valibot';
import { AppErrorSchema } from '../../core/errors.ts';

/**
 * pending: to be submitted (or waiting out a 429); waiting: submitted, the answer is awaited at
 * the relay; done: answered (with a grid, or a note why there is none); failed: final.
 */
export const HEATMAP_PHASES = ['pending', 'waiting', 'done', 'failed'] as const;
export type HeatmapPhase = (typeof HEATMAP_PHASES)[number];

const Side = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A grid as stored and sent between runtimes: JSON has no bytes, so base64. */
export const StoredGridSchema = v.object({ width: Side, height: Side, values: v.string() });
export type StoredGrid = v.InferOutput<typeof StoredGridSchema>;

export const HeatmapStateSchema = v.object({
  /** The async request's own scan id, reused when a submission is retried. */
  scanId: v.string(),
  phase: v.picklist(HEATMAP_PHASES),
  requestedAt: v.number(),
  submittedAt: v.optional(v.number()),
  attempts: v.number(),
  /** Not before this time (epoch ms): a 429 or an outage being waited out. */
  retryAt: v.optional(v.number()),
  /** Relay cursor: events after it are unread. */
  cursor: v.number(),
  /** Why the relay could not be read at the last look; cleared by the next good read. */
  relayProblem: v.optional(v.string()),
  error: v.optional(AppErrorSchema),
  /** Shrunk to at most HEATMAP_MAX_SIDE on its long side. */
  grid: v.optional(StoredGridSchema),
  /** A finished heatmap without a grid: why (the service sent none). */
  note: v.optional(v.string()),
  credits: v.optional(v.number()),
  /** The async answer's own shares (it analysed the original file, not a scaled copy). */
  summary: v.optional(v.object({ ai: v.number(), human: v.number() })),
});
export type HeatmapState = v.InferOutput<typeof HeatmapStateSchema>;

/**
 * What an answer at the relay came to, read in the hidden page (src/offscreen/heatmap): failed,
 * or done with a grid (pictures decoded) or a note why there is none.
 */
export const HeatmapOutcomeSchema = v.union([
  v.object({ error: AppErrorSchema }),
  v.object({
    grid: v.optional(StoredGridSchema),
    note: v.optional(v.string()),
    summary: v.optional(v.object({ ai: v.number(), human: v.number() })),
    credits: v.optional(v.number()),
  }),
]);
export type HeatmapOutcome = v.InferOutput<typeof HeatmapOutcomeSchema>;

/** Enough for the page overlay and twice the popup's width; 1 MB at most. */
export const HEATMAP_MAX_SIDE = 1024;

export const heatmapIsOpen = (state: HeatmapState | undefined): boolean =>
  state?.phase === 'pending' || state?.phase === 'waiting';
