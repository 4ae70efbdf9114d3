import * as v from 'valibot';

/**
 * Text on the page that was read past and not sent, and why: `unseen`, no reader can see it
 * (hidden, clipped away, or drawn so it cannot be told from what is behind it). Said in the
 * popup beside the result, so nothing is left out in silence.
 */
export const LEFT_OUT_REASONS = ['unseen'] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

export const LeftOutSchema = v.object({
  reason: v.picklist(LEFT_OUT_REASONS),
  /** Characters left out, white space collapsed as the page shows it. */
  chars: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type LeftOut = v.InferOutput<typeof LeftOutSchema>;

/** How many characters a text node holds as a reader would count them (runs of white space as one). */
export function shownLength(data: string): number {
  return data.replace(/\s+/g, ' ').trim().length;
}

/** The `leftOut` field of a reading that left out `unseenChars` no reader sees (none: no field). */
export function leftOutOf(unseenChars: number): { leftOut?: LeftOut[] } {
  return unseenChars > 0 ? { leftOut: [{ reason: 'unseen', chars: unseenChars }] } : {};
}
