import * as v from 'valibot';

/**
 * Text on the page that was read past and not sent, and why: `unseen`, no reader can see it
 * (hidden, clipped away, or drawn so it cannot be told from what is behind it), counted in
 * characters; `undrawn`, the selection takes in text its editor has not drawn on the page
 * (CodeMirror draws only the lines near its view), so there is nothing to read or count. Said in
 * the popup beside the result, so nothing is left out in silence. `editors`: a page read without
 * the writing of the page's editors in frames of their own (each is checked by its own button),
 * counted in editors and characters — the right-click menu's page check sends with no popup first.
 * `pictures`: a document file's pictures (photos, drawings, scanned pages), whose text if any is
 * not read, counted. `comments`: a document file's comments; `headers`: its headers and footers
 * with text (page furniture repeated on every page: a name, a course, a page number) — neither
 * is the writing, so neither is checked; both counted.
 */
export const LEFT_OUT_REASONS = [
  'unseen',
  'undrawn',
  'editors',
  'pictures',
  'comments',
  'headers',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export const LeftOutSchema = v.variant('reason', [
  v.object({
    reason: v.literal('unseen'),
    /** Characters left out, white space collapsed as the page shows it. */
    chars: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({ reason: v.literal('undrawn') }),
  v.object({
    reason: v.literal('editors'),
    editors: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
    chars: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.object({
    reason: v.literal('pictures'),
    pictures: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    reason: v.picklist(['comments', 'headers']),
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
]);
export type LeftOut = v.InferOutput<typeof LeftOutSchema>;

/** What a document file's reader left out of its text, counted (none: no field). */
export function documentLeftOut(read: {
  pictures?: number | undefined;
  comments?: number | undefined;
  headers?: number | undefined;
}): { leftOut?: LeftOut[] } {
  const { pictures, comments, headers } = read;
  const leftOut: LeftOut[] = [
    ...(pictures ? [{ reason: 'pictures' as const, pictures }] : []),
    ...(comments ? [{ reason: 'comments' as const, count: comments }] : []),
    ...(headers ? [{ reason: 'headers' as const, count: headers }] : []),
  ];
  return leftOut.length > 0 ? { leftOut } : {};
}

/** How many characters a text node holds as a reader would count them (runs of white space as one). */
export function shownLength(data: string): number {
  return data.replace(/\s+/g, ' ').trim().length;
}

/**
 * The `leftOut` field of a reading that left out `unseenChars` no reader sees and, when
 * `undrawn`, text its editor had not drawn (nothing left out: no field).
 */
export function leftOutOf(unseenChars: number, undrawn = false): { leftOut?: LeftOut[] } {
  const leftOut: LeftOut[] = [
    ...(unseenChars > 0 ? [{ reason: 'unseen' as const, chars: unseenChars }] : []),
    ...(undrawn ? [{ reason: 'undrawn' as const }] : []),
  ];
  return leftOut.length > 0 ? { leftOut } : {};
}
