/** A class set's limits (apart from its schemas, which pages load only with the messages). */

/** How many documents one batch takes. */
export const BATCH_MAX_ROWS = 100;
/** The largest file a batch reads (the PDF reader's limit). */
export const BATCH_FILE_MAX_BYTES = 40 * 1024 * 1024;
/** Rows checked at once; the rest wait for a place. */
export const BATCH_ROWS_AT_ONCE = 3;
