/**
 * Codes of the errors nothingToRead (nothing-to-read.ts) gives, apart from its words, so a page
 * that only tells them apart need not bundle those words before its first paint.
 */

/** Code of an `invalid-input` error for an app that draws its text itself (Slides, Sheets). */
export const CANVAS_EDITOR_CODE = 'canvas-editor';
/** Code of an `invalid-input` error for a selection in a Google Doc (read whole or pasted instead). */
export const DOC_SELECTION_CODE = 'doc-selection';
