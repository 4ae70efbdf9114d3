/**
 * A class set: several documents checked as one batch, one row per document. The worker owns
 * batches (background/batches/); pages read them as `BatchView`s. A row says where its bytes
 * come from (a file the page stored, or a link), so the same batch runs files and links.
 */
import * as v from 'valibot';
import { LeftOutSchema } from '../text-checks/left-out.ts';
import { AppErrorSchema } from '../../core/errors.ts';
import { CheckSummarySchema } from '../checks/check-summary-schema.ts';
import { TEXT_CHECK_KINDS } from '../checks/check-record.ts';

/** Where a row's bytes are: a file a page of ours stored (by its id), or a document's address. */
export const BatchRowSourceSchema = v.variant('type', [
  v.object({
    type: v.literal('file'),
    /** The key of its bytes in the batch files store; absent when the page refused to keep them. */
    fileId: v.optional(v.pipe(v.string(), v.maxLength(64))),
    name: v.pipe(v.string(), v.maxLength(1024)),
    size: v.pipe(v.number(), v.integer(), v.minValue(0)),
    contentType: v.optional(v.pipe(v.string(), v.maxLength(256))),
  }),
  v.object({
    type: v.literal('link'),
    url: v.pipe(v.string(), v.maxLength(8192)),
    /** The link's label on its page. */
    name: v.pipe(v.string(), v.maxLength(1024)),
    /** The page the link was on: its network rule is the fetch's. */
    pageUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))),
  }),
]);
export type BatchRowSource = v.InferOutput<typeof BatchRowSourceSchema>;

/**
 * waiting: not read yet; reading: its text is being read; ready: read, its cost known;
 * checking: its checks are stored (ids recorded first) and running; done / failed: final.
 */
export const BATCH_ROW_STATUSES = [
  'waiting',
  'reading',
  'ready',
  'checking',
  'done',
  'failed',
] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/** reading: rows being read; ready: cost shown, waiting for Start; running; done; cancelled. */
export const BATCH_STATUSES = ['reading', 'ready', 'running', 'done', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const BatchRowSchema = v.object({
  id: v.string(),
  source: BatchRowSourceSchema,
  status: v.picklist(BATCH_ROW_STATUSES),
  /** The format its bytes were read as (pdf, txt…). */
  format: v.optional(v.pipe(v.string(), v.maxLength(16))),
  words: v.optional(count),
  characters: v.optional(count),
  /**
   * What its reader left out of the text checked (pictures, comments, headers and footers),
   * counted: said under its name before Start and kept on its checks.
   */
  leftOut: v.optional(v.array(LeftOutSchema)),
  /** Credits its checks are expected to cost; 0 when history answers them all. */
  credits: v.optional(count),
  /** Every check of it is answered from history (the same text, the same settings). */
  fromHistory: v.optional(v.boolean()),
  /** Its check ids (one per kind), recorded before the checks are stored and sent. */
  checkIds: v.optional(v.array(v.string())),
  /** Credits its plagiarism scan is expected to cost, should the user ask for one. */
  scanCredits: v.optional(count),
  /** History holds the same scan with today's settings: it would be answered for free. */
  scanFromHistory: v.optional(v.boolean()),
  /**
   * The key of its bytes in the batch files store, kept because the service takes its type as a
   * file (supported-file-types, at most 25 MB): kept until its scan is submitted or not asked.
   */
  keptFileId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** Its plagiarism scan's id, recorded before the scan is stored and sent. */
  scanId: v.optional(v.string()),
  error: v.optional(AppErrorSchema),
});
export type BatchRow = v.InferOutput<typeof BatchRowSchema>;

export const BatchSchema = v.object({
  id: v.string(),
  createdAt: v.number(),
  updatedAt: v.number(),
  kinds: v.pipe(v.array(v.picklist(TEXT_CHECK_KINDS)), v.minLength(1)),
  /** Each file is also scanned for plagiarism (asked before Start, off by default). */
  plagiarism: v.optional(v.boolean()),
  status: v.picklist(BATCH_STATUSES),
  rows: v.array(BatchRowSchema),
});
export type Batch = v.InferOutput<typeof BatchSchema>;

/** Every check of a row: its text checks, then its plagiarism scan when asked. */
export function rowCheckIds(row: Pick<BatchRow, 'checkIds' | 'scanId'>): string[] {
  return [...(row.checkIds ?? []), ...(row.scanId ? [row.scanId] : [])];
}

/** A row as pages show it: the stored row, with what its finished checks found. */
export const BatchRowViewSchema = v.object({
  ...BatchRowSchema.entries,
  /** Share of the text written by AI (0–1), once the AI check is done. */
  aiShare: v.optional(v.number()),
  /** Moderation labels found (label ids), once the moderation check is done. */
  labels: v.optional(v.array(v.string())),
  /** The plagiarism scan's score (0–100, the share found elsewhere), once the scan is done. */
  plagiarism: v.optional(v.number()),
  /** Its checks in a few words, for a page showing the row's result. */
  summaries: v.array(CheckSummarySchema),
});
export type BatchRowView = v.InferOutput<typeof BatchRowViewSchema>;

export const BatchViewSchema = v.object({
  ...BatchSchema.entries,
  rows: v.array(BatchRowViewSchema),
});
export type BatchView = v.InferOutput<typeof BatchViewSchema>;
