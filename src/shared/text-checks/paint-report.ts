import * as v from 'valibot';

/**
 * Why some spans could not be painted: the page changed since it was read, their text could not
 * be traced to the page, the text was in a form field, the page was reloaded or left, the text
 * was selected in the browser's PDF viewer, or in a part of the page no script may read, or the
 * text is a Google Doc's (drawn on a canvas, read from its export), or a linked document file's
 * (read from the file, with no page of its own).
 */
export const UNPAINTED_REASONS = [
  'changed',
  'not-found',
  'form-field',
  'page-gone',
  'pdf',
  'not-in-page',
  'google-doc',
  'document',
] as const;
export type UnpaintedReason = (typeof UNPAINTED_REASONS)[number];

/** Whether a span could be painted on the page: wholly, in part, or not at all. */
export const PAINT_OUTCOMES = ['shown', 'partly', 'missing'] as const;
export type PaintOutcome = (typeof PAINT_OUTCOMES)[number];

/** The content script's answer to painting spans: ranges painted, and each span's outcome. */
export const HighlightReplySchema = v.object({
  applied: v.pipe(v.number(), v.integer(), v.minValue(0)),
  outcomes: v.array(v.picklist(PAINT_OUTCOMES)),
  reason: v.optional(v.picklist(UNPAINTED_REASONS)),
});
export type HighlightReply = v.InferOutput<typeof HighlightReplySchema>;

/** How one check's spans fared on the page, kept on its record for the popup. */
export const PaintReportSchema = v.object({
  shown: v.pipe(v.number(), v.integer(), v.minValue(0)),
  partly: v.pipe(v.number(), v.integer(), v.minValue(0)),
  missing: v.pipe(v.number(), v.integer(), v.minValue(0)),
  reason: v.optional(v.picklist(UNPAINTED_REASONS)),
});
export type PaintReport = v.InferOutput<typeof PaintReportSchema>;

/**
 * Splits the page's answer for the spans of several checks (sent one check after another) into a
 * report per check; without an answer (the page was reloaded or left), nothing could be shown.
 * AI phrases are not counted: each lies inside a section, which says whether its text was shown,
 * and "3 of 12 sections" must count sections.
 */
export function paintReports(
  painted: readonly { spans: readonly { kind: string }[] }[],
  reply: HighlightReply | undefined,
): PaintReport[] {
  let at = 0;
  return painted.map(({ spans }) => {
    const counted = (_: unknown, i: number): boolean => spans[i]?.kind !== 'phrase';
    const outcomes = (reply?.outcomes.slice(at, at + spans.length) ?? []).filter(counted);
    const total = spans.filter(counted).length;
    at += spans.length;
    const count = (o: string): number => outcomes.filter((x) => x === o).length;
    const report: PaintReport = reply
      ? { shown: count('shown'), partly: count('partly'), missing: count('missing') }
      : { shown: 0, partly: 0, missing: total, reason: 'page-gone' };
    const reason = reply?.reason;
    if (reason && report.shown < total) report.reason = reason;
    return report;
  });
}
