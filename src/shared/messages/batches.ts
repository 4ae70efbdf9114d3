import * as v from 'valibot';
import { TEXT_CHECK_KINDS } from '../checks/check-record.ts';
import { BatchViewSchema } from '../batches/batch-record.ts';
import { BATCH_MAX_ROWS } from '../batches/batch-limits.ts';
import { defineProtocol } from './define.ts';
import { DocumentLinkSchema, DocumentLinksSchema } from '../documents/document-links.ts';

const pagesOnly = ['extension-page'] as const;

/** A file a page put in the batch database (platform/batch-db.ts), or refused to keep. */
export const BatchFileSchema = v.object({
  /** Absent when the page did not keep its bytes (over the size limit). */
  fileId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  name: v.pipe(v.string(), v.maxLength(1024)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  contentType: v.optional(v.pipe(v.string(), v.maxLength(256))),
});
export type BatchFile = v.InferOutput<typeof BatchFileSchema>;

const batchId = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

export const batchesProtocol = defineProtocol({
  /** Files dropped or picked: a batch, its rows read at once, nothing sent until `start`. */
  'batches/create': {
    request: v.object({
      files: v.pipe(v.array(BatchFileSchema), v.minLength(1), v.maxLength(BATCH_MAX_ROWS)),
      kinds: v.pipe(v.array(v.picklist(TEXT_CHECK_KINDS)), v.minLength(1)),
    }),
    response: BatchViewSchema,
    from: pagesOnly,
  },
  /** The document links of a tab (the active one when absent), with the page's address. */
  'batches/list-links': {
    request: v.object({ tabId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    response: v.object({
      ...DocumentLinksSchema.entries,
      pageUrl: v.pipe(v.string(), v.maxLength(8192)),
      /** Frames of other sites the extension may not read: their links were not looked for. */
      unreadFrames: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    }),
    from: pagesOnly,
  },
  /**
   * Document links chosen from a page: a batch whose rows are fetched and read by the worker
   * (the page's address gives the network rule), nothing sent until `start`.
   */
  'batches/create-links': {
    request: v.object({
      pageUrl: v.pipe(v.string(), v.url(), v.maxLength(8192)),
      links: v.pipe(v.array(DocumentLinkSchema), v.minLength(1), v.maxLength(BATCH_MAX_ROWS)),
      kinds: v.pipe(v.array(v.picklist(TEXT_CHECK_KINDS)), v.minLength(1)),
    }),
    response: BatchViewSchema,
    from: pagesOnly,
  },
  /** A batch with its rows and what their checks found. */
  'batches/get': { request: batchId, response: BatchViewSchema, from: pagesOnly },
  /** The newest batch, to show again where it was left (none: null). */
  'batches/latest': {
    request: v.object({}),
    response: v.nullable(BatchViewSchema),
    from: pagesOnly,
  },
  /**
   * Sends the batch's rows, a few at a time. `confirmedCredits` is the total the user saw beside
   * Start: the cost guard applies to the whole batch.
   */
  'batches/start': {
    request: v.object({
      ...batchId.entries,
      confirmedCredits: v.pipe(v.number(), v.integer(), v.minValue(0)),
      /** Also scan each file for plagiarism (its cost is in `confirmedCredits`). */
      plagiarism: v.optional(v.boolean()),
    }),
    response: BatchViewSchema,
    from: pagesOnly,
  },
  /** Drops a batch not started, or stops sending the rows not started yet. */
  'batches/cancel': { request: batchId, response: BatchViewSchema, from: pagesOnly },
});
